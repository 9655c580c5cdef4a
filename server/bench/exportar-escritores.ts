/**
 * Writers of the request export (issue 19), on the embedded PGlite in memory:
 *
 *   node --import tsx bench/exportar-escritores.ts [--filas 100000] [--rondas 3] [--escritores propio,exceljs]
 *
 * The database is seeded once with the repo seed (`--filas` solicitudes) and dumped to a temporary
 * tar; each writer then runs in its own child process (a clean peak RSS) on an in-memory PGlite
 * loaded from that dump: one warm-up export of no rows (modules loaded), then `--rondas` exports
 * of every row, the stream read and discarded as fast as it comes. Prints the median time, the
 * RSS before and its peak (sampled every 10 ms), and the file size.
 *
 * - propio: the export as the server runs it (exportar.ts with exportar-xlsx.ts).
 * - exceljs: the same rows through exceljs' public `stream.xlsx.WorkbookWriter`, `addRow().commit()`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { solicitudesQuerySchema, type SolicitudesQuery } from '@verifica/contracts';
import { findRepoRoot } from '../src/config';
import { migrationsFolderOf, openDatabase, type Db } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { exportarXlsx } from '../src/modules/solicitudes/exportar';

const args = process.argv.slice(2);
const opcion = (nombre: string, def: string) => {
  const i = args.indexOf(`--${nombre}`);
  return i >= 0 ? (args[i + 1] ?? def) : def;
};
const FILAS = Number(opcion('filas', '100000'));
const RONDAS = Number(opcion('rondas', '3'));
const ESCRITORES = opcion('escritores', 'propio').split(',');
const archivo = fileURLToPath(import.meta.url);

type Exportar = (db: Db, q: SolicitudesQuery) => Readable;
const exportadores: Record<string, () => Promise<Exportar>> = {
  propio: async () => (db, q) => exportarXlsx(db, null, q),
};

const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function leer(stream: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    stream.on('data', (c: Buffer) => (bytes += c.length));
    stream.on('end', () => resolve(bytes));
    stream.on('error', reject);
  });
}

async function hijo(escritor: string, volcado: string): Promise<void> {
  const crear = exportadores[escritor];
  if (!crear) throw new Error(`escritor desconocido: ${escritor}`);
  const exportar = await crear();
  const database = await openDatabase({ migrationsFolder: migrationsFolderOf(findRepoRoot()), loadDataDir: new Blob([readFileSync(volcado)]) });
  const todas = solicitudesQuerySchema.parse({});
  await leer(exportar(database.db, solicitudesQuerySchema.parse({ search: 'sin-coincidencias-xyz' })));
  global.gc?.();
  const antes = process.memoryUsage().rss;
  let pico = antes;
  const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 10);
  const tiempos: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RONDAS; i++) {
    const t = performance.now();
    bytes = await leer(exportar(database.db, todas));
    tiempos.push(performance.now() - t);
  }
  clearInterval(muestreo);
  pico = Math.max(pico, process.memoryUsage().rss);
  await database.close();
  console.log(JSON.stringify({ escritor, ms: mediana(tiempos), tiempos: tiempos.map(Math.round), antes, pico, bytes }));
}

async function principal(): Promise<void> {
  const volcado = path.join(os.tmpdir(), `verifica-exportar-${FILAS}.tar`);
  if (!existsSync(volcado)) {
    const database = await openDatabase({ migrationsFolder: migrationsFolderOf(findRepoRoot()) });
    await database.migrate();
    const t = performance.now();
    await seed(database.db, { solicitudes: FILAS, password: 'Verifica.2026', uploadsDir: path.join(os.tmpdir(), 'verifica-exportar-fotos') });
    writeFileSync(volcado, Buffer.from(await (await database.dumpDataDir?.())?.arrayBuffer() ?? new ArrayBuffer(0)));
    await database.close();
    console.log(`semilla de ${FILAS} solicitudes: ${((performance.now() - t) / 1000).toFixed(0)} s (${volcado})`);
  }
  console.log(`\nExportación .xlsx de ${FILAS} filas sobre PGlite en memoria, ${RONDAS} rondas por escritor:`);
  console.log('| escritor | mediana s | rondas ms | RSS antes MB | RSS pico MB | crecimiento MB | archivo MB |\n|---|---:|---|---:|---:|---:|---:|');
  for (const escritor of ESCRITORES) {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', archivo, '--hijo', escritor, '--volcado', volcado, '--rondas', String(RONDAS)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const linea = r.stdout.trim().split('\n').pop() ?? '';
    if (r.status !== 0 || !linea.startsWith('{')) throw new Error(`${escritor}: salió con ${r.status}\n${r.stdout}`);
    const m = JSON.parse(linea) as { ms: number; tiempos: number[]; antes: number; pico: number; bytes: number };
    console.log(`| ${escritor} | ${(m.ms / 1000).toFixed(2)} | ${m.tiempos.join(', ')} | ${mb(m.antes)} | ${mb(m.pico)} | ${mb(m.pico - m.antes)} | ${(m.bytes / 1e6).toFixed(1)} |`);
  }
  if (args.includes('--borrar')) rmSync(volcado, { force: true });
}

(args.includes('--hijo') ? hijo(opcion('hijo', ''), opcion('volcado', '')) : principal()).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
