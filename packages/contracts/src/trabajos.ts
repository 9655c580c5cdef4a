import { z } from './zod';
import { enumSchema } from './enums-schema';
import { EstadosTrabajo, MENSAJES_TRABAJOS, TiposTrabajo } from './trabajos-etiquetas';
import { CAMPOS_CARGA, type CampoCarga } from './carga';
import { expiracionEnlaceSchema } from './query';
import { exportarEnlaceSchema } from './solicitudes';

/**
 * Background jobs: long exports and imports run by the server's worker loop, followed by
 * the portal through GET /api/trabajos/{id} until they finish.
 */

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
  tipo: enumSchema(TiposTrabajo),
  estado: enumSchema(EstadosTrabajo),
  /** An import started with Validar (a dry run: stores nothing), known from the moment it is queued; false for any other job. */
  validacion: z.boolean(),
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

export const trabajosSchema = z.array(trabajoSchema);

/** POST /api/trabajos as JSON (the exports): the kind and the list filter, as the list's query. */
export const crearTrabajoSchema = z.looseObject({ tipo: enumSchema(TiposTrabajo) });
export const trabajoCreadoSchema = z.object({ id: z.number().int(), message: z.string() });
export type TrabajoCreado = z.infer<typeof trabajoCreadoSchema>;

/** GET /api/trabajos/{id}/archivo: the signature of the link. */
export const trabajoArchivoQuerySchema = z.object({
  exp: expiracionEnlaceSchema,
  sig: z.string().min(1).max(128),
});
