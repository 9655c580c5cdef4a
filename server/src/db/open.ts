import type { Config } from '../config';
import { migrationsFolderOf, openDatabase, type Database } from './client';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR). */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : config.pgliteDir,
    migrationsFolder: migrationsFolderOf(config.repoRoot),
    poolMax: config.dbPoolMax,
  });
}
