import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { filas } from './filas';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The committed migrations (server/drizzle/meta/_journal.json), read once per folder. */
const journales = new Map<string, Journal>();
function journal(migrationsFolder: string): Journal {
  let j = journales.get(migrationsFolder);
  if (!j) {
    j = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
    journales.set(migrationsFolder, j);
  }
  return j;
}

export interface EstadoMigraciones {
  aplicadas: number;
  pendientes: number;
}

/**
 * How many committed migrations the database lacks. Drizzle's migrator applies every migration
 * newer than the last one it recorded (drizzle.__drizzle_migrations.created_at = the journal's
 * `when`), so that is what counts here. Throws when the database does not answer.
 */
export async function estadoMigraciones(db: Db, migrationsFolder: string): Promise<EstadoMigraciones> {
  const { entries } = journal(migrationsFolder);
  const [tabla] = await filas<Record<string, unknown>>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as existe`);
  if (!tabla?.existe) return { aplicadas: 0, pendientes: entries.length };
  const [ultima] = await filas<Record<string, unknown>>(db, sql`select max(created_at)::text as ultima from drizzle.__drizzle_migrations`);
  const hasta = Number(ultima?.ultima ?? 0);
  const pendientes = entries.filter((e) => e.when > hasta).length;
  return { aplicadas: entries.length - pendientes, pendientes };
}
