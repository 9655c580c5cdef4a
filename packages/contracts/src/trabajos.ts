import { z } from './zod';
import { defineEnum } from './enum';
import { expiracionEnlaceSchema } from './query';
import { CARGA_ALIAS, exportarEnlaceSchema, type SolicitudCampos } from './solicitudes';

/**
 * Background jobs (issue 22): long exports and imports run by the server's worker loop, followed by
 * the portal through GET /api/trabajos/{id} until they finish.
 */
export const TiposTrabajo = defineEnum([
  { value: 'exportar_solicitudes', label: 'Exportación de solicitudes' },
  { value: 'importar_solicitudes', label: 'Carga de solicitudes' },
  { value: 'exportar_callcenter', label: 'Exportación del Call Center' },
] as const);
export const TIPOS_TRABAJO = TiposTrabajo.values;
export type TipoTrabajo = (typeof TIPOS_TRABAJO)[number];

export const EstadosTrabajo = defineEnum([
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'en_curso', label: 'En curso' },
  { value: 'terminado', label: 'Terminado' },
  { value: 'fallido', label: 'Fallido' },
  { value: 'cancelado', label: 'Cancelado' },
] as const);
export const ESTADOS_TRABAJO = EstadosTrabajo.values;
export type EstadoTrabajo = (typeof ESTADOS_TRABAJO)[number];

/** States a job no longer leaves. */
export const ESTADOS_TRABAJO_FINALES: readonly EstadoTrabajo[] = ['terminado', 'fallido', 'cancelado'];

export const MENSAJES_TRABAJOS = {
  tipoInvalido: 'Elige un tipo de trabajo válido',
  creado: 'El trabajo quedó en cola',
  cancelado: 'El trabajo se canceló',
  yaTermino: 'El trabajo ya terminó; no se puede cancelar',
  sinArchivo: 'El trabajo no tiene un archivo para descargar',
  archivoExpirado: 'El archivo del trabajo ya expiró',
  procesoDetenido: 'El proceso que lo ejecutaba se detuvo',
  usuarioSinAcceso: 'El usuario que lo creó ya no está activo o ya no tiene permiso para hacerlo',
  cargaConErrores: 'El archivo tiene errores; no se guardó ninguna fila',
  errorInterno: 'Ocurrió un error al procesar el trabajo',
  demasiados: 'Ya tienes 5 trabajos pendientes o en curso; espera a que alguno termine o cancélalo',
  validacionCorrecta: 'El archivo no tiene errores; puedes cargarlo',
  validacionConErrores: 'El archivo tiene errores; corrígelos antes de cargarlo',
  mapeoInvalido: 'La asignación de columnas no es válida: elige un campo de la lista para cada encabezado',
  validarInvalido: 'El campo validar debe ser true o false',
} as const;

/** The fields an upload can fill, in the template's order; a column's label is its template header. */
export const CAMPOS_CARGA = Object.keys(CARGA_ALIAS) as (keyof SolicitudCampos)[];
export type CampoCarga = (typeof CAMPOS_CARGA)[number];
export const etiquetaCampoCarga = (c: CampoCarga): string => CARGA_ALIAS[c][0] ?? c;

/**
 * The upload job's own multipart fields: `validar` (a dry run: checks the whole file, stores
 * nothing) and `mapeo`, a JSON object of the file's headers to the field each one fills (chosen by
 * the user for headers the import does not recognise; remembered for their next file).
 */
export const mapeoImportacionSchema = z.record(
  z.string().trim().min(1, MENSAJES_TRABAJOS.mapeoInvalido).max(200, MENSAJES_TRABAJOS.mapeoInvalido),
  z.enum(CAMPOS_CARGA as [CampoCarga, ...CampoCarga[]], { error: MENSAJES_TRABAJOS.mapeoInvalido }),
  { error: MENSAJES_TRABAJOS.mapeoInvalido },
);
export type MapeoImportacion = z.infer<typeof mapeoImportacionSchema>;
export const importarCamposSchema = z.object({
  validar: z.enum(['true', 'false'], { error: MENSAJES_TRABAJOS.validarInvalido }).optional(),
  mapeo: z
    .string()
    .max(20_000, MENSAJES_TRABAJOS.mapeoInvalido)
    .transform((t, c) => {
      try {
        return JSON.parse(t) as unknown;
      } catch {
        c.addIssue({ code: 'custom', message: MENSAJES_TRABAJOS.mapeoInvalido });
        return z.NEVER;
      }
    })
    .pipe(mapeoImportacionSchema.refine((m) => Object.keys(m).length <= 100, MENSAJES_TRABAJOS.mapeoInvalido))
    .optional(),
});

/** Jobs one user may have pendiente or en curso at once (more: 429 demasiados). */
export const MAX_TRABAJOS_ACTIVOS = 5;

/** What a job ended with: an export's row count, an import's rows inserted or its errors. */
export const resultadoTrabajoSchema = z.object({
  message: z.string().optional(),
  filas: z.number().int().optional(),
  insertados: z.number().int().optional(),
  /** One "Fila N: ..." line per problem (an import stores nothing when there is one). */
  errores: z.array(z.string()).optional(),
  /** A dry run ("Validar"): nothing was stored; `validas` rows would be. */
  validacion: z.boolean().optional(),
  validas: z.number().int().optional(),
  /** Headers of the file no field matched (their columns were ignored); the user may pick one for each. */
  sin_campo: z.array(z.string()).optional(),
});
export type ResultadoTrabajo = z.infer<typeof resultadoTrabajoSchema>;

export const trabajoSchema = z.object({
  id: z.number().int(),
  tipo: TiposTrabajo.schema,
  estado: EstadosTrabajo.schema,
  /** Rows done so far, of `total` (null while unknown). */
  hechos: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  resultado: resultadoTrabajoSchema.nullable(),
  nombre_archivo: z.string().nullable(),
  /** Whether the caller created it (an administrator also sees the agency's jobs). */
  propio: z.boolean(),
  usuario: z.string(),
  /** ISO 8601 instants. */
  created_at: z.string(),
  iniciado_at: z.string().nullable(),
  terminado_at: z.string().nullable(),
  expira_at: z.string().nullable(),
  /** Only for the owner of a finished job whose file is still there: a short-lived signed link. */
  enlace: exportarEnlaceSchema.nullable(),
});
export type Trabajo = z.infer<typeof trabajoSchema>;

/** A job left a file to download: an export, or the error workbook of a failed or validated import. */
export const tieneArchivo = (t: Pick<Trabajo, 'estado' | 'nombre_archivo'>): boolean =>
  (t.estado === 'terminado' || t.estado === 'fallido') && t.nombre_archivo !== null;
export const trabajosSchema = z.array(trabajoSchema);

/** POST /api/trabajos as JSON (the exports): the kind and the list filter, as the list's query. */
export const crearTrabajoSchema = z.looseObject({ tipo: TiposTrabajo.schema });
export const trabajoCreadoSchema = z.object({ id: z.number().int(), message: z.string() });
export type TrabajoCreado = z.infer<typeof trabajoCreadoSchema>;

/** GET /api/trabajos/{id}/archivo: the signature of the link. */
export const trabajoArchivoQuerySchema = z.object({
  exp: expiracionEnlaceSchema,
  sig: z.string().min(1).max(128),
});
