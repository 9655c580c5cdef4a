/**
 * The call form (SPEC §4 "Seguimiento de Llamadas"):
 *
 *   GET  /api/verificaciones_operadores?solicitud_id= -> SeguimientoLlamadaLeido (id null = never saved: the empty form)
 *   POST /api/verificaciones_operadores/             verificacionOperadorCrearSchema      -> 201 SeguimientoLlamada
 *   PUT  /api/verificaciones_operadores/{id}         verificacionOperadorActualizarSchema -> SeguimientoLlamada
 */
import { z } from './zod';
import { fechaHoraSchema, versionSchema } from './common';
import { verificacionOperadorFormSchema, verificacionOperadorSchema, type VerificacionOperadorForm } from './entities';
import { idSchema } from './query';

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
  solicitud_id: idSchema,
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
    solicitud_id: idSchema,
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
    id: idSchema.optional(),
    solicitud_id: idSchema.optional(),
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
