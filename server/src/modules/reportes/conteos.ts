/**
 * The daily counters of the charts (table conteos_diarios, migration 0011; by fecha_captura since
 * migration 0019): the trigger on solicitudes appends deltas; this folds them.
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
