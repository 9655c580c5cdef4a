/**
 * The export's COPY path in one process, without PostgreSQL's share:
 *
 *   node --expose-gc --import tsx bench/exportar-copia.ts [--veces 5] [--rondas 3] [--copia archivo]
 *
 * Writes `psql \copy` of the whole export statement (text format, what `COPY ... TO STDOUT`
 * sends) from BENCH_DATABASE_URL to a file once (`--copia` reuses one), then runs
 * `exportarXlsxDonde` `--rondas` times over a pool whose COPY hands back those bytes `--veces`
 * over in 64 KB chunks, the .xlsx read and discarded. Prints per round the wall time, the CPU of
 * the main thread (rows, sheet XML, CRC) and of the other threads (deflate, the collector), per
 * row. Add `--trace-gc` to count the collector's full runs (`Mark-Compact`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { exportarXlsxDonde, sentenciaExportacion } from '../src/modules/solicitudes/exportar';
import { textoConLiterales } from '../src/lib/copia/lectura';
import * as schema from '../src/db/schema';
import { BENCH_DATABASE_URL, cpuHilos } from './harness/setup';

const { values: opciones } = parseArgs({
  options: { veces: { type: 'string', default: '5' }, rondas: { type: 'string', default: '3' }, copia: { type: 'string', default: path.join(os.tmpdir(), 'verifica-exportar-copia.txt') } },
});
const VECES = Number(opciones.veces);
const RONDAS = Number(opciones.rondas);
const ARCHIVO = opciones.copia;
const TROZO = 64 * 1024;

/** A pool whose every COPY replays `datos` `veces` times. */
function poolDe(datos: Buffer): pg.Pool {
  const flujo = () => {
    let vuelta = 0;
    let i = 0;
    return new Readable({
      read() {
        if (i >= datos.length) {
          if (++vuelta >= VECES) return void this.push(null);
          i = 0;
        }
        this.push(datos.subarray(i, Math.min(i + TROZO, datos.length)));
        i += TROZO;
      },
    });
  };
  return new (class extends pg.Pool {
    override connect(): Promise<pg.PoolClient> {
      return Promise.resolve({ query: flujo, release: () => undefined } as unknown as pg.PoolClient);
    }
  })();
}

async function main(): Promise<void> {
  if (!existsSync(ARCHIVO)) {
    const texto = textoConLiterales(sentenciaExportacion(drizzle({ client: new pg.Pool(), schema }), undefined, false));
    execFileSync('psql', [BENCH_DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `\\copy (${texto}) to '${ARCHIVO}'`], { stdio: 'inherit' });
  }
  const datos = readFileSync(ARCHIVO);
  const filas = VECES * datos.filter((b) => b === 10).length;
  const db = drizzle({ client: poolDe(datos), schema });
  console.log(`${filas.toLocaleString('en-US')} filas (${ARCHIVO} ×${VECES}), ${RONDAS} rondas tras una de calentamiento`);
  for (let r = 0; r <= RONDAS; r++) {
    global.gc?.();
    const c0 = cpuHilos(process.pid);
    const t = performance.now();
    let bytes = 0;
    await new Promise<void>((resolve, reject) => {
      const salida = exportarXlsxDonde(db, undefined, false, { onError: reject });
      salida.on('data', (c: Buffer) => (bytes += c.length));
      salida.on('end', resolve);
    });
    const s = (performance.now() - t) / 1000;
    const c = cpuHilos(process.pid);
    const porFila = (ms: number) => ((ms * 1000) / filas).toFixed(2);
    const nombre = r === 0 ? 'calentamiento' : `ronda ${r}`;
    console.log(
      `${nombre}: ${s.toFixed(2)} s, hilo principal ${porFila(c.principal - c0.principal)} µs/fila, otros hilos ${porFila(c.otros - c0.otros)} µs/fila, ` +
        `.xlsx ${(bytes / 1e6).toFixed(1)} MB, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
