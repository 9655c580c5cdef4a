import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement's result (node-postgres and PGlite both answer `{ rows }`). */
export function filasDe<T>(result: unknown): T[] {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as T[]) : [];
}

/** Runs a raw statement and answers its rows. */
export async function filas<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return filasDe<T>(await db.execute(query));
}
