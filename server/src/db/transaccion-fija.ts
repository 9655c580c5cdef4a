/**
 * A transaction of hot statements (db/sentencia-fija.ts): on PostgreSQL on a connection of the
 * pool, each statement named, so the connection parses and plans it once (the call form's save:
 * its 45-column UPDATE and locking read, planned on every call, made a save's statements take
 * 1.1–1.5 ms instead of 0.7–0.8 ms); on PGlite, whose one in-process connection has no pool, a
 * drizzle transaction.
 */
import type { PoolClient } from 'pg';
import { poolDe, type Db } from './client';
import { filas } from './filas';
import type { SentenciaFija } from './sentencia-fija';

/** What a transaccionFija runs its statements with. */
export interface TransaccionFija {
  /** Runs `sentencia` with `valores` in the transaction and answers its rows. */
  filas<T>(sentencia: SentenciaFija, valores: Record<string, unknown>): Promise<T[]>;
}

/** `trabajo` in one transaction: committed when it resolves, rolled back when it throws. */
export async function transaccionFija<T>(db: Db, trabajo: (tx: TransaccionFija) => Promise<T>): Promise<T> {
  const pool = poolDe(db);
  if (!pool) return db.transaction((tx) => trabajo({ filas: (s, valores) => filas(tx, s.sql(valores)) }));
  const cliente: PoolClient = await pool.connect();
  try {
    await cliente.query('begin');
  } catch (e) {
    cliente.release(true);
    throw e;
  }
  // A connection that could not roll back is closed, not given back to the pool.
  let rota = false;
  try {
    const r = await trabajo({ filas: async <F>(s: SentenciaFija, valores: Record<string, unknown>) => (await cliente.query(s.nombrada(valores))).rows as F[] });
    await cliente.query('commit');
    return r;
  } catch (e) {
    await cliente.query('rollback').catch(() => (rota = true));
    throw e;
  } finally {
    cliente.release(rota);
  }
}
