import type { Config } from '../config';
import { bloquearDataDir } from '../lib/bloqueo';
import { migrationsFolderOf, openDatabase, type Database } from './client';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR).
 * The embedded database first takes DATA_DIR's lock (one process per folder) and frees it on close.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const liberar = config.databaseUrl ? null : bloquearDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? null : config.pgliteDir,
      migrationsFolder: migrationsFolderOf(config.repoRoot),
      poolMax: config.dbPoolMax,
    });
    if (!liberar) return database;
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          liberar();
        }
      },
    };
  } catch (e) {
    liberar?.();
    throw e;
  }
}
