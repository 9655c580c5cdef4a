/**
 * Time of "Todos" (rowsPerPage=-1) against its raw SQL, on one agency's month of rows:
 *
 *   node --import tsx bench/todos-tiempo.ts [--database postgres://.../verifica_x] [--filas 80000]
 *     [--rondas 3] [--puerto 8298] [--compilado] [--perfil dir]
 *
 * The database (default TODOS_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/verifica_todos_tiempo)
 * is created when missing and seeded with `--filas` solicitudes when it has fewer, all moved to
 * admin@'s agency and their fecha_captura spread over one month (2026-01). Then the server as a
 * child process and, alternating per round: the API "Todos" of admin@ for that month (the whole
 * body read: time to the first byte, to the last byte, bytes), and the raw SQL over `pg` (the
 * same filter and order, every column the answer carries, all rows read). Medians of the rounds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { solicitudes } from '../src/db/schema';
import { consultaFilas } from '../src/consultas/solicitudes/listado';
import { rssMb } from './harness/setup';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opcion = (nombre: string, def: string) => {
  const i = args.indexOf(`--${nombre}`);
  return i >= 0 ? (args[i + 1] ?? def) : def;
};
const URL_BASE = opcion('database', process.env.TODOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/verifica_todos_tiempo');
const FILAS = Number(opcion('filas', '80000'));
const RONDAS = Number(opcion('rondas', '3'));
const PUERTO = Number(opcion('puerto', '8298'));
const COMPILADO = args.includes('--compilado');
const PERFIL = opcion('perfil', '');
const PASSWORD = 'Verifica.2026';
const DESDE = '2026-01-01';
const HASTA = '2026-01-31';
const RUTA = `/api/solicitudes?rowsPerPage=-1&fecha_desde=${DESDE}&fecha_hasta=${HASTA}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Respuesta {
  status: number;
  bytes: number;
  texto: string;
  primerByte: number;
  total: number;
}

function pedir(metodo: string, ruta: string, cuerpo?: object, token?: string): Promise<Respuesta> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let primerByte = 0;
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
          if (bytes === 0) primerByte = performance.now() - t0;
          bytes += c.length;
          if (texto.length < 2000) texto += c.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, texto, primerByte, total: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(datos);
  });
}

async function asegurarBase(): Promise<void> {
  const url = new URL(URL_BASE);
  const nombre = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const r = await admin.query('select 1 from pg_database where datname = $1', [nombre]);
    if (r.rowCount === 0) await admin.query(`create database ${nombre}`);
  } finally {
    await admin.end();
  }
}

async function sembrar(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const r = await database.db.execute(sql`select count(*)::int as n from solicitudes`);
    const hay = Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (hay >= FILAS) return;
    const t = performance.now();
    await seed(database.db, { solicitudes: FILAS, password: config.seedPassword, uploadsDir: config.uploadsDir });
    await database.db.execute(sql`update solicitudes set agencia_id = (select agencia_id from usuarios where correo = 'admin@verifica.mx'),
      fecha_captura = (${DESDE}::date + (id % 31))::date`);
    await database.db.execute(sql`analyze`);
    console.log(`sembradas ${FILAS} solicitudes de una agencia en ${DESDE.slice(0, 7)} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  } finally {
    await database.close();
  }
}

async function arrancar(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const perfil = PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PERFIL)}`] : [];
  const entrada = COMPILADO ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const hijo = spawn(process.execPath, [...perfil, ...entrada], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** The raw statement: the list's own query (filter, order, columns and joins of a row), no limit. */
async function sentenciaCruda(env: NodeJS.ProcessEnv, agencia: number): Promise<{ text: string; values: unknown[] }> {
  const database = await openConfiguredDatabase(loadConfig(env));
  try {
    const q = consultaFilas(database.db)
      .where(and(eq(solicitudes.agencia_id, agencia), gte(solicitudes.fecha_captura, DESDE), lte(solicitudes.fecha_captura, HASTA)))
      .orderBy(desc(solicitudes.id))
      .toSQL();
    return { text: q.sql, values: q.params };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  await asegurarBase();
  const dir = mkdtempSync(path.join(tmpdir(), 'verifica-todos-tiempo-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PUERTO),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_PASSWORD: PASSWORD,
    JWT_SECRET: 'todos-tiempo-jwt-secret-0123456789abcdef',
    DATA_DIR: dir,
    DATABASE_URL: URL_BASE,
    SEED_DEMO: '0',
  };
  await sembrar(env);
  const cliente = new pg.Client({ connectionString: URL_BASE });
  await cliente.connect();
  const hijo = await arrancar(env);
  try {
    const pid = hijo.pid ?? 0;
    const login = await pedir('POST', '/api/login', { correo: 'admin@verifica.mx', password: PASSWORD });
    const token = (JSON.parse(login.texto) as { token: string }).token;
    const agencia = Number((await cliente.query<{ a: number }>(`select agencia_id as a from usuarios where correo = 'admin@verifica.mx'`)).rows[0]?.a);
    const cruda = await sentenciaCruda(env, agencia);
    const raw = async () => {
      const t0 = performance.now();
      const r = await cliente.query(cruda.text, cruda.values);
      return { ms: performance.now() - t0, filas: r.rowCount ?? 0 };
    };
    // Warm-up of both.
    const previa = await pedir('GET', RUTA, undefined, token);
    if (previa.status !== 200) throw new Error(`${RUTA}: ${previa.status} ${previa.texto.slice(0, 300)}`);
    const filas = (await raw()).filas;
    const api: Respuesta[] = [];
    const sql: number[] = [];
    let pico = rssMb(pid);
    const antes = pico;
    const muestreo = setInterval(() => (pico = Math.max(pico, rssMb(pid))), 20);
    for (let i = 0; i < RONDAS; i++) {
      api.push(await pedir('GET', RUTA, undefined, token));
      sql.push((await raw()).ms);
    }
    clearInterval(muestreo);
    const total = mediana(api.map((a) => a.total));
    const rawMs = mediana(sql);
    console.log(
      `Todos de una agencia en un mes: ${filas} filas, ${(previa.bytes / 1024 / 1024).toFixed(1)} MB; ` +
        `API primer byte ${mediana(api.map((a) => a.primerByte)).toFixed(0)} ms, completa ${total.toFixed(0)} ms; ` +
        `SQL crudo ${rawMs.toFixed(0)} ms; API/SQL ${(total / rawMs).toFixed(2)}×; ` +
        `RSS del servidor ${antes.toFixed(0)} → pico ${pico.toFixed(0)} MB (mediana de ${RONDAS} rondas)`,
    );
  } finally {
    await cliente.end();
    hijo.kill('SIGTERM');
    await new Promise((r) => hijo.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
