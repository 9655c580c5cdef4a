/**
 * Background jobs at scale, against the real server (src/main.ts as a child):
 *
 *   node --import tsx bench/trabajos.ts [--driver pg|pglite|ambos] [--filas 100000]
 *
 * - PostgreSQL: an export job of every request of BENCH_DATABASE_URL (1,000,000 when seeded by
 *   `pnpm bench`), as superadmin@; then, on a scratch database (created and dropped here), an
 *   import job of `--filas` rows as a dry run (Validar) and for real.
 * - Embedded (PGlite, the default `npm start`): the same import jobs and an export of every row,
 *   on a fresh DATA_DIR with the demo data.
 * For each job: rows per second (rows / time from start to end as the job records them), the
 * server's peak RSS growth (VmRSS of the process, sampled every 50 ms), and the latency of
 * GET /api/me asked one after another meanwhile (p50 / p99 / max).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { signToken } from '../src/lib/jwt';
import { baseDesechable, opcion, percentil, picoRssDe, sleep } from './harness/proceso';
import { arrancarServidor, BENCH_DATABASE_URL, BENCH_JWT_SECRET, type Servidor } from './harness/setup';

const DRIVER = opcion('driver', 'ambos');
const FILAS = Number(opcion('filas', '100000'));
const ADMIN_URL = process.env.TRABAJOS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';


async function tokenDe(url: string | null, base: string, correo: string): Promise<string> {
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const r = await c.query<{ id: number }>('select id from usuarios where correo = $1', [correo]);
    await c.end();
    return (await signToken(BENCH_JWT_SECRET, r.rows[0]?.id ?? 0, 3600)).token;
  }
  const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ correo, password: 'Verifica.2026' }) });
  return ((await r.json()) as { token: string }).token;
}

interface Estado {
  estado: string;
  hechos: number;
  total: number | null;
  error: string | null;
  iniciado_at: string | null;
  terminado_at: string | null;
  resultado: unknown;
}

interface Trabajo {
  nombre: string;
  token: string;
  crear: () => Promise<Response>;
}

/**
 * Starts the jobs together and follows them to their end, measuring the server meanwhile.
 * GET /api/me is asked every 50 ms whether or not the previous answer came (an open loop): a
 * stall of S seconds shows as S/0.05 slow answers, not as one.
 */
async function medir(s: Servidor, trabajos: Trabajo[]): Promise<void> {
  const auth = { authorization: `Bearer ${trabajos[0]?.token ?? ''}` };
  await sleep(500);
  const rss = picoRssDe(s.pid, 50);
  const me: number[] = [];
  const enVuelo = new Set<Promise<void>>();
  const preguntar = setInterval(() => {
    const t = performance.now();
    const p: Promise<void> = fetch(`${s.url}/api/me`, { headers: auth })
      .then((x) => x.arrayBuffer())
      .then(
        () => void me.push(performance.now() - t),
        () => void me.push(Infinity),
      )
      .finally(() => enVuelo.delete(p));
    enVuelo.add(p);
  }, 50);
  const seguidos = await Promise.all(
    trabajos.map(async (t) => {
      const r = await t.crear();
      if (r.status !== 202) throw new Error(`${t.nombre}: ${r.status} ${await r.text()}`);
      const { id } = (await r.json()) as { id: number };
      for (;;) {
        await sleep(500);
        const e = (await (await fetch(`${s.url}/api/trabajos/${id}`, { headers: { authorization: `Bearer ${t.token}` } })).json()) as Estado;
        if (['terminado', 'fallido', 'cancelado'].includes(e.estado)) return { t, e };
      }
    }),
  );
  clearInterval(preguntar);
  await Promise.all(enVuelo);
  const pico = rss.parar();
  for (const { t, e } of seguidos) {
    const segundos = e.iniciado_at && e.terminado_at ? (Date.parse(e.terminado_at) - Date.parse(e.iniciado_at)) / 1000 : NaN;
    console.log(`  ${t.nombre}: ${e.estado}${e.error ? ` (${e.error.slice(0, 80)})` : ''}, ${e.hechos} filas en ${segundos.toFixed(1)} s = ${Math.round(e.hechos / segundos)} filas/s`);
  }
  console.log(
    `    servidor: RSS ${rss.antes.toFixed(0)} -> pico ${pico.toFixed(0)} MB (+${(pico - rss.antes).toFixed(0)}); ` +
      `/api/me cada 50 ms (${me.length}): p50 ${percentil(me, 50).toFixed(1)} ms, p99 ${percentil(me, 99).toFixed(1)} ms (límite 1000), máx ${Math.max(...me).toFixed(0)} ms`,
  );
}

/** The `n`-th upload file (its folios differ from every other's). */
function archivoCarga(n = 0): Buffer {
  // Short rows, so 200,000 of them fit the 15 MB upload limit.
  const ruta = path.join(os.tmpdir(), `verifica-carga-corta-${FILAS}-${n}.csv`);
  if (!existsSync(ruta)) {
    const lineas = ['Folio,Nombre,Apellido Paterno,Colonia,Ciudad,Edo,C.P.,Teléfono,Fecha de Captura'];
    for (let i = 0; i < FILAS; i++) lineas.push(`T${n}-${2_000_000 + i},Ana,Luna,Juárez,Puebla,Puebla,72000,55${10_000_000 + i},2026-01-15`);
    writeFileSync(ruta, lineas.join('\n'));
  }
  return readFileSync(ruta);
}

function subir(s: Servidor, token: string, agenciaId: number | null, validar: boolean, archivo = 0): Promise<Response> {
  const form = new FormData();
  form.set('tipo', 'importar_solicitudes');
  if (validar) form.set('validar', 'true');
  if (agenciaId) form.set('agencia_id', String(agenciaId));
  form.set('file', new Blob([archivoCarga(archivo)]), 'carga.csv');
  return fetch(`${s.url}/api/trabajos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

const exportar = (s: Servidor, token: string) => () =>
  fetch(`${s.url}/api/trabajos`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ tipo: 'exportar_solicitudes' }) });

async function postgres(): Promise<void> {
  console.log(`PostgreSQL (${BENCH_DATABASE_URL})`);
  const datos = mkdtempSync(path.join(os.tmpdir(), 'verifica-trabajos-'));
  const s = await arrancarServidor({ workers: 1, env: { DATA_DIR: datos } });
  try {
    const global = await tokenDe(BENCH_DATABASE_URL, s.url, 'superadmin@verifica.mx');
    await medir(s, [{ nombre: 'exportación de todas las solicitudes', token: global, crear: exportar(s, global) }]);
  } finally {
    await s.stop();
  }
  const scratch = await baseDesechable(ADMIN_URL, 'verifica_trabajos');
  const s2 = await arrancarServidor({ workers: 1, env: { DATABASE_URL: scratch.url, DATA_DIR: datos, SEED_DEMO: '1' } });
  try {
    const token = await tokenDe(scratch.url, s2.url, 'admin@verifica.mx');
    await medir(s2, [{ nombre: `carga de ${FILAS} filas, solo Validar`, token, crear: () => subir(s2, token, null, true) }]);
    await medir(s2, [{ nombre: `carga de ${FILAS} filas`, token, crear: () => subir(s2, token, null, false) }]);
  } finally {
    await s2.stop();
    await scratch.borrar();
    rmSync(datos, { recursive: true, force: true });
  }
}

async function pglite(): Promise<void> {
  console.log('PGlite (base embebida, datos de demostración)');
  const datos = mkdtempSync(path.join(os.tmpdir(), 'verifica-trabajos-pglite-'));
  // An empty DATABASE_URL: the embedded database under DATA_DIR.
  const s = await arrancarServidor({ workers: 1, env: { DATABASE_URL: '', DATA_DIR: datos } });
  try {
    const token = await tokenDe(null, s.url, 'admin@verifica.mx');
    const global = await tokenDe(null, s.url, 'superadmin@verifica.mx');
    await medir(s, [{ nombre: `carga de ${FILAS} filas, solo Validar`, token, crear: () => subir(s, token, null, true) }]);
    await medir(s, [{ nombre: `carga de ${FILAS} filas`, token, crear: () => subir(s, token, null, false) }]);
    // An upload and a full export at once, the portal answering meanwhile.
    await medir(s, [
      { nombre: `otra carga de ${FILAS} filas`, token, crear: () => subir(s, token, null, false, 1) },
      { nombre: 'exportación de todas las solicitudes', token: global, crear: exportar(s, global) },
    ]);
  } finally {
    await s.stop();
    rmSync(datos, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (DRIVER === 'pg' || DRIVER === 'ambos') await postgres();
  if (DRIVER === 'pglite' || DRIVER === 'ambos') await pglite();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
