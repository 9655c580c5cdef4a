import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { filas } from '../db/filas';

/** The drizzle migrations table, counted apart from the application's rows. */
const MIGRACIONES = 'drizzle.__drizzle_migrations';

/**
 * Tables the server or its migrations fill by themselves on a new database (the roles at first
 * start, the daily counters' time zone): a target holding only those is still empty for a restore.
 */
const DE_ARRANQUE = new Set(['roles', 'ajustes', MIGRACIONES]);

/** Rows of every table of the schemas public and drizzle, by name (schema.table outside public). */
export async function contarFilas(db: Pick<Db, 'execute'>): Promise<Record<string, number>> {
  const tablas = await filas<{ esquema: string; tabla: string }>(
    db,
    sql`select table_schema as esquema, table_name as tabla from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  );
  const cuentas: Record<string, number> = {};
  for (const { esquema, tabla } of tablas) {
    const [fila] = await filas<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(esquema)}.${sql.identifier(tabla)}`);
    cuentas[esquema === 'public' ? tabla : `${esquema}.${tabla}`] = Number(fila?.n ?? 0);
  }
  return cuentas;
}

/** Migrations applied (0 before the first one). */
export const migracionesAplicadas = (cuentas: Record<string, number>) => cuentas[MIGRACIONES] ?? 0;

/** Tables holding data of their own ("usuarios: 1, solicitudes: 200"), for refusing a restore. */
export function tablasConDatos(cuentas: Record<string, number>): string[] {
  return Object.entries(cuentas)
    .filter(([tabla, n]) => n > 0 && !DE_ARRANQUE.has(tabla))
    .map(([tabla, n]) => `${tabla}: ${n}`);
}
