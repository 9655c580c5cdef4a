import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Inserts many rows as one `INSERT ... SELECT * FROM unnest($1::type[], ...)`: one parameter per
 * column instead of one per value, which keeps large batches (seed, imports) fast on PGlite and
 * PostgreSQL alike. Every row must carry the same keys (the first row's keys are the columns).
 * Answers the new ids, in row order.
 */
export async function insertUnnest<T extends PgTable>(
  db: Pick<Db, 'execute'>,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((k) => k in columns);
  const names: SQL[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) continue;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value == null ? null : column.mapToDriverValue(value);
    });
    names.push(sql`${sql.identifier(column.name)}`);
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  const result: unknown = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)}) returning id`,
  );
  // node-postgres and PGlite both answer { rows: [...] }.
  const answered = typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];
  return answered.map((row: unknown) => Number(typeof row === 'object' && row !== null && 'id' in row ? row.id : NaN));
}
