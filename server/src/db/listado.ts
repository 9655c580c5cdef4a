/**
 * Helpers every list endpoint uses: paging in the shape of docs/producto.md §7, accent- and
 * case-insensitive search, and ORDER BY with a stable tie-breaker.
 */
import type { Readable } from 'node:stream';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { CONTEO_ACOTADO, type Paged } from '@verifica/contracts';
import type { Db } from './client';
import { flujoJson, type Todas } from './flujo';

/** The paging a list query carries (contracts paginationQuerySchema). */
export interface Paginado {
  page: number;
  rowsPerPage: number;
  conteo?: 'exacto' | 'acotado' | undefined;
}

/**
 * Runs a paged query: `{total (pages), current_page, totalItems, data}`, or, when rowsPerPage is
 * -1 (any value <= 0), the plain array of every row streamed by `flujoJson(todas)` (db/flujo.ts).
 * `count(tope)` counts the matching rows, stopping at `tope` when it is not null (`conteo=acotado`:
 * `consultaConteo`); reaching it answers the lower bound `tope - 1` with `totalItemsExacto: false`.
 */
export async function paginar<T, K>(
  db: Db,
  q: Paginado,
  count: (tope: number | null) => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
  todas: Todas<K, T>,
): Promise<Paged<T> | Readable> {
  if (q.rowsPerPage <= 0) return flujoJson(db, todas);
  const tope = topeDeConteo(q);
  const [n, data] = await Promise.all([count(tope), rows(q.rowsPerPage, (q.page - 1) * q.rowsPerPage)]);
  if (tope === null) return pagina(q, n, data);
  return { ...pagina(q, Math.min(n, tope - 1), data), totalItemsExacto: n < tope };
}

/** Where a `conteo=acotado` count stops: CONTEO_ACOTADO rows past the page's offset, plus one to tell "more". Null: exact. */
export const topeDeConteo = (q: Paginado): number | null => (q.conteo === 'acotado' ? (q.page - 1) * q.rowsPerPage + CONTEO_ACOTADO + 1 : null);

/** `select count(*) from (<filas> limit tope)`: a count that stops at `tope` rows (null: every row). */
export const consultaConteo = (db: Db, filas: PgSelect, tope: number | null) =>
  db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from((tope === null ? filas : filas.limit(tope)).as('filas'));

/**
 * A page and its total in ONE statement (server/README.md "Query patterns"): the page query adds
 * `total: totalSql` (count(*) over (), computed before LIMIT/OFFSET), so a list costs one round
 * trip instead of a page query plus a count query on two pool connections. Only a page past the
 * end (no row to carry the total) runs the separate count. rowsPerPage <= 0: `flujoJson(todas)`.
 */
/** Add as `total: totalSql` to the page's select. */
export const totalSql = sql<number>`count(*) over ()`.mapWith(Number);

export async function paginaConTotal<T, K>(
  db: Db,
  q: { page: number; rowsPerPage: number },
  filas: (limit: number, offset: number) => Promise<(T & { total: number })[]>,
  contar: () => Promise<number>,
  todas: Todas<K, T>,
): Promise<Paged<T> | Readable> {
  if (q.rowsPerPage <= 0) return flujoJson(db, todas);
  const rows = await filas(q.rowsPerPage, (q.page - 1) * q.rowsPerPage);
  const data = rows.map((r) => {
    const { total: _total, ...fila } = r;
    return fila as T;
  });
  return pagina(q, rows[0]?.total ?? (q.page > 1 ? await contar() : 0), data);
}

/** The key of a "Todos" row, for `Todas.claves`: select `{ k: claveSql(tabla.id), n: filaN(orden) }`. */
export const claveSql = <K>(col: AnyPgColumn | SQL) => sql<K>`${col}`.as('k');

const pagina = <T>(q: { page: number; rowsPerPage: number }, totalItems: number, data: T[]): Paged<T> => ({
  total: Math.max(1, Math.ceil(totalItems / q.rowsPerPage)),
  current_page: q.page,
  totalItems,
  data,
});

const ACENTOS = 'áéíóúüñàèìòùâêîôûäëïö';
const SIN_ACENTOS = 'aeiouunaeiouaeiouaeio';

/** Lower-case, accent-free form of a column, for searching. */
export const plano = (col: AnyPgColumn | SQL): SQL => sql`translate(lower(${col}), ${ACENTOS}, ${SIN_ACENTOS})`;

/** The LIKE pattern of a search text (lower-case, no accents, % and _ taken literally). */
export function patronBusqueda(search: string): string {
  const limpio = search
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${limpio}%`;
}

/** A condition "any of `cols` contains `search`", or undefined for an empty search. */
export function buscarEn(search: string | undefined, cols: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!search || search.trim() === '') return undefined;
  const p = patronBusqueda(search);
  return sql`(${sql.join(
    cols.map((c) => sql`${plano(c)} like ${p}`),
    sql` or `,
  )})`;
}

/** Lower-case form of a text column, for case-insensitive sorting. */
export const minusculas = (col: AnyPgColumn | SQL): SQL => sql`lower(${col})`;

/**
 * ORDER BY of a list: the chosen expressions, then `id` as tie-breaker (pages never repeat or
 * skip rows), all in the requested direction.
 */
export function ordenarPor(descending: boolean, exprs: (AnyPgColumn | SQL)[], id: AnyPgColumn): SQL[] {
  const dir = descending ? desc : asc;
  return [...exprs, id].map((e) => dir(e));
}

/** The place of a row in the list's order, for "Todos" keys (`Todas.claves` in db/flujo.ts). */
export const filaN = (orden: SQL[]) => sql<number>`row_number() over (order by ${sql.join(orden, sql`, `)})`.as('n');

/**
 * Statements prepared once per database and variant (server/README.md "A hot read is a prepared
 * statement"): `porBase(construir)` returns `(db, variante) => statement`, building it on first use.
 * Lists use it for their default view (no search, default sort), the one every screen opens with.
 */
export function porBase<V extends string, P>(construir: (db: Db, variante: V) => P): (db: Db, variante: V) => P {
  const cache = new WeakMap<Db, Map<V, P>>();
  return (db, variante) => {
    let deBase = cache.get(db);
    if (!deBase) {
      deBase = new Map();
      cache.set(db, deBase);
    }
    let p = deBase.get(variante);
    if (p === undefined) {
      p = construir(db, variante);
      deBase.set(variante, p);
    }
    return p;
  };
}

/** `porBase` for statements without variants: `(db) => statement(s)`, built once per database. */
export function unaPorBase<P>(construir: (db: Db) => P): (db: Db) => P {
  const deBase = porBase((db, _unica: '') => construir(db));
  return (db) => deBase(db, '');
}
