/**
 * Writers of the request export, on the embedded PGlite:
 *
 *   node --import tsx bench/exportar-escritores.ts [--filas 100000] [--rondas 3] [--escritores propio,exceljs,nada]
 *
 * A PGlite data folder is seeded once with the repo seed (`--filas` solicitudes, kept in the
 * temporary folder for the next run); each writer then runs in its own child process (a clean
 * peak RSS) on that folder: one warm-up export of no rows (modules loaded), then `--rondas`
 * exports of every row, the stream read and discarded as fast as it comes. Prints the median
 * time, RSS and heap before, their peaks (sampled every 10 ms), and the file size. The folder is
 * on disk, as the server runs PGlite: a database loaded into memory is ~2 GB of RSS, and the pages
 * freed after loading it absorb (hide) what the export allocates.
 *
 * - propio: the export as the server runs it (exportar.ts with lib/xlsx/escritura.ts).
 * - exceljs: the same rows through exceljs' public `stream.xlsx.WorkbookWriter`, `addRow().commit()`.
 * - nada: rows read and their cells computed, nothing written (the database's share of the time).
 *
 * Measured 2026-11 (2 vCPUs shared with other work, so ±1 s), 100k rows: nada 6.4 s, RSS +88 MB;
 * propio 5.8 s, +104 MB; exceljs 11.4 s, +182 MB; the exporter this replaced (exceljs' private
 * sheet stream and style table) 6.6 s, +150 MB. At 20k rows propio grew +122 MB and exceljs +119 MB:
 * propio's memory does not follow the row count.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
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
import { celdasDeCopia, pareceFormula, type Celda, type CrearHoja } from '../src/lib/xlsx/escritura';

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
/** The same sheet through exceljs' public streaming API (columns, bold frozen header, formats, formula-like text as "@"). */
async function hojaExceljs(): Promise<CrearHoja> {
  const { default: ExcelJS } = await import('exceljs');
  return (salida, nombre, columnas) => {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    const hoja = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = columnas.map((c, i) => ({ header: c.titulo, key: `c${i}`, width: c.ancho, ...(c.formato ? { style: { numFmt: c.formato } } : {}) }));
    hoja.getRow(1).font = { bold: true };
    hoja.getRow(1).commit();
    const fila = (celdas: readonly Celda[]) => {
      const f = hoja.addRow([...celdas]);
      celdas.forEach((v, i) => {
        if (typeof v === 'string' && pareceFormula(v)) f.getCell(i + 1).numFmt = '@';
      });
      f.commit();
    };
    return {
      fila,
      filaCopia: (linea, celdas, campoDe) => fila(celdasDeCopia(linea, celdas, campoDe)),
      async vaciar() {
        if (salida.writableNeedDrain) await once(salida, 'drain');
      },
      async cerrar() {
        hoja.commit();
        await libro.commit();
      },
    };
  };
}

const nada: CrearHoja = () => ({ fila: () => undefined, filaCopia: () => undefined, vaciar: async () => undefined, cerrar: async () => undefined });

const exportadores: Record<string, () => Promise<Exportar>> = {
  nada: async () => (db, q) => {
    const salida = exportarXlsx(db, null, q, { onFin: () => salida.push(null) }, nada);
    return salida;
  },
  propio: async () => (db, q) => exportarXlsx(db, null, q),
  exceljs: async () => {
    const crearHoja = await hojaExceljs();
    return (db, q) => exportarXlsx(db, null, q, {}, crearHoja);
  },
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

async function hijo(escritor: string, datos: string): Promise<void> {
  const crear = exportadores[escritor];
  if (!crear) throw new Error(`escritor desconocido: ${escritor}`);
  const exportar = await crear();
  const database = await openDatabase({ migrationsFolder: migrationsFolderOf(findRepoRoot()), pgliteDir: datos });
  const todas = solicitudesQuerySchema.parse({});
  await leer(exportar(database.db, solicitudesQuerySchema.parse({ search: 'sin-coincidencias-xyz' })));
  global.gc?.();
  const antes = process.memoryUsage();
  let pico = antes.rss;
  let picoHeap = antes.heapUsed;
  const muestrear = () => {
    const m = process.memoryUsage();
    pico = Math.max(pico, m.rss);
    picoHeap = Math.max(picoHeap, m.heapUsed);
  };
  const muestreo = setInterval(muestrear, 10);
  const tiempos: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RONDAS; i++) {
    const t = performance.now();
    bytes = await leer(exportar(database.db, todas));
    tiempos.push(performance.now() - t);
  }
  clearInterval(muestreo);
  muestrear();
  await database.close();
  console.log(JSON.stringify({ escritor, ms: mediana(tiempos), tiempos: tiempos.map(Math.round), antes: antes.rss, pico, heap: antes.heapUsed, picoHeap, bytes }));
}

async function principal(): Promise<void> {
  const datos = path.join(os.tmpdir(), `verifica-exportar-${FILAS}`);
  if (!existsSync(path.join(datos, 'PG_VERSION'))) {
    rmSync(datos, { recursive: true, force: true });
    const database = await openDatabase({ migrationsFolder: migrationsFolderOf(findRepoRoot()), pgliteDir: datos });
    await database.migrate();
    const t = performance.now();
    await seed(database.db, { solicitudes: FILAS, password: 'Verifica.2026', uploadsDir: path.join(os.tmpdir(), 'verifica-exportar-fotos') });
    await database.close();
    console.log(`semilla de ${FILAS} solicitudes: ${((performance.now() - t) / 1000).toFixed(0)} s (${datos})`);
  }
  console.log(`\nExportación .xlsx de ${FILAS} filas sobre PGlite (carpeta en disco), ${RONDAS} rondas por escritor:`);
  console.log('| escritor | mediana s | rondas ms | RSS antes MB | RSS pico MB | RSS +MB | heap antes MB | heap pico MB | archivo MB |\n|---|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const escritor of ESCRITORES) {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', archivo, '--hijo', escritor, '--datos', datos, '--rondas', String(RONDAS)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const linea = r.stdout.trim().split('\n').pop() ?? '';
    if (r.status !== 0 || !linea.startsWith('{')) throw new Error(`${escritor}: salió con ${r.status}\n${r.stdout}`);
    const m = JSON.parse(linea) as { ms: number; tiempos: number[]; antes: number; pico: number; heap: number; picoHeap: number; bytes: number };
    console.log(
      `| ${escritor} | ${(m.ms / 1000).toFixed(2)} | ${m.tiempos.join(', ')} | ${mb(m.antes)} | ${mb(m.pico)} | ${mb(m.pico - m.antes)} | ${mb(m.heap)} | ${mb(m.picoHeap)} | ${(m.bytes / 1e6).toFixed(1)} |`,
    );
  }
  if (args.includes('--borrar')) rmSync(datos, { recursive: true, force: true });
}

(args.includes('--hijo') ? hijo(opcion('hijo', ''), opcion('datos', '')) : principal()).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
