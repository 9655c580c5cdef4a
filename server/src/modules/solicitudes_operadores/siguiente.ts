/**
 * GET /api/solicitudes_operadores/siguiente: the next folio of the caller's own
 * queue, chosen and read in ONE statement over the list's row query, so the folio handed out is
 * one the caller may call at that moment: actively assigned to them, call form not finalizada
 * (solicitudes.estado_llamada < 2), in their agency scope. Order: the caller's due callbacks by
 * their time; then never called (estado_llamada 0) by oldest assignment, which is Vencida, then
 * Retrasada, then En Tiempo; then the ones in process by oldest assignment; a folio whose callback
 * is not due yet goes last.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { SiguienteLlamada } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { rellamadas, solicitudes } from '../../db/schema';
import { scopeWhere, type Contexto } from '../../plugins/policy';
import type { UmbralesVigencia } from '../asignaciones/tipos';
import { consultaFilas } from '../solicitudes/listado';
import { aFilaLlamada } from './service';

/** The statement that picks and reads the next folio of `usuarioId` in `scope`. */
export function consultaSiguiente(db: Db, usuarioId: number, scope: number | null) {
  const r0 = rellamadas;
  const abierta = sql`${r0.solicitud_id} = ${solicitudes.id} and ${r0.terminada_at} is null and ${r0.usuario_id} = ${usuarioId}`;
  const vencida = sql`(select min(${r0.programada_para}) from ${r0} where ${abierta} and ${r0.programada_para} <= now())`;
  const porVencer = sql`exists (select 1 from ${r0} where ${abierta} and ${r0.programada_para} > now())`;
  return consultaFilas(db)
    .where(and(eq(solicitudes.operador_id, usuarioId), lt(solicitudes.estado_llamada, 2), scopeWhere(solicitudes.agencia_id, scope)))
    .orderBy(sql`${vencida} asc nulls last`, porVencer, sql`${solicitudes.estado_llamada} <> 0`, asc(solicitudes.operador_desde), asc(solicitudes.id))
    .limit(1);
}

export async function siguienteLlamada(ctx: Contexto, umbrales: UmbralesVigencia, ahora = new Date()): Promise<SiguienteLlamada> {
  const [r] = await consultaSiguiente(ctx.db, ctx.actor.id, ctx.scope);
  return { fila: r ? aFilaLlamada(r, ahora, umbrales) : null };
}
