/**
 * Test harness for API integration tests.
 *
 *   const ctx = await createTestContext();            // migrated + seeded (200 solicitudes)
 *   afterAll(() => ctx.close());
 *   const token = await ctx.tokenFor('admin@verifica.mx');
 *   const res = await ctx.app.inject({ method: 'GET', url: '/api/solicitudes/1', headers: ctx.auth(token) });
 *
 * Database: in-memory PGlite, or, when TEST_DATABASE_URL is set (e.g.
 * postgres://postgres@127.0.0.1:5432/test), a fresh PostgreSQL database verifica_t_<random>
 * created through that admin connection and dropped by close(). Under jest both start as a copy of
 * the run's migrated and seeded template of the same options (plantillas.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { findRepoRoot, loadConfig, type Config } from '../src/config';
import { migrationsFolderOf, openDatabase, type Database, type Db } from '../src/db/client';
import { usuarios } from '../src/db/schema';
import { signToken } from '../src/lib/jwt';
import { plantillasDeLaCorrida, pgliteDesdePlantilla, postgresDesdePlantilla, type OpcionesDeSemilla } from './plantillas';

export const TEST_PASSWORD = 'Verifica.2026';
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  driver: 'pglite' | 'postgres';
  /** Every route registered (collected with an onRoute hook), for the policy test. */
  routes: RouteOptions[];
  /** A valid token for a seeded user (signed directly: no login, no rate-limit counters). */
  tokenFor(correo: string): Promise<string>;
  /** Usuario id of a seeded account. */
  userId(correo: string): Promise<number>;
  /** { authorization: 'Bearer <token>' } */
  auth(token: string): { authorization: string };
  /**
   * Another server on the same database, as a second WORKERS process or machine would be: its own
   * Fastify instance and, on PostgreSQL, its own pool (PGlite: the same in-process database).
   * Closed by close().
   */
  otroServidor(before?: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Number of seeded solicitudes (default 200; 0 = only agencies, roles and users). */
  solicitudes?: number;
  /** Extra environment for loadConfig (e.g. { LOGIN_MAX_FAILS_ACCOUNT: '3' }). */
  env?: Record<string, string>;
  /** Skip seeding entirely (empty, migrated database). */
  seed?: boolean;
  /** Capture logs (the config's LOG_LEVEL applies; default silent). */
  logStream?: { write(msg: string): void };
  /** Register more plugins before ready() (e.g. the front-end plugin). */
  before?: (app: FastifyInstance) => Promise<void>;
}

async function openTestDatabase(
  migrationsFolder: string,
  opciones: OpcionesDeSemilla,
  uploadsDir: string,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const plantillas = plantillasDeLaCorrida();
  if (!adminUrl) return { database: await pgliteDesdePlantilla(plantillas, migrationsFolder, opciones, uploadsDir), url: null, drop: async () => undefined };
  const name = `verifica_t_${randomBytes(6).toString('hex')}`;
  await postgresDesdePlantilla(plantillas, adminUrl, migrationsFolder, opciones, name, uploadsDir);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const repoRoot = findRepoRoot(__dirname);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-test-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', SEED_PASSWORD: TEST_PASSWORD, PUBLIC_URL: 'http://verifica.test', ...opts.env },
    repoRoot,
  );
  const semilla = { solicitudes: opts.seed === false ? null : (opts.solicitudes ?? 200), password: TEST_PASSWORD };
  const { database, url, drop } = await openTestDatabase(migrationsFolderOf(repoRoot), semilla, config.uploadsDir);
  const otros: { app: FastifyInstance; database: Database | null }[] = [];

  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    escuchar: database.escuchar,
    ...(opts.logStream ? { logStream: opts.logStream } : { fastify: { logger: false } }),
    onRoute: (r) => routes.push(r),
  });
  if (opts.before) await opts.before(app);
  await app.ready();

  const userId = async (correo: string) => {
    const [u] = await database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(sql`lower(${usuarios.correo})`, correo.toLowerCase()))
      .limit(1);
    if (!u) throw new Error(`usuario de prueba inexistente: ${correo}`);
    return u.id;
  };

  return {
    app,
    db: database.db,
    config,
    driver: database.driver,
    routes,
    userId,
    tokenFor: async (correo) => (await signToken(config.jwtSecret, await userId(correo), config.jwtTtl)).token,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    otroServidor: async (before) => {
      const otra = url === null ? null : await openDatabase({ databaseUrl: url, migrationsFolder: migrationsFolderOf(repoRoot) });
      const otro = await buildApp({ config, db: otra?.db ?? database.db, pool: otra?.pool ?? null, escuchar: (otra ?? database).escuchar, fastify: { logger: false } });
      if (before) await before(otro);
      await otro.ready();
      otros.push({ app: otro, database: otra });
      return otro;
    },
    close: async () => {
      for (const o of otros) {
        await o.app.close();
        await o.database?.close();
      }
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
