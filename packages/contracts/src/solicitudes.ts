/**
 * Request and response shapes of the solicitudes API (SPEC §7); the list filter is in
 * solicitudes-filtro.ts, the fields of POST /api/verificaciones in verificacion-alta.ts:
 *
 *   GET  /api/solicitudes                      solicitudesQuerySchema   -> Paged<SolicitudFila> | SolicitudFila[] (rowsPerPage -1)
 *   GET  /api/solicitudes?exportar_excel=si    same                     -> .xlsx (every row of the filter)
 *   POST /api/solicitudes/exportar             solicitudesQuerySchema (body) -> ExportarEnlace {url, expira} (signed, ≤ 60 s)
 *   GET  /api/solicitudes/exportar/descarga    ?f=&u=&exp=&sig=         -> .xlsx (public; the signature is the credential)
 *   GET  /api/solicitudes/edos | /ciudades | /colonias | /fuerza_venta   solicitudesQuerySchema -> string[]
 *   PUT  /api/solicitudes/{id}                 solicitudUpdateSchema    -> SolicitudDetalle
 *   POST /api/solicitudes/duplicar             duplicarSchema           -> DuplicarRespuesta {message, id, folio_solicitud}
 *   POST /api/solicitudes/load_file            multipart `file` (+ agencia_id for broad users) -> CargaRespuesta {message, insertados}
 *   GET  /api/solicitudes/plantilla                                     -> .xlsx template (every accepted column)
 *   POST /api/solicitudes_encuestador/         asignarSchema            -> AsignarRespuesta {message, asignadas}
 *   PUT  /api/solicitudes_encuestador/{solicitud_id}  reasignarSchema   -> MessageBody (usuario_id 0 = unassign)
 *   POST /api/solicitudes/desasignar           desasignarSchema         -> DesasignarRespuesta {message, desasignadas}
 *   PUT  /api/verificaciones/{id}              verificacionInputSchema  -> Verificacion
 *   POST /api/verificaciones                   multipart verificacionAltaSchema fields + 1..10 `imagenes` -> 201 Verificacion
 *
 * All but the last two need gestionar_solicitudes (agency-scoped: another agency's id is 404).
 * POST /api/verificaciones is for the gestor the request is assigned to.
 */
import { z } from './zod';
import { positionSchema, versionSchema } from './common';
import { enteroSchema, expiracionEnlaceSchema, idSchema, queryIdSchema, queryObject } from './query';
import { faltaOInvalido, MENSAJES_CAMPO, SOLO_TEXTO } from './campos';
import { solicitudListItemSchema } from './entities';
import { blancoAUndefined, campoTexto, fechaReal } from './campos-schema';
import { fechasEnOrden, fechasMensaje, limpiarFiltro, solicitudesFiltroShape } from './solicitudes-filtro';
import { VERIFICACION_FOTOS } from './verificacion-alta';

// ---------------------------------------------------------------- list row
/**
 * A row of GET /api/solicitudes: the list item plus what the table, its colours and actions need.
 * `color` is the agency colour. `verificado` = has a field verification (verificacion_id);
 * `verify*` describe the call verification (see SolicitudListItem).
 */
export const solicitudFilaSchema = solicitudListItemSchema.extend({
  verificado: z.boolean(),
  verificacion_id: z.number().int().nullable(),
  verificacion_hora: z.string().nullable(),
  encuestador_id: z.number().int().nullable(),
});
export type SolicitudFila = z.infer<typeof solicitudFilaSchema>;

/** GET /api/solicitudes/edos, /ciudades, /colonias, /fuerza_venta: distinct values, Spanish order. */
export const opcionesSchema = z.array(z.string());

// ---------------------------------------------------------------- assignment
const idPositivo = idSchema;
const usuarioIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  enteroSchema({ min: 0, mensaje: 'Selecciona un gestor' }),
);

/**
 * POST /api/solicitudes_encuestador/: `seleccionados` (ids of the chosen rows) or `todos: true`
 * with the filter fields (every row of the filter). usuario_id: the gestor to assign to (not the
 * "assigned to" filter), an active gestor of the rows'
 * agency (else 422 errors.usuario_id); agencia_id narrows `todos` for broad users. Rows that are
 * verified or already assigned to that gestor are left as they are; rows assigned to another
 * gestor are reassigned.
 */
export const asignarSchema = queryObject({
  ...solicitudesFiltroShape,
  seleccionados: z.array(idPositivo).max(10_000, 'Se admiten como máximo 10000 folios por asignación').optional(),
  todos: z.boolean().optional(),
  usuario_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), enteroSchema({ min: 1, mensaje: 'Selecciona un gestor' })),
})
  .transform(limpiarFiltro)
  .refine(fechasEnOrden, fechasMensaje)
  .refine((b) => b.todos === true || (b.seleccionados?.length ?? 0) > 0, { message: 'Selecciona al menos un folio', path: ['seleccionados'] });
export type AsignarBody = z.output<typeof asignarSchema>;
export const asignarRespuestaSchema = z.object({ message: z.string(), asignadas: z.number().int() });
export type AsignarRespuesta = z.infer<typeof asignarRespuestaSchema>;

/** PUT /api/solicitudes_encuestador/{solicitud_id}: a new gestor, or 0 to unassign. */
export const reasignarSchema = z.object({ usuario_id: usuarioIdSchema });
export type ReasignarBody = z.output<typeof reasignarSchema>;
export const asignacionParamsSchema = z.object({ solicitud_id: idPositivo });

/** POST /api/solicitudes/desasignar: `[1, 2]` or `{ids: [1, 2]}`; only rows with a gestor change. */
export const desasignarSchema = z
  .union([z.array(idPositivo).max(10_000), z.object({ ids: z.array(idPositivo).max(10_000) })], { error: 'Envía la lista de folios a desasignar' })
  .transform((v) => [...new Set(Array.isArray(v) ? v : v.ids)]);
export const desasignarRespuestaSchema = z.object({ message: z.string(), desasignadas: z.number().int() });
export type DesasignarRespuesta = z.infer<typeof desasignarRespuestaSchema>;

// ---------------------------------------------------------------- edit, duplicate
export const solicitudCamposSchema = z.object(
  {
    folio_solicitud: campoTexto(50).min(1, { error: 'El folio es obligatorio', ...SOLO_TEXTO }),
    nombre: campoTexto(150),
    appat_rzsoc: campoTexto(150),
    apmat_nomco: campoTexto(150),
    calle: campoTexto(200),
    num_ext: campoTexto(20),
    num_int: campoTexto(20),
    colonia: campoTexto(150),
    entrecall: campoTexto(200),
    rfc: campoTexto(13),
    edo: campoTexto(100),
    estado: campoTexto(100),
    ciudad: campoTexto(150),
    cp: z
      .string({ error: faltaOInvalido(MENSAJES_CAMPO.texto) })
      .trim()
      .regex(/^(\d{5})?$/, { error: 'El código postal debe tener 5 dígitos', ...SOLO_TEXTO }),
    telefono: campoTexto(20).regex(/^[0-9+\-() ]*$/, { error: 'El teléfono solo puede tener dígitos', ...SOLO_TEXTO }),
    fecha_captura: fechaReal.nullable(),
    fuerza_venta: campoTexto(100),
    ref1_nombre: campoTexto(150),
    ref2_nombre: campoTexto(150),
    ref3_nombre: campoTexto(150),
    ref1_telefono: campoTexto(20),
    ref2_telefono: campoTexto(20),
    ref3_telefono: campoTexto(20),
  },
  { error: MENSAJES_CAMPO.datos },
);
export type SolicitudCampos = z.infer<typeof solicitudCamposSchema>;

/**
 * PUT /api/solicitudes/{id}: any subset of the client data, plus comentario and position
 * (the internal data dialog sends only these two). Unknown keys (id, agencia...) are ignored.
 */
export const solicitudUpdateSchema = solicitudCamposSchema.partial().extend({
  comentario: campoTexto(2000).nullable().optional(),
  position: positionSchema.nullable().optional(),
  /** The version the edit is based on (optional, see versionSchema); one for client and internal data. */
  version: versionSchema.optional(),
});
export type SolicitudUpdate = z.infer<typeof solicitudUpdateSchema>;

/**
 * POST /api/solicitudes/duplicar. folio = original + '-' + codigo when codigo is given, else
 * folio_solicitud (one of them is required). agencia_id only for broad users (default: the
 * original's agency); a folio already in that agency -> 422 on codigo or folio_solicitud.
 */
export const duplicarSchema = z
  .object({
    agencia_id: queryIdSchema,
    solicitud_id: idPositivo,
    codigo: z.preprocess(blancoAUndefined, campoTexto(20).regex(/^[\w-]*$/, 'El código solo puede tener letras, números y guiones').optional()),
    folio_solicitud: z.preprocess(blancoAUndefined, campoTexto(50).optional()),
  })
  .refine((b) => (b.codigo ?? '') !== '' || (b.folio_solicitud ?? '') !== '', {
    message: 'Escribe un código o un folio',
    path: ['folio_solicitud'],
  });
export type DuplicarBody = z.output<typeof duplicarSchema>;
export const duplicarRespuestaSchema = z.object({ message: z.string(), id: z.number().int(), folio_solicitud: z.string() });
export type DuplicarRespuesta = z.infer<typeof duplicarRespuestaSchema>;

// ---------------------------------------------------------------- upload, export
export const cargaRespuestaSchema = z.object({ message: z.string(), insertados: z.number().int() });
export type CargaRespuesta = z.infer<typeof cargaRespuestaSchema>;
/** Multipart text fields of POST /api/solicitudes/load_file (besides `file`). */
export const cargaCamposSchema = z.object({ agencia_id: queryIdSchema });

/** Upload limits (bytes, rows). */
/**
 * Upload limits. An .xls (OLE2/BIFF) is parsed whole by SheetJS, about 16 times its size in
 * memory, so it has a smaller size limit than .xlsx (streamed) and .csv.
 */
export const CARGA_LIMITES = { bytes: 15 * 1024 * 1024, bytesXls: 8 * 1024 * 1024, filas: 200_000 } as const;

/** POST /api/solicitudes/exportar: a signed download link valid for `expira` seconds (≤ 60). */
export const exportarEnlaceSchema = z.object({ url: z.string(), expira: z.number().int() });
export type ExportarEnlace = z.infer<typeof exportarEnlaceSchema>;
export const exportarDescargaQuerySchema = z.object({
  f: z.string().max(20_000),
  u: idSchema,
  exp: expiracionEnlaceSchema,
  sig: z.string().min(1).max(128),
});

// ---------------------------------------------------------------- messages
export const MENSAJES_SOLICITUDES = {
  gestorInvalido: 'Selecciona un gestor activo de la agencia',
  solicitudVerificada: 'La solicitud ya fue verificada; no se puede reasignar',
  sinGestor: 'La solicitud no tiene gestor asignado',
  foliosDesasignados: 'Folios desasignados correctamente',
  folioExistente: 'El folio ya existe en la agencia',
  solicitudActualizada: 'Registro Actualizado',
  archivoRequerido: 'Selecciona un archivo',
  archivoExtension: 'El archivo debe ser .xlsx, .xls o .csv',
  archivoVacio: 'El archivo no tiene filas',
  archivoIlegible: 'No se pudo leer el archivo',
  archivoDemasiadoGrande: `El archivo supera el tamaño máximo de ${CARGA_LIMITES.bytes / 1024 / 1024} MB`,
  archivoXlsDemasiadoGrande: `Un archivo .xls admite como máximo ${CARGA_LIMITES.bytesXls / 1024 / 1024} MB; guárdalo como .xlsx o .csv`,
  archivoDemasiadasFilas: `El archivo supera el máximo de ${CARGA_LIMITES.filas} filas`,
  archivoSinFolio: 'El archivo no tiene la columna Folio',
  archivoFormato: 'El contenido del archivo no es una hoja de cálculo .xlsx, .xls ni un .csv de texto',
  archivoDescomprimidoGrande: 'El archivo ocupa demasiado al descomprimirlo',
  agenciaObligatoria: 'Selecciona una agencia',
  agenciaInexistente: 'La agencia no existe',
  verificacionExistente: 'La solicitud ya tiene una verificación',
  noAsignadaAlGestor: 'La solicitud no está asignada a ti',
  fotosRequeridas: `Envía entre ${VERIFICACION_FOTOS.min} y ${VERIFICACION_FOTOS.max} fotografías`,
  fotoInvalida: 'Las fotografías deben ser JPEG o PNG',
  fotoDimensiones: `Cada fotografía debe medir como máximo ${VERIFICACION_FOTOS.lado} píxeles por lado y ${VERIFICACION_FOTOS.pixeles / 1_000_000} megapíxeles`,
  fotoDemasiadoGrande: `Cada fotografía debe pesar como máximo ${VERIFICACION_FOTOS.bytes / 1024 / 1024} MB`,
  verificacionRegistrada: 'Verificación registrada',
  marcaRequerida: 'Escribe la marca del vehículo',
  modeloRequerido: 'Escribe el modelo del vehículo',
} as const;

/**
 * A visit with a vehicle names its brand and model: the fields left empty, with their message
 * (the intake, the edit and the Editar Verificacion form all ask this).
 */
export function faltaVehiculo(v: { tiene_vehiculo: boolean; marca?: string | null | undefined; modelo?: string | null | undefined }): Record<string, string[]> {
  if (!v.tiene_vehiculo) return {};
  const vacio = (t: string | null | undefined) => (t ?? '').trim() === '';
  return {
    ...(vacio(v.marca) ? { marca: [MENSAJES_SOLICITUDES.marcaRequerida] } : {}),
    ...(vacio(v.modelo) ? { modelo: [MENSAJES_SOLICITUDES.modeloRequerido] } : {}),
  };
}
