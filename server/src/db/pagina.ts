/**
 * A page and its total in ONE statement (server/README.md "Query patterns"): the page query adds
 * `total: totalSql` (count(*) over (), computed before LIMIT/OFFSET), so a list costs one round
 * trip instead of a page query plus a count query on two pool connections. Only a page past the
 * end (no row to carry the total) runs the separate count.
 */
import { sql } from 'drizzle-orm';
import type { Paged } from '@verifica/contracts';

/** Add as `total: totalSql` to the page's select. */
export const totalSql = sql<number>`count(*) over ()`.mapWith(Number);

export async function paginaConTotal<T>(
  q: { page: number; rowsPerPage: number },
  filas: (limit: number | null, offset: number) => Promise<(T & { total: number })[]>,
  contar: () => Promise<number>,
): Promise<Paged<T> | T[]> {
  const sinTotal = (rows: (T & { total: number })[]): T[] =>
    rows.map((r) => {
      const { total: _total, ...fila } = r;
      return fila as T;
    });
  if (q.rowsPerPage <= 0) return sinTotal(await filas(null, 0));
  const rows = await filas(q.rowsPerPage, (q.page - 1) * q.rowsPerPage);
  const totalItems = rows[0]?.total ?? (q.page > 1 ? await contar() : 0);
  return { total: Math.max(1, Math.ceil(totalItems / q.rowsPerPage)), current_page: q.page, totalItems, data: sinTotal(rows) };
}
