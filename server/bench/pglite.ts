/**
 * pnpm --filter server bench:pglite [-- --conns 1,10,50 --seconds 3]: the detail on the embedded
 * PGlite (what `npm start` runs without DATABASE_URL), to know when to switch to PostgreSQL.
 * PGlite runs inside the server's event loop, so there is no raw-SQL column here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signToken } from '../src/lib/jwt';
import { httpCliente, mediana, medirApi, type Medida } from './harness/load';
import { arrancarServidor, BENCH_JWT_SECRET } from './harness/setup';
import { bearer, type Muestra } from './harness/types';

function opcion(nombre: string, def: string): string {
  const i = process.argv.indexOf(`--${nombre}`);
  return i >= 0 ? (process.argv[i + 1] ?? def) : def;
}

async function main() {
  const conexiones = opcion('conns', '1,10,50').split(',').map(Number);
  const ms = Number(opcion('seconds', '3')) * 1000;
  const rondas = Number(opcion('rounds', '3'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-bench-pglite-'));
  // First start seeds 5,000 solicitudes into DATA_DIR/pglite.
  const servidor = await arrancarServidor({ workers: 1, env: { DATABASE_URL: '', DATA_DIR: dataDir } });
  try {
    // Seeded ids are 1..5000 and the super admin is user 1 (see db/seed).
    const { token } = await signToken(BENCH_JWT_SECRET, 1, 3600);
    const muestras: Muestra[] = Array.from({ length: 200 }, (_, i) => ({ token, id: 1 + ((i * 37) % 5000) }));
    const api = { method: 'GET' as const, url: (m: Muestra) => `/api/solicitudes/${String(m.id)}`, headers: bearer };
    console.log('\nDetalle GET /api/solicitudes/{id} sobre PGlite (5,000 solicitudes), mediana de rondas:');
    console.log('| conns | p50 ms | p95 ms | req/s |\n|---:|---:|---:|---:|');
    for (const conns of conexiones) {
      const cliente = httpCliente(servidor.url, conns);
      await medirApi(cliente, conns, 700, api, muestras);
      const r: Medida[] = [];
      for (let i = 0; i < rondas; i++) r.push(await medirApi(cliente, conns, ms, api, muestras));
      cliente.close();
      const m = (f: (x: Medida) => number) => mediana(r.map(f));
      console.log(`| ${conns} | ${m((x) => x.p50).toFixed(2)} | ${m((x) => x.p95).toFixed(2)} | ${Math.round(m((x) => x.rate))} |`);
    }
  } finally {
    await servidor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
