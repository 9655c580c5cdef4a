/**
 * Call center (SPEC §2 "Call-center report", "Assign requests to operators", §4):
 *
 *   GET  /api/solicitudes_operadores                 solicitudesOperadoresQuerySchema -> Paged<SolicitudOperadorFila> | SolicitudOperadorFila[] (rowsPerPage ≤ 0)
 *   GET  /api/solicitudes_operadores/edos | /ciudades | /colonias   same query -> string[]
 *   POST /api/solicitudes_operadores/                asignarOperadorSchema   -> AsignarRespuesta
 *   PUT  /api/solicitudes_operadores/{solicitud_id}  reasignarOperadorSchema -> MessageBody (usuario_id 0 = unassign)
 *   GET  /api/verificaciones_operadores?solicitud_id= -> SeguimientoLlamadaLeido (id null = never saved: the empty form)
 *   POST /api/verificaciones_operadores/             verificacionOperadorCrearSchema      -> 201 SeguimientoLlamada
 *   PUT  /api/verificaciones_operadores/{id}         verificacionOperadorActualizarSchema -> SeguimientoLlamada
 *
 * Who sees what: an operator (reportesCallCenter without is_admin nor gestionar_solicitudes) only
 * the requests assigned to them; supervisors and admins their agency; broad users all.
 * The operator filter (usuario_id) and status 2 No Asignadas are for is_admin only: for anyone
 * else the server answers 422 on those fields.
 */
import { z } from './zod';
import { ColorFilaLlamada } from './callcenter-etiquetas';
import { fechaHoraSchema, versionSchema } from './common';
import { solicitudListItemSchema, verificacionOperadorFormSchema, verificacionOperadorSchema, type VerificacionOperadorForm } from './entities';
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
const idPositivo = idSchema;
const SELECCIONA_OPERADOR = 'Selecciona un operador';
const blanco = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST /api/solicitudes_operadores/: `seleccionados` or `todos: true` with the filter fields.
 * usuario_id: an active operator of the rows' agency (else 422 errors.usuario_id). Verified
 * requests and those already assigned to that operator are left alone.
 */
export const asignarOperadorSchema = queryObject({
  ...solicitudesOperadoresFiltroShape,
  seleccionados: z.array(idPositivo, { error: 'Selecciona al menos un folio' }).max(10_000, 'Se admiten como máximo 10000 folios por asignación').optional(),
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

// ---------------------------------------------------------------- call verification
/** What a save does: Guardar keeps the state; Finalizar closes it; Rehabilitar reopens it (admin). */
export const AccionLlamada = z.enum(['guardar', 'finalizar', 'rehabilitar'], { error: 'Acción no válida' });
export type AccionLlamada = z.infer<typeof AccionLlamada>;

/** What the caller may do now on the call form (the same rule the POST/PUT enforce). */
export const accionesLlamadaSchema = z.object({ guardar: z.boolean(), finalizar: z.boolean(), rehabilitar: z.boolean() });
export type AccionesLlamada = z.infer<typeof accionesLlamadaSchema>;
export const SIN_ACCIONES_LLAMADA: AccionesLlamada = { guardar: false, finalizar: false, rehabilitar: false };

/** The saved call form and the caller's allowed actions (GET, POST, PUT answers). */
export const seguimientoLlamadaSchema = verificacionOperadorSchema.extend({ acciones: accionesLlamadaSchema });
export type SeguimientoLlamada = z.infer<typeof seguimientoLlamadaSchema>;

/** Every answer of the call form, unanswered = null (refN_conocen defaults to true, SPEC §3). */
export type RespuestasLlamada = {
  [K in keyof VerificacionOperadorForm]-?: undefined extends VerificacionOperadorForm[K] ? Exclude<VerificacionOperadorForm[K], undefined> | null : VerificacionOperadorForm[K];
};

/** The answers of a form never saved. */
export const RESPUESTAS_LLAMADA_VACIAS = Object.fromEntries(
  Object.keys(verificacionOperadorFormSchema.shape).map((campo) => [campo, campo.endsWith('_conocen') ? true : null]),
) as RespuestasLlamada;

/**
 * GET answer: the saved form, or for a request in reach whose form was never saved the empty form
 * (id null, not finalizada) with the actions allowed to create it. 200 either way, so opening
 * Llamadas on a folio never called is not an error; 404 only when out of reach.
 */
export const seguimientoLlamadaLeidoSchema = z.union([
  seguimientoLlamadaSchema,
  seguimientoLlamadaSchema.extend({ id: z.null(), finalizado: z.literal(false), hora_verificacion: z.null(), version: z.literal(0) }),
]);
export type SeguimientoLlamadaLeido = z.infer<typeof seguimientoLlamadaLeidoSchema>;

export const verificacionOperadorQuerySchema = z.object({
  solicitud_id: idPositivo,
});

/**
 * The record's own `finalizado` (SPEC §7), which a client written against §7 sends instead of
 * `accion`: true = Finalizar, false on a finalizada form = Rehabilitar, with the same rules.
 */
const finalizadoSchema = z.boolean({ error: 'Debe ser verdadero o falso' }).optional();

/**
 * Strict bodies: a field no §7 record has is refused by name (422), never dropped. A client that
 * echoes a GET answer back also sends `acciones`, which the server recomputes.
 */
const accionesEco = accionesLlamadaSchema.optional();

/**
 * POST /api/verificaciones_operadores/: the form of a request, saved (guardar) or closed (finalizar,
 * or finalizado: true). The record's `id` and `hora_verificacion` are the server's: absent or null.
 */
export const verificacionOperadorCrearSchema = verificacionOperadorFormSchema
  .extend({
    solicitud_id: idPositivo,
    accion: z.enum(['guardar', 'finalizar'], { error: 'Acción no válida' }).optional(),
    finalizado: finalizadoSchema,
    id: z.null({ error: 'Lo asigna el servidor' }).optional(),
    hora_verificacion: z.null({ error: 'La fija el servidor al finalizar' }).optional(),
    acciones: accionesEco,
  })
  .strict();
export type VerificacionOperadorCrear = z.output<typeof verificacionOperadorCrearSchema>;

/** refN_conocen without its default: a PUT that leaves it out leaves it as stored. */
const conocenSinDefecto = (n: 1 | 2 | 3) => verificacionOperadorFormSchema.shape[`ref${n}_conocen`].unwrap().optional();

/**
 * PUT /api/verificaciones_operadores/{id}: the fields to change and the action (or `finalizado`;
 * rehabilitar: admins, when finalizada). Partial: only the fields sent are written, a
 * field left out keeps its stored value (a field the §4 display hides is still stored as null).
 * The record's `id`, `solicitud_id` and `hora_verificacion` may be sent back as read; a value
 * other than the stored one is 422 (MENSAJES_CALLCENTER.campoDelServidor).
 */
export const verificacionOperadorActualizarSchema = verificacionOperadorFormSchema
  .extend({
    ref1_conocen: conocenSinDefecto(1),
    ref2_conocen: conocenSinDefecto(2),
    ref3_conocen: conocenSinDefecto(3),
    accion: AccionLlamada.optional(),
    finalizado: finalizadoSchema,
    id: idPositivo.optional(),
    solicitud_id: idPositivo.optional(),
    hora_verificacion: fechaHoraSchema.nullable().optional(),
    acciones: accionesEco,
    /**
     * The version the edit is based on (no lost edits): another save since then answers 409 and
     * changes nothing. Without it (a §7 client) the save applies as before.
     */
    version: versionSchema.optional(),
  })
  .strict();
export type VerificacionOperadorActualizar = z.output<typeof verificacionOperadorActualizarSchema>;

/**
 * The action a save asks for: `accion`, or what `finalizado` means against the form's current
 * state (true on an open form = finalizar; false on a finalizada one = rehabilitar; the same state
 * = guardar). Null when both are sent and disagree.
 */
export function accionPedida(body: { accion?: AccionLlamada | undefined; finalizado?: boolean | undefined }, finalizadoActual: boolean): AccionLlamada | null {
  const porEstado: AccionLlamada | undefined =
    body.finalizado === undefined ? undefined : body.finalizado === finalizadoActual ? 'guardar' : body.finalizado ? 'finalizar' : 'rehabilitar';
  if (body.accion === undefined) return porEstado ?? 'guardar';
  if (porEstado === undefined || porEstado === body.accion) return body.accion;
  return null;
}

type CampoLlamada = keyof VerificacionOperadorForm;
type Respuestas = Partial<Record<CampoLlamada, unknown>>;

/**
 * SPEC §4 "Call follow-up conditional display": the fields that are NOT asked for these answers.
 * The form hides them; the server stores them as null, so a stale answer never survives.
 */
export function camposOcultosLlamada(f: Respuestas): Set<CampoLlamada> {
  const ocultos = new Set<CampoLlamada>();
  if (f.particular_contesto !== 1) ocultos.add('particular_nombre');
  if (f.particular_contesto !== 2) ocultos.add('particular_telefono_estatus');
  if (f.laboral_tipo_telefono !== 1) {
    ocultos.add('laboral_informante');
    ocultos.add('laboral_cargo_puesto');
  }
  if (f.laboral_tipo_telefono !== 2) ocultos.add('laboral_telefono_recados');
  for (const n of [1, 2, 3] as const) {
    const conocen = f[`ref${n}_conocen`] !== false;
    const familia = f[`ref${n}_familia_amistad`];
    if (!conocen) ocultos.add(`ref${n}_familia_amistad`);
    if (!conocen || familia !== 1) ocultos.add(`ref${n}_parentesco`);
    if (!conocen || familia !== 2) ocultos.add(`ref${n}_tiempo_conocerlo`);
    if (conocen) ocultos.add(`ref${n}_tipo_atencion`);
  }
  return ocultos;
}

/** The answers with every hidden field set to null. */
export function limpiarCamposOcultos<T extends Respuestas>(f: T): T {
  const out: Record<string, unknown> = { ...f };
  for (const campo of camposOcultosLlamada(f)) out[campo] = null;
  return out as T;
}

export const MENSAJES_CALLCENTER = {
  operadorInvalido: 'Selecciona un operador activo de la agencia',
  sinOperador: 'La solicitud no tiene operador asignado',
  solicitudVerificada: 'La solicitud ya tiene seguimiento de llamada; no se puede reasignar',
  noAsignadaAlOperador: 'La solicitud no está asignada a ti',
  llamadaFinalizada: 'El seguimiento está finalizado; solo un administrador puede modificarlo',
  accionYFinalizado: 'No coincide con la acción pedida (accion)',
  soloAdminRehabilita: 'Solo un administrador puede rehabilitar el seguimiento',
  noFinalizada: 'El seguimiento no está finalizado',
  soloAdminEstatus: 'Solo un administrador puede filtrar por No Asignadas',
  soloAdminOperador: 'Solo un administrador puede filtrar por operador',
  campoDelServidor: 'No se puede cambiar: no coincide con el registro guardado',
} as const;

/**
 * GET /api/solicitudes_operadores/resumen (same query as the list): the rows of the
 * filter counted by call-center status (the ones the user may see) and by vigencia, computed by
 * the list's own WHERE. Labels: EstatusCallCenter and Vigencia.
 */
const conteoSchema = z.object({ valor: z.number().int(), cantidad: z.number().int() });
export const resumenLlamadasSchema = z.object({
  total: z.number().int(),
  estatus: z.array(conteoSchema),
  vigencia: z.array(conteoSchema),
});
export type ResumenLlamadas = z.infer<typeof resumenLlamadasSchema>;

// ---------------------------------------------------------------- next call
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
