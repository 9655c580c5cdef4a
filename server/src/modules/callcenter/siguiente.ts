/**
 * GET /api/solicitudes_operadores/siguiente: the next folio of the caller's own
 * queue, chosen and read in ONE statement over the list's row query, so the folio handed out is
 * one the caller may call at that moment: actively assigned to them, call form not finalizada
 * (solicitudes.estado_llamada < 2), in their agency scope. Order: the caller's due callbacks by
 * their time; then never called (estado_llamada 0) by oldest assignment, which is Vencida, then
 * Retrasada, then En Tiempo; then the ones in process by oldest assignment; a folio whose callback
 * is not due yet goes last.
 */
import { eq, sql } from 'drizzle-orm';
import type { SiguienteLlamada } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { rellamadas, solicitudes } from '../../db/schema';
import type { Contexto } from '../../plugins/policy';
import type { UmbralesVigencia } from '../../consultas/solicitudes/asignacion';
import { consultaFilas } from '../../consultas/solicitudes/listado';
import { aFilaLlamada } from '../../consultas/solicitudes/llamadas';

/**
 * The statement that picks and reads the next folio of `usuarioId` in `scope`. The pick is three
 * index reads of one row each, in order, the first that finds one wins (a LIMIT 1 over UNION ALL
 * stops at the first branch with a row): the caller's earliest due callback whose folio is in the
 * queue (`rellamadas_usuario_idx`); else the queue without open callbacks by call state, then oldest
 * assignment (`solicitudes_cola_operador_idx`); else those whose callback is not due yet. Ordering
 * the whole queue by per-row callback lookups took ~1 s at 1M requests.
 */
export function consultaSiguiente(db: Db, usuarioId: number, scope: number | null) {
  const enCola = sql`s.operador_id = ${usuarioId} and s.estado_llamada < 2 and ${scope === null ? sql`true` : sql`s.agencia_id = ${scope}`}`;
  const abierta = sql`r.solicitud_id = s.id and r.terminada_at is null and r.usuario_id = ${usuarioId}`;
  const elegida = sql`(select c.id from (
      (select s.id from ${rellamadas} r join ${solicitudes} s on s.id = r.solicitud_id
        where r.usuario_id = ${usuarioId} and r.terminada_at is null and r.programada_para <= now() and ${enCola}
        order by r.programada_para, s.id limit 1)
      union all
      (select s.id from ${solicitudes} s where ${enCola} and not exists (select 1 from ${rellamadas} r where ${abierta})
        order by s.estado_llamada, s.operador_desde, s.id limit 1)
      union all
      (select s.id from ${solicitudes} s where ${enCola} and exists (select 1 from ${rellamadas} r where ${abierta})
        order by s.estado_llamada, s.operador_desde, s.id limit 1)
    ) c limit 1)`;
  return consultaFilas(db).where(eq(solicitudes.id, elegida)).limit(1);
}

export async function siguienteLlamada(ctx: Contexto, umbrales: UmbralesVigencia, ahora = new Date()): Promise<SiguienteLlamada> {
  const [r] = await consultaSiguiente(ctx.db, ctx.actor.id, ctx.scope);
  return { fila: r ? aFilaLlamada(r, ahora, umbrales) : null };
}
