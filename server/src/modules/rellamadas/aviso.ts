/**
 * A callback that falls due is announced to its operator once. Every process
 * sweeps every few seconds; one statement marks the due, unannounced, open callbacks (avisada_at)
 * and sends each one's notice with NOTIFY, so exactly one process announces each (SKIP LOCKED: a
 * racing sweep passes over the rows another is marking) and no notice leaves for a rolled-back mark.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';
import { CANAL_EVENTOS } from '../../db/aviso';

/** Callbacks announced per sweep at most (the rest, at the next one). */
const POR_BARRIDO = 200;

/** Marks and announces the callbacks that fell due; answers their ids. */
export async function avisarVencidas(db: Db): Promise<number[]> {
  const rows = await filas<{ id: number }>(
    db,
    sql`with vencidas as (
          select id from rellamadas
          where terminada_at is null and avisada_at is null and programada_para <= now()
          order by programada_para, id
          limit ${POR_BARRIDO}
          for update skip locked
        ), avisadas as (
          update rellamadas r set avisada_at = now() from vencidas v where r.id = v.id
          returning r.id, r.solicitud_id, r.usuario_id
        )
        select a.id, pg_notify(${CANAL_EVENTOS}, json_build_object(
          'tipo', 'rellamada_vencida', 'accion', 'vencer', 'actor_id', null,
          'ids', json_build_array(a.solicitud_id), 'agencia_id', s.agencia_id,
          'usuarios', json_build_array(a.usuario_id), 'rellamada_id', a.id, 'folio', s.folio_solicitud
        )::text) as enviado
        from avisadas a join solicitudes s on s.id = a.solicitud_id`,
  );
  return rows.map((r) => Number(r.id));
}
