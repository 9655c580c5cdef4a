import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { crearDirectorioSync } from '../lib/archivos';
import { bloquearDataDir } from '../lib/bloqueo';
import { escucharPostgres, type Escuchar } from './escucha';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use; they do not know which driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Whether `db` is node-postgres (a pool of connections, each with its own snapshot) rather than
 * PGlite (one connection for everyone, where a long statement or transaction makes every other
 * request wait).
 */
export const esPostgres = (db: Db): boolean => poolDe(db) !== null;

/** The node-postgres pool behind `db` (drizzle's `$client`), or null on PGlite. */
export function poolDe(db: Db): pg.Pool | null {
  const cliente: unknown = (db as { $client?: unknown }).$client;
  return cliente instanceof pg.Pool ? cliente : null;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL pool (its counters feed /metrics); null with PGlite. */
  pool: pg.Pool | null;
  /** Applies the committed migrations in server/drizzle (idempotent). */
  migrate(): Promise<void>;
  /** PGlite's own dump of its data folder (an uncompressed tar, see `npm run backup`); null on PostgreSQL. */
  dumpDataDir: (() => Promise<Blob>) | null;
  /** LISTEN to a NOTIFY channel (PostgreSQL: a dedicated connection; PGlite: in-process). */
  escuchar: Escuchar;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; absent = in memory. */
  pgliteDir?: string | null;
  /** Directory holding the drizzle migrations (server/drizzle). */
  migrationsFolder: string;
  /** PostgreSQL pool size (default 10). */
  poolMax?: number;
  /** A PGlite data-folder dump to start a new, empty `pgliteDir` from (`npm run restore`). */
  loadDataDir?: Blob;
}

export function migrationsFolderOf(repoRoot: string): string {
  return path.join(repoRoot, 'server', 'drizzle');
}

/**
 * PostgreSQL settings of the embedded database. PGlite keeps Postgres' default 128 MB of shared
 * buffers, allocated and zeroed inside its WebAssembly memory at start: that was most of the
 * server's resident memory. 32 MB holds the demo database (about 20 MB) and the hot pages of a
 * larger one; other reads come from the operating system's file cache (server/README.md).
 */
const PGLITE_AJUSTES = ['shared_buffers=32MB'];

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder;
  if (opts.databaseUrl) {
    // A request that cannot get a connection within 10 s answers 503 (plugins/errors.ts) instead of waiting forever.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      dumpDataDir: null,
      escuchar: escucharPostgres(opts.databaseUrl),
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) crearDirectorioSync(opts.pgliteDir);
  // Loaded only in the embedded mode: a server on PostgreSQL never holds PGlite's code.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    // pg_trgm: the list search's trigram index (migration 0005).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_AJUSTES.flatMap((ajuste) => ['-c', ajuste])],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    pool: null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    escuchar: async (canal, alAvisar) => {
      const dejar = await client.listen(canal, alAvisar);
      return async () => {
        if (!client.closed) await dejar();
      };
    },
    close: () => client.close(),
  };
}

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
