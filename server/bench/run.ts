/**
 * pnpm --filter server bench [-- --solicitudes 100000 --requests 200 --logins 30 --postgres URL]
 * Seeds a fresh database (in-memory PGlite unless --postgres) and prints figures: seed throughput,
 * login latency and folio/detail latency (fastify.inject, p50/p95). Figures only, no assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { findRepoRoot, loadConfig } from '../src/config';
import { migrationsFolderOf, openDatabase } from '../src/db/client';
import { solicitudes } from '../src/db/schema';
import { seed } from '../src/db/seed/index';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : def;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function main() {
  const total = Number(arg('solicitudes', '100000'));
  const requests = Number(arg('requests', '200'));
  const logins = Number(arg('logins', '30'));
  const postgres = arg('postgres', '');
  const repoRoot = findRepoRoot();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz', LOG_LEVEL: 'silent', LOGIN_MAX_FAILS_IP: '100000' }, repoRoot);
  const database = await openDatabase({ databaseUrl: postgres || null, migrationsFolder: migrationsFolderOf(repoRoot) });
  const rows: [string, string][] = [];
  try {
    await database.migrate();
    const heap0 = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    let lastLog = 0;
    const r = await seed(database.db, {
      solicitudes: total,
      password: config.seedPassword,
      uploadsDir: config.uploadsDir,
      log: (m) => {
        if (Date.now() - lastLog > 5000) {
          lastLog = Date.now();
          console.log(m);
        }
      },
    });
    const secs = (performance.now() - t0) / 1000;
    rows.push(['driver', database.driver]);
    rows.push(['solicitudes sembradas', String(r.solicitudes)]);
    rows.push(['seed: segundos', secs.toFixed(1)]);
    rows.push(['seed: solicitudes/s', Math.round(r.solicitudes / secs).toString()]);
    rows.push(['seed: heap extra (MB)', ((process.memoryUsage().heapUsed - heap0) / 1e6).toFixed(0)]);

    const app = await buildApp({ config, db: database.db, fastify: { logger: false } });
    await app.ready();

    const loginMs: number[] = [];
    let token = '';
    for (let i = 0; i < logins; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { correo: 'admin@verifica.mx', password: config.seedPassword } });
      loginMs.push(performance.now() - t);
      token = res.json().token as string;
    }
    rows.push([`login p50 / p95 ms (n=${logins})`, `${pct(loginMs, 50).toFixed(1)} / ${pct(loginMs, 95).toFixed(1)}`]);
    const superToken = (await app.inject({ method: 'POST', url: '/api/login', payload: { correo: 'superadmin@verifica.mx', password: config.seedPassword } })).json().token as string;

    const sample = await database.db
      .select({ id: solicitudes.id, folio: solicitudes.folio_solicitud })
      .from(solicitudes)
      .orderBy(sql`random()`)
      .limit(requests);
    for (const [label, tk] of [['admin (agencia)', token], ['superadmin (global)', superToken]] as const) {
      const folioMs: number[] = [];
      let found = 0;
      for (const s of sample) {
        const t = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/solicitudes/folio', headers: { authorization: `Bearer ${tk}` }, payload: { folio_solicitud: s.folio } });
        folioMs.push(performance.now() - t);
        if (res.statusCode === 200) found++;
      }
      rows.push([`folio ${label} p50 / p95 ms (n=${sample.length}, ${found} en alcance)`, `${pct(folioMs, 50).toFixed(1)} / ${pct(folioMs, 95).toFixed(1)}`]);
    }
    const detailMs: number[] = [];
    for (const s of sample) {
      const t = performance.now();
      await app.inject({ method: 'GET', url: `/api/solicitudes/${s.id}`, headers: { authorization: `Bearer ${superToken}` } });
      detailMs.push(performance.now() - t);
    }
    rows.push([`detalle por id p50 / p95 ms (n=${sample.length})`, `${pct(detailMs, 50).toFixed(1)} / ${pct(detailMs, 95).toFixed(1)}`]);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const w = Math.max(...rows.map(([k]) => k.length));
  console.log('\nVerifica server bench');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
