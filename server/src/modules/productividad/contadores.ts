/**
 * Productividad's hourly counters (table productividad_horas, migration 0024): the triggers on
 * intentos_llamada, rellamadas and solicitudes append deltas; this folds them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';

/** Advisory lock key of the fold: one process at a time folds, the others skip that round. */
const CANDADO_COMPACTAR = 72_0024;

const CLAVE = sql`"usuario_id", "agencia_id", "hora"`;
const CIFRAS = ['intentos', 'contactados', 'cumplidas', 'incumplidas', 'abiertas'] as const;

/**
 * Folds the appended deltas into one row per operator, agency and hour, and drops the keys left at
 * zero. Writers never wait for it (they only append); a concurrent fold skips its turn. Answers
 * how many delta rows were folded.
 */
export async function compactarProductividad(db: Db): Promise<number> {
  const cifras = sql.join(
    CIFRAS.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const sumas = sql.join(
    CIFRAS.map((c) => sql`sum(${sql.identifier(c)})::int as ${sql.identifier(c)}`),
    sql`, `,
  );
  const suma = sql.join(
    CIFRAS.map((c) => sql`${sql.identifier(c)} = productividad_horas.${sql.identifier(c)} + excluded.${sql.identifier(c)}`),
    sql`, `,
  );
  const ceros = sql.join(
    CIFRAS.map((c) => sql`${sql.identifier(c)} = 0`),
    sql` and `,
  );
  return db.transaction(async (tx) => {
    const [candado] = await filas<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${CANDADO_COMPACTAR}) as ok`);
    if (!candado?.ok) return 0;
    const [r] = await filas<{ n: number }>(
      tx,
      sql`with sueltas as (delete from productividad_horas where not compacta returning ${CLAVE}, ${cifras}),
              sumas as (select ${CLAVE}, ${sumas}, count(*)::int as filas from sueltas group by 1, 2, 3),
              puestas as (
                insert into productividad_horas (${CLAVE}, ${cifras}, "compacta")
                select ${CLAVE}, ${cifras}, true from sumas
                on conflict (${CLAVE}) where "compacta" do update set ${suma}
              )
         select coalesce(sum(filas), 0)::int as n from sumas`,
    );
    await tx.execute(sql`delete from productividad_horas where compacta and ${ceros}`);
    return Number(r?.n ?? 0);
  });
}
