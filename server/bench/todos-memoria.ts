/**
 * Memory of "Todos" (rowsPerPage=-1) under load, against the real server:
 *
 *   node --import tsx bench/todos-memoria.ts [--driver pg|pglite|ambos] [--filas 40000] [--paralelas 10]
 *     [--lista solicitudes_operadores] [--datos DIR (PGlite: keep the seeded folder, reuse it next time)]
 *
 * For each driver: a fresh database (PostgreSQL: `verifica_todos_<random>` on TODOS_ADMIN_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end; PGlite: a temporary
 * DATA_DIR) seeded with `--filas` solicitudes, all moved to admin@'s agency. Then the server
 * (src/main.ts) as a child process, and per list (solicitudes, call center): one warm-up "Todos",
 * then `--paralelas` parallel "Todos" of admin@ over HTTP, bodies read and discarded, while the
 * child's VmRSS (/proc/<pid>/status) is sampled every 20 ms. Prints RSS before, peak, growth,
 * wall time and bytes per answer, and the latency of /api/me requested meanwhile (one at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { rssMb } from './harness/setup';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opcion = (nombre: string, def: string) => {
  const i = args.indexOf(`--${nombre}`);
  return i >= 0 ? (args[i + 1] ?? def) : def;
};
const FILAS = Number(opcion('filas', '40000'));
const PARALELAS = Number(opcion('paralelas', '10'));
const DRIVER = opcion('driver', 'ambos');
const PUERTO = Number(opcion('puerto', '8297'));
const ADMIN_URL = process.env.TODOS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Verifica.2026';
const LISTAS = ['/api/solicitudes?rowsPerPage=-1', '/api/solicitudes_operadores?rowsPerPage=-1'].filter((l) => l.includes(opcion('lista', '')));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pedir(metodo: string, ruta: string, cuerpo?: object, token?: string): Promise<{ status: number; bytes: number; texto: string }> {
  return new Promise((resolve, reject) => {
    const datos = cuerpo ? JSON.stringify(cuerpo) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PUERTO,
        method: metodo,
        path: ruta,
        headers: { ...(datos ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let bytes = 0;
        let texto = '';
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (texto.length < 2000) texto += c.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, texto }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(datos);
  });
}

async function sembrar(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const t = performance.now();
    await seed(database.db, { solicitudes: FILAS, password: config.seedPassword, uploadsDir: config.uploadsDir });
    await database.db.execute(sql`update solicitudes set agencia_id = (select agencia_id from usuarios where correo = 'admin@verifica.mx')`);
    await database.db.execute(sql`analyze`);
    console.log(`  sembradas ${FILAS} solicitudes en una agencia (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  } finally {
    await database.close();
  }
}

async function arrancar(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const hijo = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await pedir('GET', '/api/health')).status === 200) return hijo;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  hijo.kill('SIGTERM');
  throw new Error('el servidor no arrancó');
}

async function medir(pid: number, token: string, ruta: string): Promise<void> {
  const previa = await pedir('GET', ruta, undefined, token);
  if (previa.status !== 200) throw new Error(`${ruta}: ${previa.status} ${previa.texto.slice(0, 300)}`);
  await sleep(1000);
  const antes = rssMb(pid);
  let pico = antes;
  const muestreo = setInterval(() => (pico = Math.max(pico, rssMb(pid))), 20);
  const t = performance.now();
  let terminadas = false;
  const r = Promise.all(Array.from({ length: PARALELAS }, () => pedir('GET', ruta, undefined, token))).finally(() => (terminadas = true));
  // Meanwhile, /api/me one after another: does anyone else get an answer?
  const me: number[] = [];
  while (!terminadas) {
    const t0 = performance.now();
    await pedir('GET', '/api/me', undefined, token);
    me.push(performance.now() - t0);
    await sleep(100);
  }
  const respuestas = await r;
  const ms = performance.now() - t;
  me.sort((a, b) => a - b);
  clearInterval(muestreo);
  pico = Math.max(pico, rssMb(pid));
  const estados = [...new Set(respuestas.map((x) => x.status))].join(',');
  console.log(
    `  ${ruta}: ${PARALELAS} en paralelo, status ${estados}, ${(previa.bytes / 1024 / 1024).toFixed(1)} MB cada una, ` +
      `RSS antes ${antes.toFixed(0)} MB, pico ${pico.toFixed(0)} MB, crecimiento ${(pico - antes).toFixed(0)} MB, ${(ms / 1000).toFixed(1)} s; ` +
      `/api/me mientras tanto: ${me.length} respuestas, p50 ${(me[Math.floor(me.length / 2)] ?? 0).toFixed(0)} ms, máx ${(me[me.length - 1] ?? 0).toFixed(0)} ms`,
  );
}

async function correr(nombre: string, env: NodeJS.ProcessEnv, sembrada = false): Promise<void> {
  console.log(`${nombre}:`);
  if (!sembrada) await sembrar(env);
  const hijo = await arrancar(env);
  try {
    const pid = hijo.pid ?? 0;
    const login = await pedir('POST', '/api/login', { correo: 'admin@verifica.mx', password: PASSWORD });
    const token = (JSON.parse(login.texto) as { token: string }).token;
    for (const ruta of LISTAS) await medir(pid, token, ruta);
  } finally {
    hijo.kill('SIGTERM');
    await new Promise((r) => hijo.once('exit', r));
  }
}

async function main(): Promise<void> {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PUERTO),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_PASSWORD: PASSWORD,
    JWT_SECRET: 'todos-memoria-jwt-secret-0123456789abcdef',
  };
  if (DRIVER === 'pglite' || DRIVER === 'ambos') {
    // --datos DIR: keep (or reuse, already seeded) the PGlite data folder.
    const datos = opcion('datos', '');
    const dir = datos || mkdtempSync(path.join(tmpdir(), 'verifica-todos-'));
    try {
      await correr('PGlite', { ...base, DATA_DIR: dir, DATABASE_URL: '' }, datos !== '' && existsSync(path.join(dir, 'pglite')));
    } finally {
      if (!datos) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (DRIVER === 'pg' || DRIVER === 'ambos') {
    const nombre = `verifica_todos_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${nombre}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'verifica-todos-'));
    try {
      const url = new URL(ADMIN_URL);
      url.pathname = `/${nombre}`;
      await correr('PostgreSQL', { ...base, DATA_DIR: dir, DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
