/**
 * WORKERS=N: N node:cluster processes share the port (PostgreSQL only); PGlite refuses it with a
 * Spanish message. The cluster test needs PostgreSQL, so it exists only when TEST_DATABASE_URL is
 * set (the PostgreSQL stage of `npm test`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findRepoRoot, MENSAJE_WORKERS_PGLITE } from './config';
import { migrationsFolderOf, openDatabase } from './db/client';
import { seed } from './db/seed/index';
import { TEST_PASSWORD } from '../test/context';
import { arrancar, health, puertoLibre, vivo } from '../test/procesos';

describe('WORKERS', () => {
  it('PGlite + WORKERS=2 is refused with a Spanish message (exit 1)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-workers-'));
    try {
      const s = arrancar({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(await puertoLibre()) });
      const { code } = await s.fin;
      expect(code).toBe(1);
      expect(s.salida()).toContain(MENSAJE_WORKERS_PGLITE);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe('WORKERS=2 on PostgreSQL', () => {
    const nombre = `verifica_t_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${nombre}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-workers-'));
    const admin = async (q: string) => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(q);
      } finally {
        await c.end();
      }
    };
    beforeAll(async () => {
      await admin(`create database ${nombre}`);
      const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder: migrationsFolderOf(findRepoRoot()) });
      await database.migrate();
      await seed(database.db, { solicitudes: 0, password: TEST_PASSWORD, uploadsDir: path.join(dataDir, 'uploads') });
      await database.close();
    });
    afterAll(async () => {
      await admin(`drop database if exists ${nombre} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('two processes answer on one port, and SIGTERM stops them all cleanly', async () => {
      const port = await puertoLibre();
      const s = arrancar({ WORKERS: '2', DATABASE_URL: url.toString(), DATA_DIR: dataDir, PORT: String(port) });
      const pids = new Set<number>();
      const limite = Date.now() + 45_000;
      while (pids.size < 2 && Date.now() < limite) {
        try {
          const r = await health(port);
          if (r.status === 200) pids.add(r.pid);
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      expect(pids.size).toBe(2);
      expect(pids.has(s.child.pid ?? -1)).toBe(false);
      s.child.kill('SIGTERM');
      expect(await s.fin).toEqual({ code: 0, signal: null });
      for (const pid of pids) expect(vivo(pid)).toBe(false);
    }, 60_000);
  });
}
