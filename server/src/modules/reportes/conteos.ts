/**
 * The daily counters of the charts (table conteos_diarios, migration 0011): the trigger on
 * solicitudes appends deltas; this folds them and keeps the counters' time zone the server's.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';

/** Advisory lock key of the fold: one process at a time folds, the others skip that round. */
const CANDADO_COMPACTAR = 72_0011;

const COLUMNAS = sql`"tipo", "agencia_id", "dia", "activa", "alguna", "verificada"`;

/**
 * Folds the appended deltas into one row per key. Writers never wait for it (they only append);
 * a concurrent fold skips its turn. Answers how many delta rows were folded.
 */
export async function compactarConteos(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [candado] = await filas<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${CANDADO_COMPACTAR}) as ok`);
    if (!candado?.ok) return 0;
    const [r] = await filas<{ n: number }>(
      tx,
      sql`with sueltas as (delete from conteos_diarios where not compacta returning ${COLUMNAS}, "n"),
              sumas as (select ${COLUMNAS}, sum("n")::int as "n", count(*)::int as filas from sueltas group by 1, 2, 3, 4, 5, 6),
              puestas as (
                insert into conteos_diarios (${COLUMNAS}, "n", "compacta")
                select ${COLUMNAS}, "n", true from sumas
                on conflict (${COLUMNAS}) where "compacta" do update set "n" = conteos_diarios."n" + excluded."n"
              )
         select coalesce(sum(filas), 0)::int as n from sumas`,
    );
    return Number(r?.n ?? 0);
  });
}

/**
 * Counts per day need the business time zone (APP_TIMEZONE). The trigger reads it from `ajustes`;
 * at start-up a different zone rewrites it and recounts every request in one transaction.
 * Answers whether it recounted.
 */
export async function alinearZonaConteos(db: Db, zona: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [actual] = await filas<{ valor: string }>(tx, sql`select valor from ajustes where clave = 'zona_horaria' for update`);
    if (actual?.valor === zona) return false;
    await tx.execute(sql`insert into ajustes (clave, valor) values ('zona_horaria', ${zona}) on conflict (clave) do update set valor = excluded.valor`);
    await tx.execute(sql`delete from conteos_diarios`);
    await tx.execute(sql`insert into conteos_diarios (${COLUMNAS}, "n", "compacta")
      select k.tipo, s.agencia_id, (s.created_at at time zone ${zona})::date, k.activa, k.alguna, k.verificada, count(*), true
        from solicitudes s
        cross join lateral (values (1::smallint, s.gestor_id is not null, s.gestor_alguna, s.verificada_campo),
                                   (2::smallint, s.operador_id is not null, s.operador_alguna, s.estado_llamada > 0)) k(tipo, activa, alguna, verificada)
       group by 1, 2, 3, 4, 5, 6`);
    return true;
  });
}
