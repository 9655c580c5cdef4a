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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { solicitudes } from '../src/db/schema';
import { consultaFilas } from '../src/consultas/solicitudes/listado';
import { arrancarHijo, bandera, detener, entornoHijo, entrar, opcion, pedir, percentil, picoRssDe, type Respuesta } from './harness/proceso';

const URL_BASE = opcion('database', process.env.TODOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/verifica_todos_tiempo');
const FILAS = Number(opcion('filas', '80000'));
const RONDAS = Number(opcion('rondas', '3'));
const PUERTO = Number(opcion('puerto', '8298'));
const COMPILADO = bandera('compilado');
const PERFIL = opcion('perfil', '');
const PASSWORD = 'Verifica.2026';
const DESDE = '2026-01-01';
const HASTA = '2026-01-31';
const RUTA = `/api/solicitudes?rowsPerPage=-1&fecha_desde=${DESDE}&fecha_hasta=${HASTA}`;

const mediana = (xs: number[]) => (xs.length > 0 ? percentil(xs, 50) : 0);

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
  const env = entornoHijo(PUERTO, {
    SEED_PASSWORD: PASSWORD,
    JWT_SECRET: 'todos-tiempo-jwt-secret-0123456789abcdef',
    DATA_DIR: dir,
    DATABASE_URL: URL_BASE,
    SEED_DEMO: '0',
  });
  await sembrar(env);
  const cliente = new pg.Client({ connectionString: URL_BASE });
  await cliente.connect();
  const perfil = PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PERFIL)}`] : [];
  const hijo = await arrancarHijo(PUERTO, env, [...perfil, ...(COMPILADO ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'])]);
  try {
    const pid = hijo.pid ?? 0;
    const token = await entrar(PUERTO, 'admin@verifica.mx', PASSWORD);
    const agencia = Number((await cliente.query<{ a: number }>(`select agencia_id as a from usuarios where correo = 'admin@verifica.mx'`)).rows[0]?.a);
    const cruda = await sentenciaCruda(env, agencia);
    const raw = async () => {
      const t0 = performance.now();
      const r = await cliente.query(cruda.text, cruda.values);
      return { ms: performance.now() - t0, filas: r.rowCount ?? 0 };
    };
    // Warm-up of both.
    const previa = await pedir(PUERTO, 'GET', RUTA, { token });
    if (previa.status !== 200) throw new Error(`${RUTA}: ${previa.status} ${previa.texto.slice(0, 300)}`);
    const filas = (await raw()).filas;
    const api: Respuesta[] = [];
    const sql: number[] = [];
    const rss = picoRssDe(pid);
    for (let i = 0; i < RONDAS; i++) {
      api.push(await pedir(PUERTO, 'GET', RUTA, { token }));
      sql.push((await raw()).ms);
    }
    const pico = rss.parar();
    const total = mediana(api.map((a) => a.total));
    const rawMs = mediana(sql);
    console.log(
      `Todos de una agencia en un mes: ${filas} filas, ${(previa.bytes / 1024 / 1024).toFixed(1)} MB; ` +
        `API primer byte ${mediana(api.map((a) => a.primerByte)).toFixed(0)} ms, completa ${total.toFixed(0)} ms; ` +
        `SQL crudo ${rawMs.toFixed(0)} ms; API/SQL ${(total / rawMs).toFixed(2)}×; ` +
        `RSS del servidor ${rss.antes.toFixed(0)} → pico ${pico.toFixed(0)} MB (mediana de ${RONDAS} rondas)`,
    );
  } finally {
    await cliente.end();
    await detener(hijo);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
