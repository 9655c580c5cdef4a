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
  const columnas: Partial<Record<keyof T['$inferInsert'] & string, unknown[]>> = {};
  for (const key of Object.keys(first) as (keyof T['$inferInsert'] & string)[]) columnas[key] = rows.map((row) => row[key]);
  return insertColumnas(db, table, columnas);
}

/**
 * The same insert from column arrays (every array as long as the first): callers that hold many
 * rows keep them column-wise instead of one object per row.
 */
export async function insertColumnas<T extends PgTable>(
  db: Pick<Db, 'execute'>,
  table: T,
  columnas: Readonly<Partial<Record<keyof T['$inferInsert'] & string, readonly unknown[]>>>,
): Promise<number[]> {
  const columns = getTableColumns(table);
  const names: SQL[] = [];
  const arrays: SQL[] = [];
  let filas = 0;
  for (const [key, valores] of Object.entries(columnas) as [string, readonly unknown[] | undefined][]) {
    const column = columns[key];
    if (!column || !valores) continue;
    filas = Math.max(filas, valores.length);
    names.push(sql`${sql.identifier(column.name)}`);
    arrays.push(sql`${sql.param(valores.map((value) => (value == null ? null : column.mapToDriverValue(value))))}::${sql.raw(column.getSQLType())}[]`);
  }
  if (filas === 0) return [];
  const result: unknown = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)}) returning id`,
  );
  // node-postgres and PGlite both answer { rows: [...] }.
  const answered = typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];
  return answered.map((row: unknown) => Number(typeof row === 'object' && row !== null && 'id' in row ? row.id : NaN));
}
