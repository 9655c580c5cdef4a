/**
 * Assign, reassign and unassign requests for either kind (gestor or operador: see consultas/solicitudes/asignacion.ts).
 * History rows are never deleted: ending an assignment sets activo = false, ended_at and
 * terminado_por. Concurrency: each change locks the affected solicitudes rows (in id order, so
 * two batches cannot deadlock) before reading their assignments, and inserts with
 * `on conflict do nothing` against the partial unique index (one active row per request and
 * kind), so concurrent conflicting requests end with exactly one active assignment each.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MENSAJES, ROLES, type AsignarRespuesta, type DesasignarRespuesta, type MessageBody } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filasDe } from '../../db/filas';
import { roles, solicitudes, usuarios } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { notFound, validation } from '../../lib/errors';
import type { Contexto } from '../../plugins/policy';
import { agenciaCondicion, filtroSolicitudes, type FiltroSolicitudes } from '../../consultas/solicitudes/filtros';
import type { DefinicionAsignacion } from '../../consultas/solicitudes/asignacion';

/** Body of "assign": `seleccionados`, or `todos: true` with the filter fields; usuario_id is the assignee. */
export type PedidoAsignacion = Omit<FiltroSolicitudes, 'usuario_id'> & {
  seleccionados?: number[] | undefined;
  todos?: boolean | undefined;
  usuario_id: number;
};

/**
 * Assigns the selected requests (404 if one is unknown or outside the scope), or every request
 * of the filter in the assignee's agency (`todos`), to `pedido.usuario_id`.
 */
export async function asignar(ctx: Contexto, def: DefinicionAsignacion, pedido: PedidoAsignacion): Promise<AsignarRespuesta> {
  const { scope } = ctx;
  const agenciaUsuario = await destinatario(ctx, def, pedido.usuario_id);
  let where: SQL | undefined;
  if (pedido.todos === true) {
    // usuario_id of the body is the assignee, not the "assigned to" filter.
    where = and(filtroSolicitudes({ ...pedido, usuario_id: undefined }, { scope, asignacion: def }), agenciaCondicion(null, [agenciaUsuario]));
  } else {
    const ids = [...new Set(pedido.seleccionados ?? [])];
    where = and(sql`${solicitudes.id} = any(${sql.param(ids)}::int[])`, scope === null ? undefined : eq(solicitudes.agencia_id, scope));
    const [n] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(where);
    if ((n?.n ?? 0) !== ids.length) throw notFound();
  }
  const r = await asignarDonde(ctx, def, where, pedido.usuario_id, agenciaUsuario);
  return { message: MENSAJES.foliosAsignados, asignadas: r.asignadas.length };
}

/** Reassigns one request to `usuarioId`, or unassigns it (0). */
export async function reasignar(ctx: Contexto, def: DefinicionAsignacion, solicitudId: number, usuarioId: number): Promise<MessageBody> {
  const r = await reasignarUna(ctx, def, solicitudId, usuarioId);
  return { message: r === 'desasignada' ? MENSAJES.desasignacionExitosa : MENSAJES.reasignacionEfectuada };
}

/** Unassigns the requests of `ids` that have an assignment of this kind. */
export async function desasignar(ctx: Contexto, def: DefinicionAsignacion, ids: readonly number[]): Promise<DesasignarRespuesta> {
  const hechas = await desasignarVarias(ctx, def, ids);
  return { message: hechas.length > 0 ? MENSAJES.desasignacionExitosa : def.mensajes.sinAsignar, desasignadas: hechas.length };
}

/**
 * The user who will hold the assignment: active, not deleted, of the kind's role, in the scope.
 * Answers their agency; anything else is 422 errors.usuario_id.
 */
async function destinatario(ctx: Contexto, def: DefinicionAsignacion, usuarioId: number): Promise<number> {
  const { scope } = ctx;
  const [u] = await ctx.db
    .select({ agencia_id: usuarios.agencia_id })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.activo, true), isNull(usuarios.eliminado_at), eq(roles.title, ROLES[def.rol].title)))
    .limit(1);
  if (!u || u.agencia_id == null || (scope !== null && u.agencia_id !== scope)) {
    throw validation({ usuario_id: [def.mensajes.invalido] });
  }
  return u.agencia_id;
}

interface Bloqueada {
  id: number;
  agencia_id: number;
  verificada: boolean;
  usuario_actual: number | null;
}

/** Locks the requests of `where` (id order) and reads their state for this kind. */
async function bloquear(tx: Db, def: DefinicionAsignacion, where: SQL | undefined): Promise<Bloqueada[]> {
  const t = def.tabla;
  const result = await tx.execute(sql`
    select ${solicitudes.id} as id, ${solicitudes.agencia_id} as agencia_id, ${def.verificada} as verificada,
      (select ${t.usuario_id} from ${t} where ${t.solicitud_id} = ${solicitudes.id} and ${t.activo}) as usuario_actual
    from ${solicitudes}
    where ${where ?? sql`true`}
    order by ${solicitudes.id}
    for update of ${solicitudes}`);
  return filasDe<{ id: number | string; agencia_id: number | string; verificada: boolean; usuario_actual: number | string | null }>(result).map((r) => ({
    id: Number(r.id),
    agencia_id: Number(r.agencia_id),
    verificada: r.verificada === true,
    usuario_actual: r.usuario_actual == null ? null : Number(r.usuario_actual),
  }));
}

async function terminar(tx: Db, def: DefinicionAsignacion, ids: readonly number[], porUsuario: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const t = def.tabla;
  const result = await tx.execute(sql`
    update ${t} set activo = false, ended_at = now(), terminado_por = ${porUsuario}
    where ${t.activo} and ${t.solicitud_id} = any(${sql.param([...ids])}::int[])
    returning ${t.solicitud_id} as solicitud_id`);
  return filasDe<{ solicitud_id: number | string }>(result).map((r) => Number(r.solicitud_id));
}

async function insertar(tx: Db, def: DefinicionAsignacion, ids: readonly number[], usuarioId: number, porUsuario: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const t = def.tabla;
  const result = await tx.execute(sql`
    insert into ${t} (solicitud_id, usuario_id, asignado_por)
    select x, ${usuarioId}, ${porUsuario} from unnest(${sql.param([...ids])}::int[]) as x
    on conflict (solicitud_id) where activo do nothing
    returning ${t.solicitud_id} as solicitud_id`);
  return filasDe<{ solicitud_id: number | string }>(result).map((r) => Number(r.solicitud_id));
}

interface ResultadoAsignacion {
  /** Requests now assigned to the user (new or moved from another user). */
  asignadas: number[];
  /** Requests left as they were: verified, or already the user's. */
  omitidas: number[];
}

/**
 * Assigns every request of `where` (already scoped by the caller) to `usuarioId`. Requests of
 * another agency than the user's -> 422 errors.usuario_id; verified requests and those already
 * assigned to the user are left alone; others' assignments are ended and replaced.
 */
async function asignarDonde(ctx: Contexto, def: DefinicionAsignacion, where: SQL | undefined, usuarioId: number, agenciaUsuario: number): Promise<ResultadoAsignacion> {
  const { actor } = ctx;
  return ctx.db.transaction(async (tx) => {
    const filasBloqueadas = await bloquear(tx, def, where);
    if (filasBloqueadas.some((f) => f.agencia_id !== agenciaUsuario)) {
      throw validation({ usuario_id: [def.mensajes.invalido] });
    }
    const cambiar = filasBloqueadas.filter((f) => !f.verificada && f.usuario_actual !== usuarioId);
    const reemplazadas = filasBloqueadas.filter((f) => !f.verificada && f.usuario_actual !== null && f.usuario_actual !== usuarioId);
    await terminar(
      tx,
      def,
      reemplazadas.map((f) => f.id),
      actor.id,
    );
    const asignadas = await insertar(
      tx,
      def,
      cambiar.map((f) => f.id),
      usuarioId,
      actor.id,
    );
    const hechas = new Set(asignadas);
    if (asignadas.length > 0) {
      await audit(tx, {
        usuario_id: actor.id,
        accion: 'asignar',
        entidad: def.entidad,
        entidad_id: asignadas.length === 1 ? asignadas[0] : null,
        datos: {
          usuario_id: usuarioId,
          solicitudes: asignadas,
          reasignadas: reemplazadas.filter((f) => hechas.has(f.id)).map((f) => ({ id: f.id, de: f.usuario_actual })),
        },
        ip: actor.ip,
      });
    }
    return { asignadas, omitidas: filasBloqueadas.filter((f) => !hechas.has(f.id)).map((f) => f.id) };
  });
}

/**
 * Reassigns (usuarioId > 0) or unassigns (0) one request. 404 outside the scope; a verified
 * request -> 422 errors.usuario_id; unassigning a request without assignment -> 422.
 */
async function reasignarUna(ctx: Contexto, def: DefinicionAsignacion, solicitudId: number, usuarioId: number): Promise<'reasignada' | 'desasignada' | 'sin_cambio'> {
  const { actor, scope } = ctx;
  const agenciaUsuario = usuarioId > 0 ? await destinatario(ctx, def, usuarioId) : null;
  return ctx.db.transaction(async (tx) => {
    const [f] = await bloquear(tx, def, and(eq(solicitudes.id, solicitudId), scope === null ? undefined : eq(solicitudes.agencia_id, scope)));
    if (!f) throw notFound();
    if (f.verificada) throw validation({ usuario_id: [def.mensajes.verificada] });
    if (usuarioId === 0) {
      if (f.usuario_actual === null) throw validation({ usuario_id: [def.mensajes.sinAsignar] });
      await terminar(tx, def, [f.id], actor.id);
      await audit(tx, { usuario_id: actor.id, accion: 'desasignar', entidad: def.entidad, entidad_id: f.id, datos: { de: f.usuario_actual }, ip: actor.ip });
      return 'desasignada';
    }
    if (agenciaUsuario !== f.agencia_id) throw validation({ usuario_id: [def.mensajes.invalido] });
    if (f.usuario_actual === usuarioId) return 'sin_cambio';
    await terminar(tx, def, [f.id], actor.id);
    await insertar(tx, def, [f.id], usuarioId, actor.id);
    await audit(tx, { usuario_id: actor.id, accion: 'reasignar', entidad: def.entidad, entidad_id: f.id, datos: { de: f.usuario_actual, a: usuarioId }, ip: actor.ip });
    return 'reasignada';
  });
}

/**
 * Ends the active assignment of each request of `ids` inside the scope that has one and is not
 * verified. Ids outside the scope or unknown -> 404 (nothing changed). Answers the ids changed.
 */
async function desasignarVarias(ctx: Contexto, def: DefinicionAsignacion, ids: readonly number[]): Promise<number[]> {
  const { actor, scope } = ctx;
  if (ids.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    const bloqueadas = await bloquear(
      tx,
      def,
      and(sql`${solicitudes.id} = any(${sql.param([...ids])}::int[])`, scope === null ? undefined : eq(solicitudes.agencia_id, scope)),
    );
    if (bloqueadas.length !== ids.length) throw notFound();
    const terminadas = await terminar(
      tx,
      def,
      bloqueadas.filter((f) => f.usuario_actual !== null && !f.verificada).map((f) => f.id),
      actor.id,
    );
    if (terminadas.length > 0) {
      await audit(tx, { usuario_id: actor.id, accion: 'desasignar', entidad: def.entidad, entidad_id: terminadas.length === 1 ? terminadas[0] : null, datos: { solicitudes: terminadas }, ip: actor.ip });
    }
    return terminadas;
  });
}
