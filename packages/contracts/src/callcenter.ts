/**
 * Call center (SPEC §2 "Call-center report", "Assign requests to operators", §4):
 *
 *   GET  /api/solicitudes_operadores                 solicitudesOperadoresQuerySchema -> Paged<SolicitudOperadorFila> | SolicitudOperadorFila[] (rowsPerPage ≤ 0)
 *   GET  /api/solicitudes_operadores/edos | /ciudades | /colonias   same query -> string[]
 *   POST /api/solicitudes_operadores/                asignarOperadorSchema   -> AsignarRespuesta
 *   PUT  /api/solicitudes_operadores/{solicitud_id}  reasignarOperadorSchema -> MessageBody (usuario_id 0 = unassign)
 *   the call form (/api/verificaciones_operadores): llamada.ts
 *
 * Who sees what: an operator (reportesCallCenter without is_admin nor gestionar_solicitudes) only
 * the requests assigned to them; supervisors and admins their agency; broad users all.
 * The operator filter (usuario_id) and status 2 No Asignadas are for is_admin only: for anyone
 * else the server answers 422 on those fields.
 */
import { z } from './zod';
import { ColorFilaLlamada } from './callcenter-etiquetas';
import { solicitudListItemSchema } from './entities';
import { filtroIntentosSchema, ultimoIntentoSchema } from './intentos';
import { enteroSchema, idSchema, queryArray, queryObject } from './query';
import { fechasEnOrden, fechasMensaje, limpiarFiltro, ORDEN_FOLIO_CAPTURA, ORDEN_FOLIO_CLIENTE, paginadoFolios, solicitudesFiltroShape } from './solicitudes-filtro';
import { UMBRALES_VIGENCIA, vigenciaDe, type UmbralesVigencia } from './vigencia';

// ---------------------------------------------------------------- list filter
export const SOLICITUDES_OPERADORES_SORT = [
  ...ORDEN_FOLIO_CLIENTE,
  'cp',
  ...ORDEN_FOLIO_CAPTURA,
  'operador',
  'solicitudes_operadores_created_at',
  'verify_hora_verificacion',
  'intentos',
  'ultimo_intento',
] as const;
export type SolicitudesOperadoresSort = (typeof SOLICITUDES_OPERADORES_SORT)[number];

/**
 * The request filter with the call-center status (asignadas, OR-ed, 0 = all):
 * 1 Asignadas = active operator and no call verification; 2 No Asignadas = no active operator
 * and no call verification; 3 En Proceso = call verification not finalizada; 4 Finalizada.
 * usuario_id = the active operator; vigencia = days since the active operator assignment while
 * there is no call verification (1 En Tiempo, 2 Retrasada, 3 Vencida; thresholds by env).
 */
export const solicitudesOperadoresFiltroShape = {
  ...solicitudesFiltroShape,
  asignadas: queryArray(enteroSchema({ min: 0, max: 4, mensaje: 'Estatus no válido' }), { max: 5, mensaje: 'Estatus no válido' }),
};

/**
 * Folios typed in the folio filter are found whatever the dates (as the top-bar search
 * finds a folio): with folio_solicitud the date range is left out; every other filter applies.
 */
/** The folio filter's help text on the call-center screens. */
export const AYUDA_FOLIOS_LLAMADAS = 'Los folios escritos aquí se buscan en cualquier fecha';

export const folioSinFechas = <T extends { folio_solicitud: string[]; fecha_desde?: string | undefined; fecha_hasta?: string | undefined }>(q: T): T =>
  q.folio_solicitud.length > 0 ? { ...q, fecha_desde: undefined, fecha_hasta: undefined } : q;

/**
 * GET /api/solicitudes_operadores: the filter + paging (default 10 rows, id descending), and the
 * attempt filter (ninguno, alguno, tres_o_mas).
 */
export const solicitudesOperadoresQuerySchema = queryObject({
  ...solicitudesOperadoresFiltroShape,
  intentos: filtroIntentosSchema,
  ...paginadoFolios(SOLICITUDES_OPERADORES_SORT, 10),
})
  .transform(limpiarFiltro)
  .refine(fechasEnOrden, fechasMensaje)
  .transform(folioSinFechas);
export type SolicitudesOperadoresQuery = z.output<typeof solicitudesOperadoresQuerySchema>;

// ---------------------------------------------------------------- list row
/**
 * green: verified and finalizada; orange: verified, not finalizada; yellow: waiting 1 day and not
 * verified; red: waiting the "vencida" days or more and not verified; otherwise none.
 */
export function colorFilaLlamada(
  f: { verify: boolean; verify_finalizado: boolean; tiempo_esperando: number | null },
  umbrales: UmbralesVigencia = UMBRALES_VIGENCIA,
): ColorFilaLlamada | null {
  if (f.verify) return f.verify_finalizado ? 'verde' : 'naranja';
  const vigencia = vigenciaDe(f.tiempo_esperando, umbrales);
  return vigencia === 3 ? 'rojo' : vigencia === 2 ? 'amarillo' : null;
}

/**
 * A row's call-center status (contracts EstatusCallCenter), as the list's `asignadas` filter
 * selects it: 1 Asignadas, 2 No Asignadas, 3 En Proceso, 4 Finalizada.
 */
export function estatusLlamada(f: { verify: boolean; verify_finalizado: boolean; operador_id: number | null }): 1 | 2 | 3 | 4 {
  if (f.verify) return f.verify_finalizado ? 4 : 3;
  return f.operador_id === null ? 2 : 1;
}

export const solicitudOperadorFilaSchema = solicitudListItemSchema.extend({
  /** Active operator's user id (null = not assigned). */
  operador_id: z.number().int().nullable(),
  /** 1 En Tiempo, 2 Retrasada, 3 Vencida while assigned and not verified; else null. */
  vigencia: z.number().int().min(1).max(3).nullable(),
  color_fila: z.enum(['verde', 'naranja', 'amarillo', 'rojo']).nullable(),
  /** Call attempts recorded. */
  intentos: z.number().int(),
  /** The last attempt (null: none). */
  ultimo_intento: ultimoIntentoSchema.nullable(),
});
export type SolicitudOperadorFila = z.infer<typeof solicitudOperadorFilaSchema>;

// ---------------------------------------------------------------- assignment
const SELECCIONA_OPERADOR = 'Selecciona un operador';
const blanco = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST /api/solicitudes_operadores/: `seleccionados` or `todos: true` with the filter fields.
 * usuario_id: an active operator of the rows' agency (else 422 errors.usuario_id). Verified
 * requests and those already assigned to that operator are left alone.
 */
export const asignarOperadorSchema = queryObject({
  ...solicitudesOperadoresFiltroShape,
  seleccionados: z.array(idSchema, { error: 'Selecciona al menos un folio' }).max(10_000, 'Se admiten como máximo 10000 folios por asignación').optional(),
  todos: z.boolean({ error: 'todos debe ser verdadero o falso' }).optional(),
  usuario_id: z.preprocess(blanco, enteroSchema({ min: 1, mensaje: SELECCIONA_OPERADOR })),
})
  .transform(limpiarFiltro)
  .refine(fechasEnOrden, fechasMensaje)
  .refine((b) => b.todos === true || (b.seleccionados?.length ?? 0) > 0, { message: 'Selecciona al menos un folio', path: ['seleccionados'] })
  // "todos" assigns exactly the rows the list shows for the same filter.
  .transform(folioSinFechas);
export type AsignarOperadorBody = z.output<typeof asignarOperadorSchema>;

/** PUT /api/solicitudes_operadores/{solicitud_id}: a new operator, or 0 to unassign. */
export const reasignarOperadorSchema = z.object({ usuario_id: z.preprocess(blanco, enteroSchema({ min: 0, mensaje: SELECCIONA_OPERADOR })) });
export type ReasignarOperadorBody = z.output<typeof reasignarOperadorSchema>;

/**
 * GET /api/solicitudes_operadores/siguiente: the next folio of the caller's own queue, chosen on
 * the server in one statement (folios actively assigned to the caller, call form not finalizada,
 * in the agency scope): not yet called first, oldest assignment first (Vencida, Retrasada, En
 * Tiempo), then those in process by oldest assignment. `fila` null: nothing pending.
 */
export const siguienteLlamadaSchema = z.object({ fila: solicitudOperadorFilaSchema.nullable() });
export type SiguienteLlamada = z.infer<typeof siguienteLlamadaSchema>;
export const ETIQUETAS_SIGUIENTE_LLAMADA = {
  boton: 'Siguiente llamada',
  vacio: 'No tienes folios pendientes',
  error: 'No se pudo obtener el siguiente folio',
} as const;
