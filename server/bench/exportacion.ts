/**
 * The request export at scale, on the compiled server `npm start` runs:
 *
 *   node --import tsx bench/exportacion.ts [--sin-todas] [--profile DIR (the server's CPU profile)]
 *
 * Exports of ~100,000 rows (the newest capture days) and of every row of BENCH_DATABASE_URL over
 * HTTP as superadmin@ (body read and discarded), with the server's VmRSS sampled every 20 ms; then
 * the raw reference in the same run: `psql \copy` of the same statement (the export's own SQL,
 * `sentenciaExportacion`) to CSV. Both are timed warm (an untimed export first, an untimed \copy
 * before each case). Prints time, ratio to \copy and peak RSS beside their limits, and where
 * the CPU went: the server's main thread (rows, sheet XML) and its other threads (deflate, the
 * collector's helpers), PostgreSQL during the export and during \copy. On a 2-core machine the
 * export is the sum of the three against two cores; \copy is PostgreSQL's share alone.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { solicitudesQuerySchema } from '@verifica/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { signToken } from '../src/lib/jwt';
import { GESTOR } from '../src/consultas/solicitudes/asignacion';
import { sentenciaExportacion } from '../src/modules/solicitudes/exportar';
import { textoConLiterales } from '../src/lib/copia/lectura';
import { filtroSolicitudes } from '../src/consultas/solicitudes/filtros';
import * as schema from '../src/db/schema';
import { arrancarServidor, BENCH_DATABASE_URL, BENCH_JWT_SECRET, cpuHilos, cpuPostgres, rssMb } from './harness/setup';


/** The export's statement for `query`, with its parameters written in (COPY takes none). */
function textoCopy(pool: pg.Pool, query: string): string {
  const q = solicitudesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const db = drizzle({ client: pool, schema });
  const texto = textoConLiterales(sentenciaExportacion(db, filtroSolicitudes(q, { scope: null, asignacion: GESTOR }), false));
  if (texto === null) throw new Error(`la consulta ${query} no se puede escribir con literales`);
  return texto;
}

async function descargar(url: string, token: string): Promise<{ status: number; bytes: number; filas: string | null }> {
  const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const c of r.body ?? []) bytes += (c as Uint8Array).length;
  return { status: r.status, bytes, filas: r.headers.get('x-total-count') };
}

async function main(): Promise<void> {
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
  const total = Number((await pool.query<{ n: string }>('select count(*) as n from solicitudes')).rows[0]?.n ?? 0);
  const [su] = (await pool.query<{ id: number }>(`select id from usuarios where correo = 'superadmin@verifica.mx'`)).rows;
  if (!su) throw new Error('sin superadmin@ en la base de bench');
  const { token } = await signToken(BENCH_JWT_SECRET, su.id, 3600);
  // The newest capture days holding about 100,000 rows.
  const dias = (await pool.query<{ f: string; n: string }>(`select to_char(fecha_captura, 'YYYY-MM-DD') f, count(*) n from solicitudes group by 1 order by 1 desc`)).rows;
  let filas100k = 0;
  let desde = '';
  for (const d of dias) {
    filas100k += Number(d.n);
    desde = d.f;
    if (filas100k >= 100_000) break;
  }
  const casos = [
    { nombre: `~${filas100k.toLocaleString('en-US')} filas (fecha_desde=${desde})`, query: `fecha_desde=${desde}`, filas: filas100k },
    ...(process.argv.includes('--sin-todas') ? [] : [{ nombre: `todas (${total.toLocaleString('en-US')})`, query: '', filas: total }]),
  ];
  const perfil = process.argv.indexOf('--profile');
  const servidor = await arrancarServidor({ workers: 1, compilado: true, nodeArgs: perfil > 0 ? ['--cpu-prof', `--cpu-prof-dir=${process.argv[perfil + 1] ?? '.'}`] : [] });
  console.log(`\nExportación .xlsx (servidor compilado, ${total.toLocaleString('en-US')} solicitudes) vs psql \\copy de la misma sentencia a CSV`);
  console.log('| Exportación | API s | \\copy s | API/\\copy (límite 2.5×) | .xlsx MB | RSS antes MB | pico MB (límite 300) | CPU servidor s: hilo principal + otros | CPU PostgreSQL s: API / \\copy |');
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  const copiar = (query: string) =>
    execFileSync('psql', [BENCH_DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `\\copy (${textoCopy(pool, query)}) to '/dev/null' with csv`], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    // Both sides measured warm, as a running server is: the server's code paths by one untimed
    // export of the newest day, and before each case PostgreSQL's buffers by an untimed \copy
    // (the API ran first and cold before, so it alone paid for reading the rows from disk).
    await descargar(`${servidor.url}/api/solicitudes?exportar_excel=si&fecha_desde=${dias[0]?.f ?? ''}`, token);
    for (const c of casos) {
      copiar(c.query);
      await new Promise((r) => setTimeout(r, 500));
      const rss0 = rssMb(servidor.pid);
      let pico = rss0;
      const muestreo = setInterval(() => (pico = Math.max(pico, rssMb(servidor.pid))), 20);
      const hilos0 = cpuHilos(servidor.pid);
      let pg0 = cpuPostgres();
      let t = performance.now();
      const r = await descargar(`${servidor.url}/api/solicitudes?exportar_excel=si&${c.query}`, token);
      const api = (performance.now() - t) / 1000;
      clearInterval(muestreo);
      const hilos = cpuHilos(servidor.pid);
      const pgApi = cpuPostgres() - pg0;
      if (r.status !== 200) throw new Error(`${c.nombre}: ${r.status}`);
      pg0 = cpuPostgres();
      t = performance.now();
      copiar(c.query);
      const copia = (performance.now() - t) / 1000;
      const pgCopia = cpuPostgres() - pg0;
      const s = (ms: number) => (ms / 1000).toFixed(1);
      const cpu = `${s(hilos.principal - hilos0.principal)} + ${s(hilos.otros - hilos0.otros)} | ${s(pgApi)} / ${s(pgCopia)}`;
      const limite100k = c.filas <= 150_000 ? ' (límite 3 s)' : '';
      console.log(`| ${c.nombre} | ${api.toFixed(1)}${limite100k} | ${copia.toFixed(1)} | ${(api / copia).toFixed(1)}× | ${(r.bytes / 1e6).toFixed(0)} | ${rss0.toFixed(0)} | ${pico.toFixed(0)} | ${cpu} |`);
    }
  } finally {
    await servidor.stop();
    await pool.end();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
