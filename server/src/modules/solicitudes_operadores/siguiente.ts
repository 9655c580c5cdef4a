/**
 * GET /api/solicitudes_operadores/siguiente (issue 46 item 3): the next folio of the caller's own
 * queue, chosen and read in ONE statement over the list's row query, so the folio handed out is
 * one the caller may call at that moment: actively assigned to them, call form not finalizada
 * (solicitudes.estado_llamada < 2), in their agency scope. Order: never called (estado_llamada 0)
 * by oldest assignment, which is Vencida, then Retrasada, then En Tiempo; then the ones in process
 * by oldest assignment.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { SiguienteLlamada } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { scopeWhere, type Contexto } from '../../plugins/policy';
import type { UmbralesVigencia } from '../asignaciones/tipos';
import { consultaFilas } from '../solicitudes/listado';
import { aFilaLlamada } from './service';

export async function siguienteLlamada(ctx: Contexto, umbrales: UmbralesVigencia, ahora = new Date()): Promise<SiguienteLlamada> {
  const [r] = await consultaFilas(ctx.db)
    .where(and(eq(solicitudes.operador_id, ctx.actor.id), lt(solicitudes.estado_llamada, 2), scopeWhere(solicitudes.agencia_id, ctx.scope)))
    .orderBy(sql`${solicitudes.estado_llamada} <> 0`, asc(solicitudes.operador_desde), asc(solicitudes.id))
    .limit(1);
  return { fila: r ? aFilaLlamada(r, ahora, umbrales) : null };
}
