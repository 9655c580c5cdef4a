/**
 * Callbacks. Scheduling follows the call form's rule (who may Guardar it may
 * schedule); the callback belongs to the folio's active operator. Scheduling again ends the open
 * one (reprogramada); a save of the call form ends it (guardada, verificaciones_operadores); a change
 * of operator ends it (reasignada, desasignada: trigger of migration 0020).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MENSAJES_RELLAMADAS as M, type Rellamada, type VencidasPorOperador } from '@verifica/contracts';
import { rellamadas, solicitudes, usuarios, verificacionesOperadores } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { fechaHora, ZONA_HORARIA } from '../../lib/dates';
import { notFound, validation } from '../../lib/errors';
import { nombreClienteSql, nombreCompleto } from '../../lib/nombre';
import { scopeWhere, type Contexto } from '../../plugins/policy';
import { rechazo, solicitudVisible, usuarioLlamada } from '../verificaciones_operadores/service';

const campos = {
  id: rellamadas.id,
  solicitud_id: rellamadas.solicitud_id,
  folio_solicitud: solicitudes.folio_solicitud,
  cliente: nombreClienteSql(solicitudes),
  usuario_id: rellamadas.usuario_id,
  programada_para: rellamadas.programada_para,
  nota: rellamadas.nota,
  vencida: sql<boolean>`${rellamadas.programada_para} <= now()`,
};

type Fila = { id: number; solicitud_id: number; folio_solicitud: string; cliente: string; usuario_id: number; programada_para: Date; nota: string; vencida: boolean };
const aRellamada = (f: Fila): Rellamada => ({ ...f, programada_para: fechaHora(f.programada_para) ?? '', vencida: Boolean(f.vencida) });

/** POST /api/rellamadas: schedules the folio's callback (replacing its open one). */
export async function programar(ctx: Contexto, body: { solicitud_id: number; fecha: string; nota: string }): Promise<Rellamada> {
  const u = usuarioLlamada(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    // The folio locked: a reassignment waits for this to end (and then ends the callback), or runs first (then this sees the new operator).
    const s = await solicitudVisible(tx, body.solicitud_id, u, true);
    const [vo] = await tx.select({ finalizado: verificacionesOperadores.finalizado }).from(verificacionesOperadores).where(eq(verificacionesOperadores.solicitud_id, s.id));
    const error = rechazo(u, s, vo?.finalizado ?? false, 'guardar');
    if (error) throw error();
    if (s.operador === null) throw validation({ solicitud_id: [M.sinOperador] });
    const texto = body.fecha.replace('T', ' ');
    const cuando = sql`(${texto}::timestamp at time zone ${ZONA_HORARIA})`;
    const [{ futura } = { futura: false }] = await tx.select({ futura: sql<boolean>`${cuando} > now()` }).from(sql`(select 1) as uno`);
    if (!futura) throw validation({ fecha: [M.fechaPasada] });
    await tx.update(rellamadas).set({ terminada_at: sql`now()`, motivo_fin: 'reprogramada' }).where(and(eq(rellamadas.solicitud_id, s.id), isNull(rellamadas.terminada_at)));
    const [r] = await tx
      .insert(rellamadas)
      .values({ solicitud_id: s.id, usuario_id: s.operador, creada_por: u.id, programada_para: cuando, nota: body.nota })
      .returning({ id: rellamadas.id });
    if (!r) throw notFound();
    await audit(tx, { usuario_id: u.id, accion: 'programar', entidad: 'rellamadas', entidad_id: r.id, datos: { solicitud_id: s.id, fecha: texto, nota: body.nota }, ip: ctx.actor.ip });
    return r.id;
  });
  const [f] = await ctx.db.select(campos).from(rellamadas).innerJoin(solicitudes, eq(solicitudes.id, rellamadas.solicitud_id)).where(eq(rellamadas.id, id));
  if (!f) throw notFound();
  return aRellamada(f);
}

/** GET /api/rellamadas: the caller's open callbacks (or the folio's, when it is in reach), due first. */
export async function listar(ctx: Contexto, q: { solicitud_id?: number | undefined }): Promise<Rellamada[]> {
  const u = usuarioLlamada(ctx);
  if (q.solicitud_id !== undefined) await solicitudVisible(ctx.db, q.solicitud_id, u, false);
  const filas = await ctx.db
    .select(campos)
    .from(rellamadas)
    .innerJoin(solicitudes, eq(solicitudes.id, rellamadas.solicitud_id))
    .where(
      and(
        isNull(rellamadas.terminada_at),
        q.solicitud_id !== undefined ? eq(rellamadas.solicitud_id, q.solicitud_id) : eq(rellamadas.usuario_id, u.id),
        scopeWhere(solicitudes.agencia_id, ctx.scope),
      ),
    )
    .orderBy(asc(rellamadas.programada_para), asc(rellamadas.id))
    .limit(500);
  return filas.map(aRellamada);
}

/**
 * GET /api/rellamadas/vencidas: overdue open callbacks counted per operator, for supervisors and
 * admins over their agency's folios (global users: all); an operator gets only their own row.
 */
export async function vencidasPorOperador(ctx: Contexto): Promise<VencidasPorOperador[]> {
  const u = usuarioLlamada(ctx);
  const filas = await ctx.db
    .select({
      usuario_id: rellamadas.usuario_id,
      nombre: usuarios.nombre,
      apellido_paterno: usuarios.apellido_paterno,
      apellido_materno: usuarios.apellido_materno,
      vencidas: sql<number>`count(*)`.mapWith(Number),
      mas_antigua: sql<Date>`min(${rellamadas.programada_para})`.mapWith(rellamadas.programada_para),
    })
    .from(rellamadas)
    .innerJoin(solicitudes, eq(solicitudes.id, rellamadas.solicitud_id))
    .innerJoin(usuarios, eq(usuarios.id, rellamadas.usuario_id))
    .where(
      and(
        isNull(rellamadas.terminada_at),
        sql`${rellamadas.programada_para} <= now()`,
        scopeWhere(solicitudes.agencia_id, ctx.scope),
        u.soloPropias ? eq(rellamadas.usuario_id, u.id) : undefined,
      ),
    )
    .groupBy(rellamadas.usuario_id, usuarios.nombre, usuarios.apellido_paterno, usuarios.apellido_materno)
    .orderBy(sql`count(*) desc`, rellamadas.usuario_id);
  return filas.map((f) => ({ usuario_id: f.usuario_id, operador: nombreCompleto(f), vencidas: f.vencidas, mas_antigua: fechaHora(f.mas_antigua) ?? '' }));
}
