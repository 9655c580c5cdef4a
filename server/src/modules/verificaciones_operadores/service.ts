/**
 * Seguimiento de Llamadas (call verification, SPEC §3, §4): one row per request. Guardar saves,
 * Finalizar closes (hora_verificacion = now), Rehabilitar (is_admin, only when finalizada) reopens
 * and clears the time. Non-admins change it only while open and only on requests actively
 * assigned to them. Fields hidden by the conditional display are stored as null.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  accionPedida,
  MENSAJES_CALLCENTER,
  RESPUESTAS_LLAMADA_VACIAS,
  type AccionesLlamada,
  type AccionLlamada,
  type SeguimientoLlamada,
  type SeguimientoLlamadaLeido,
  type VerificacionOperadorActualizar,
  type VerificacionOperadorForm,
} from '@verifica/contracts';
import type { Db } from '../../db/client';
import { intentosLlamada, rellamadas, solicitudes, solicitudesOperadores, verificacionesOperadores } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { fechaHora } from '../../lib/dates';
import { conflicto, forbidden, HttpError, notFound, validation } from '../../lib/errors';
import { filasDe } from '../../db/filas';
import { transaccionFija, type TransaccionFija } from '../../db/transaccion-fija';
import type { Contexto } from '../../plugins/policy';
import { esAdminLlamadas, soloAsignadasAlUsuario } from '../../sesion/llamadas';
import { cambiosDeLlamada, columnas, columnasSobre, guardarConAuditoria, leerBloqueado, registrarIntento, terminarRellamada, type Intento } from './guardado';
import { aVerificacionOperador } from './mapeo';

/** Who acts on a call form, as the rule of who may do what sees them. */
export interface UsuarioLlamada {
  id: number;
  /** is_admin or broad. */
  admin: boolean;
  /** Operators see only their own requests (others' ids answer 404). */
  soloPropias: boolean;
  scope: number | null;
}

/** The request's actor and agency scope as a UsuarioLlamada. */
export function usuarioLlamada(ctx: Contexto): UsuarioLlamada {
  const a = ctx.actor;
  return { id: a.id, admin: esAdminLlamadas(a), soloPropias: soloAsignadasAlUsuario(a), scope: ctx.scope };
}

type Fila = typeof verificacionesOperadores.$inferSelect;

interface SolicitudLlamada {
  id: number;
  operador: number | null;
}

/** The request (id, active operator) if in the agency scope; locked for a save. */
function consultaSolicitud(solicitudId: number, scope: number | null, forUpdate: boolean): SQL {
  const so = solicitudesOperadores;
  return sql`
    select ${solicitudes.id} as id,
      (select ${so.usuario_id} from ${so} where ${so.solicitud_id} = ${solicitudes.id} and ${so.activo}) as operador
    from ${solicitudes}
    where ${and(eq(solicitudes.id, solicitudId), scope === null ? undefined : eq(solicitudes.agencia_id, scope))}
    ${forUpdate ? sql`for update of ${solicitudes}` : sql``}`;
}

/** The request in the user's reach (404 otherwise) and its active operator. */
export async function solicitudVisible(db: Db, solicitudId: number, u: UsuarioLlamada, forUpdate: boolean): Promise<SolicitudLlamada> {
  const r = await db.execute(consultaSolicitud(solicitudId, u.scope, forUpdate));
  const f = filasDe<{ id: number | string; operador: number | string | null }>(r)[0];
  if (!f) throw notFound();
  const s = { id: Number(f.id), operador: f.operador == null ? null : Number(f.operador) };
  if (u.soloPropias && s.operador !== u.id) throw notFound();
  return s;
}

/** The form `id` and its request in the user's reach (404 otherwise), both locked until the transaction ends. */
async function formularioBloqueado(db: Db, tx: TransaccionFija, id: number, u: UsuarioLlamada): Promise<{ vo: Fila; solicitud: SolicitudLlamada }> {
  const f = await leerBloqueado(db, tx, id, u.scope);
  if (!f) throw notFound();
  const solicitud = { id: f.vo.solicitud_id, operador: f.operador };
  if (u.soloPropias && solicitud.operador !== u.id) throw notFound();
  return { vo: f.vo, solicitud };
}

/**
 * The one rule of who may do what on a call form (SPEC §4): non-admins Guardar and
 * Finalizar only on a request actively assigned to them and while not finalizada; admins always;
 * Rehabilitar only admins and only when finalizada. The refusal builds the error the POST/PUT
 * answer (only when thrown: every answer asks about all three actions); the GET derives the
 * allowed actions from it, so the dialog never offers what the server refuses.
 */
export function rechazo(u: UsuarioLlamada, s: SolicitudLlamada, finalizado: boolean, accion: AccionLlamada): (() => HttpError) | null {
  if (accion === 'rehabilitar') {
    if (!u.admin) return () => forbidden(MENSAJES_CALLCENTER.soloAdminRehabilita);
    return finalizado ? null : () => validation({ accion: [MENSAJES_CALLCENTER.noFinalizada] });
  }
  if (u.admin) return null;
  if (s.operador !== u.id) return () => forbidden(MENSAJES_CALLCENTER.noAsignadaAlOperador);
  if (finalizado) return () => forbidden(MENSAJES_CALLCENTER.llamadaFinalizada);
  return null;
}

export const accionesPermitidas = (u: UsuarioLlamada, s: SolicitudLlamada, finalizado: boolean): AccionesLlamada => ({
  guardar: rechazo(u, s, finalizado, 'guardar') === null,
  finalizar: rechazo(u, s, finalizado, 'finalizar') === null,
  rehabilitar: rechazo(u, s, finalizado, 'rehabilitar') === null,
});

function exigir(u: UsuarioLlamada, s: SolicitudLlamada, finalizado: boolean, accion: AccionLlamada): void {
  const error = rechazo(u, s, finalizado, accion);
  if (error) throw error();
}

const aRespuesta = (vo: Fila, u: UsuarioLlamada, s: SolicitudLlamada): SeguimientoLlamada => ({
  ...aVerificacionOperador(vo, fechaHora(vo.hora_verificacion)),
  acciones: accionesPermitidas(u, s, vo.finalizado),
});

/** GET: the saved form, or (never saved) the empty form with the actions allowed to create it; 404 when out of reach. */
export async function obtener(ctx: Contexto, solicitudId: number): Promise<SeguimientoLlamadaLeido> {
  const u = usuarioLlamada(ctx);
  const s = await solicitudVisible(ctx.db, solicitudId, u, false);
  const [vo] = await ctx.db.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.solicitud_id, solicitudId)).limit(1);
  if (vo) return aRespuesta(vo, u, s);
  return { id: null, solicitud_id: s.id, finalizado: false, hora_verificacion: null, version: 0, ...RESPUESTAS_LLAMADA_VACIAS, acciones: accionesPermitidas(u, s, false) };
}

/** The action asked for (`accion` or the §7 `finalizado`); 422 when the two disagree. */
function accionDe(body: { accion?: AccionLlamada | undefined; finalizado?: boolean | undefined }, finalizadoActual: boolean): AccionLlamada {
  const accion = accionPedida(body, finalizadoActual);
  if (accion === null) throw validation({ finalizado: [MENSAJES_CALLCENTER.accionYFinalizado] });
  return accion;
}

/** The record's own fields sent back with a PUT: as read, or 422 by field (never dropped). */
function exigirCamposDelServidor(body: { id?: number | undefined; solicitud_id?: number | undefined; hora_verificacion?: string | null | undefined }, vo: Fila): void {
  const guardado = { id: vo.id, solicitud_id: vo.solicitud_id, hora_verificacion: fechaHora(vo.hora_verificacion) };
  const errores: Record<string, string[]> = {};
  for (const campo of ['id', 'solicitud_id', 'hora_verificacion'] as const) {
    if (body[campo] !== undefined && body[campo] !== guardado[campo]) errores[campo] = [MENSAJES_CALLCENTER.campoDelServidor];
  }
  if (Object.keys(errores).length > 0) throw validation(errores);
}

/**
 * The call attempt a save records: a Guardar or Finalizar that carries the call's result
 * (particular_contesto 1 or 2; when not answered, the phone status as saved). Rehabilitar and a
 * save without it record none.
 */
function intentoDe(accion: AccionLlamada, enviado: { particular_contesto?: number | null | undefined }, guardadas: Partial<Fila>, solicitudId: number, usuarioId: number): Intento | null {
  const contesto = enviado.particular_contesto;
  if (accion === 'rehabilitar' || (contesto !== 1 && contesto !== 2)) return null;
  return { solicitud_id: solicitudId, usuario_id: usuarioId, contesto, telefono_estatus: contesto === 2 ? (guardadas.particular_telefono_estatus ?? null) : null };
}

/** What the audit row (and so the Historial) says of attempt number `n`. */
const datosIntento = (i: Intento | null, n: number) => (i ? { intento: { n, contesto: i.contesto, telefono_estatus: i.telefono_estatus } } : {});

export async function crear(
  ctx: Contexto,
  body: VerificacionOperadorForm & { solicitud_id: number; accion?: 'guardar' | 'finalizar' | undefined; finalizado?: boolean | undefined },
  ahora = new Date(),
): Promise<SeguimientoLlamada> {
  const u = usuarioLlamada(ctx);
  const accion = accionDe(body, false);
  return ctx.db.transaction(async (tx) => {
    const s = await solicitudVisible(tx, body.solicitud_id, u, true);
    exigir(u, s, false, accion);
    const finalizar = accion === 'finalizar';
    const respuestas = columnas(body);
    const intento = intentoDe(accion, body, respuestas, s.id, u.id);
    // Written first, so the form names it; a form created meanwhile by another user rolls it back.
    const [registrado] = intento ? await tx.insert(intentosLlamada).values(intento).returning({ id: intentosLlamada.id, created_at: intentosLlamada.created_at }) : [];
    const [vo] = await tx
      .insert(verificacionesOperadores)
      .values({
        ...respuestas,
        solicitud_id: s.id,
        usuario_id: u.id,
        finalizado: finalizar,
        hora_verificacion: finalizar ? ahora : null,
        intentos: registrado ? 1 : 0,
        ultimo_intento_id: registrado?.id ?? null,
        ultimo_intento_at: registrado?.created_at ?? null,
      })
      .onConflictDoNothing()
      .returning();
    // Another user created it first (two first saves at once, or a form loaded before theirs): the
    // same conflict as a stale version, so the client keeps its values and offers Recargar.
    if (!vo) throw conflicto();
    // Saving the call form ends the folio's open callback.
    await tx.update(rellamadas).set({ terminada_at: sql`now()`, motivo_fin: 'guardada' }).where(and(eq(rellamadas.solicitud_id, s.id), isNull(rellamadas.terminada_at)));
    await audit(tx, { usuario_id: u.id, accion, entidad: 'verificaciones_operadores', entidad_id: vo.id, datos: { solicitud_id: s.id, ...cambiosDeLlamada(null, { ...respuestas, finalizado: finalizar }), ...datosIntento(intento, 1) }, ip: ctx.actor.ip });
    return aRespuesta(vo, u, s);
  });
}

export async function actualizar(
  ctx: Contexto,
  id: number,
  body: VerificacionOperadorActualizar,
  ahora = new Date(),
): Promise<SeguimientoLlamada> {
  const u = usuarioLlamada(ctx);
  return transaccionFija(ctx.db, async (tx) => {
    const { vo: vo0, solicitud: s } = await formularioBloqueado(ctx.db, tx, id, u);
    // Read under the row lock: of two saves based on the same version, the second sees the first's.
    if (body.version !== undefined && body.version !== vo0.version) throw conflicto();
    const accion = accionDe(body, vo0.finalizado);
    exigir(u, s, vo0.finalizado, accion);
    exigirCamposDelServidor(body, vo0);
    const estado: { finalizado: boolean; hora_verificacion: Date | null } =
      accion === 'rehabilitar'
        ? { finalizado: false, hora_verificacion: null }
        : accion === 'finalizar'
          ? { finalizado: true, hora_verificacion: ahora }
          : { finalizado: vo0.finalizado, hora_verificacion: vo0.hora_verificacion };
    const respuestas = columnasSobre(vo0, body);
    const intento = intentoDe(accion, body, respuestas, s.id, u.id);
    // Under the row lock: of two saves at once, each counts its own attempt.
    const registrado = intento ? await registrarIntento(ctx.db, tx, intento) : null;
    const intentos = registrado
      ? { intentos: vo0.intentos + 1, ultimo_intento_id: registrado.id, ultimo_intento_at: registrado.created_at }
      : { intentos: vo0.intentos, ultimo_intento_id: vo0.ultimo_intento_id, ultimo_intento_at: vo0.ultimo_intento_at };
    const datos = { solicitud_id: s.id, ...cambiosDeLlamada(vo0, { ...respuestas, finalizado: estado.finalizado }), ...datosIntento(intento, intentos.intentos) };
    const entrada = { usuario_id: u.id, accion, entidad: 'verificaciones_operadores', entidad_id: id, datos, ip: ctx.actor.ip };
    const vo = await guardarConAuditoria(ctx.db, tx, id, { ...respuestas, ...estado, ...intentos, updated_at: ahora }, entrada);
    if (!vo) throw notFound();
    // Saving (or finalising) the call form ends the folio's open callback.
    if (accion !== 'rehabilitar') await terminarRellamada(ctx.db, tx, s.id);
    return aRespuesta(vo, u, s);
  });
}
