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
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { arrancarHijo, baseDesechable, detener, entornoHijo, entrar, opcion, pedir, picoRssDe, sleep, sondearMientras } from './harness/proceso';

const FILAS = Number(opcion('filas', '40000'));
const PARALELAS = Number(opcion('paralelas', '10'));
const DRIVER = opcion('driver', 'ambos');
const PUERTO = Number(opcion('puerto', '8297'));
const ADMIN_URL = process.env.TODOS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Verifica.2026';
const LISTAS = ['/api/solicitudes?rowsPerPage=-1', '/api/solicitudes_operadores?rowsPerPage=-1'].filter((l) => l.includes(opcion('lista', '')));

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

async function medir(pid: number, token: string, ruta: string): Promise<void> {
  const previa = await pedir(PUERTO, 'GET', ruta, { token });
  if (previa.status !== 200) throw new Error(`${ruta}: ${previa.status} ${previa.texto.slice(0, 300)}`);
  await sleep(1000);
  const rss = picoRssDe(pid);
  const t = performance.now();
  const paralelas = Promise.all(Array.from({ length: PARALELAS }, () => pedir(PUERTO, 'GET', ruta, { token })));
  const { resultado: respuestas, tiempos: me } = await sondearMientras(paralelas, () => pedir(PUERTO, 'GET', '/api/me', { token }), 100);
  const ms = performance.now() - t;
  me.sort((a, b) => a - b);
  const pico = rss.parar();
  const estados = [...new Set(respuestas.map((x) => x.status))].join(',');
  console.log(
    `  ${ruta}: ${PARALELAS} en paralelo, status ${estados}, ${(previa.bytes / 1024 / 1024).toFixed(1)} MB cada una, ` +
      `RSS antes ${rss.antes.toFixed(0)} MB, pico ${pico.toFixed(0)} MB, crecimiento ${(pico - rss.antes).toFixed(0)} MB, ${(ms / 1000).toFixed(1)} s; ` +
      `/api/me mientras tanto: ${me.length} respuestas, p50 ${(me[Math.floor(me.length / 2)] ?? 0).toFixed(0)} ms, máx ${(me[me.length - 1] ?? 0).toFixed(0)} ms`,
  );
}

async function correr(nombre: string, env: NodeJS.ProcessEnv, sembrada = false): Promise<void> {
  console.log(`${nombre}:`);
  if (!sembrada) await sembrar(env);
  const hijo = await arrancarHijo(PUERTO, env);
  try {
    const token = await entrar(PUERTO, 'admin@verifica.mx', PASSWORD);
    for (const ruta of LISTAS) await medir(hijo.pid ?? 0, token, ruta);
  } finally {
    await detener(hijo);
  }
}

async function main(): Promise<void> {
  const base = entornoHijo(PUERTO, { SEED_PASSWORD: PASSWORD, JWT_SECRET: 'todos-memoria-jwt-secret-0123456789abcdef' });
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
    const scratch = await baseDesechable(ADMIN_URL, 'verifica_todos');
    const dir = mkdtempSync(path.join(tmpdir(), 'verifica-todos-'));
    try {
      await correr('PostgreSQL', { ...base, DATA_DIR: dir, DATABASE_URL: scratch.url });
    } finally {
      await scratch.borrar();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
