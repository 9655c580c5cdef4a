/**
 * Background jobs at scale (issue 22), against the real server (src/main.ts as a child):
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
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signToken } from '../src/lib/jwt';
import { BENCH_DATABASE_URL, puertoLibre } from './harness/setup';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opcion = (nombre: string, def: string) => {
  const i = args.indexOf(`--${nombre}`);
  return i >= 0 ? (args[i + 1] ?? def) : def;
};
const DRIVER = opcion('driver', 'ambos');
const FILAS = Number(opcion('filas', '100000'));
const ADMIN_URL = process.env.TRABAJOS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRETO = 'bench-trabajos-0123456789-abcdefghijklmnopqrstuvwxyz';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (xs: number[], p: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.floor((p / 100) * o.length))] ?? NaN;
};

interface Servidor {
  base: string;
  hijo: ChildProcess;
  parar: () => Promise<void>;
}

async function arrancar(env: NodeJS.ProcessEnv): Promise<Servidor> {
  const port = await puertoLibre();
  const hijo = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: SECRETO, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (hijo.exitCode !== null) throw new Error(`el servidor terminó (${hijo.exitCode})`);
    if (i > 1200) throw new Error('el servidor no arrancó');
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(100);
  }
  return {
    base,
    hijo,
    parar: async () => {
      const fin = new Promise((r) => hijo.once('exit', r));
      hijo.kill('SIGTERM');
      await Promise.race([fin, sleep(15_000)]);
    },
  };
}

async function tokenDe(url: string | null, base: string, correo: string): Promise<string> {
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const r = await c.query<{ id: number }>('select id from usuarios where correo = $1', [correo]);
    await c.end();
    return (await signToken(SECRETO, r.rows[0]?.id ?? 0, 3600)).token;
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

/** Starts a job with `crear`, follows it to its end, measuring the server meanwhile. */
async function medir(nombre: string, s: Servidor, token: string, crear: () => Promise<Response>): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const pid = s.hijo.pid ?? 0;
  await sleep(500);
  const rss0 = rssMb(pid);
  let pico = rss0;
  const muestreo = setInterval(() => (pico = Math.max(pico, rssMb(pid))), 50);
  const r = await crear();
  if (r.status !== 202) throw new Error(`${nombre}: ${r.status} ${await r.text()}`);
  const { id } = (await r.json()) as { id: number };
  const me: number[] = [];
  let fin: Estado | null = null;
  let ultimaConsulta = 0;
  while (!fin) {
    const t = performance.now();
    await fetch(`${s.base}/api/me`, { headers: auth }).then((x) => x.arrayBuffer());
    me.push(performance.now() - t);
    if (performance.now() - ultimaConsulta > 500) {
      ultimaConsulta = performance.now();
      const e = (await (await fetch(`${s.base}/api/trabajos/${id}`, { headers: auth })).json()) as Estado;
      if (['terminado', 'fallido', 'cancelado'].includes(e.estado)) fin = e;
    }
    await sleep(50);
  }
  clearInterval(muestreo);
  const segundos = fin.iniciado_at && fin.terminado_at ? (Date.parse(fin.terminado_at) - Date.parse(fin.iniciado_at)) / 1000 : NaN;
  console.log(
    `  ${nombre}: ${fin.estado}${fin.error ? ` (${fin.error.slice(0, 80)})` : ''}, ${fin.hechos} filas en ${segundos.toFixed(1)} s = ${Math.round(fin.hechos / segundos)} filas/s; ` +
      `RSS ${rss0.toFixed(0)} -> pico ${pico.toFixed(0)} MB (+${(pico - rss0).toFixed(0)}); /api/me (${me.length}): p50 ${pct(me, 50).toFixed(1)} ms, p99 ${pct(me, 99).toFixed(1)} ms, máx ${Math.max(...me).toFixed(0)} ms`,
  );
}

function archivoCarga(): Buffer {
  const ruta = path.join(os.tmpdir(), `verifica-carga-${FILAS}.csv`);
  if (!existsSync(ruta)) {
    const lineas = ['Folio,Nombre,Apellido Paterno,Apellido Materno,Calle,Colonia,Ciudad,Edo,C.P.,Teléfono,Fecha de Captura,Fuerza de Venta'];
    for (let i = 0; i < FILAS; i++) lineas.push(`T${2_000_000 + i},María,López,Hernández,Av. Reforma 100,Juárez,Cuauhtémoc,Ciudad de México,06600,55${10_000_000 + i},2026-01-15,Directa`);
    writeFileSync(ruta, lineas.join('\n'));
  }
  return readFileSync(ruta);
}

function subir(s: Servidor, token: string, agenciaId: number | null, validar: boolean): Promise<Response> {
  const form = new FormData();
  form.set('tipo', 'importar_solicitudes');
  if (validar) form.set('validar', 'true');
  if (agenciaId) form.set('agencia_id', String(agenciaId));
  form.set('file', new Blob([archivoCarga()]), 'carga.csv');
  return fetch(`${s.base}/api/trabajos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

const exportar = (s: Servidor, token: string) => () =>
  fetch(`${s.base}/api/trabajos`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ tipo: 'exportar_solicitudes' }) });

async function postgres(): Promise<void> {
  console.log(`PostgreSQL (${BENCH_DATABASE_URL})`);
  const datos = mkdtempSync(path.join(os.tmpdir(), 'verifica-trabajos-'));
  const s = await arrancar({ ...process.env, DATABASE_URL: BENCH_DATABASE_URL, DATA_DIR: datos });
  try {
    const global = await tokenDe(BENCH_DATABASE_URL, s.base, 'superadmin@verifica.mx');
    await medir('exportación de todas las solicitudes', s, global, exportar(s, global));
  } finally {
    await s.parar();
  }
  const nombre = `verifica_trabajos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${nombre}`;
  const s2 = await arrancar({ ...process.env, DATABASE_URL: url.toString(), DATA_DIR: datos, SEED_DEMO: '1' });
  try {
    const token = await tokenDe(url.toString(), s2.base, 'admin@verifica.mx');
    await medir(`carga de ${FILAS} filas, solo Validar`, s2, token, () => subir(s2, token, null, true));
    await medir(`carga de ${FILAS} filas`, s2, token, () => subir(s2, token, null, false));
  } finally {
    await s2.parar();
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
    rmSync(datos, { recursive: true, force: true });
  }
}

async function pglite(): Promise<void> {
  console.log('PGlite (base embebida, datos de demostración)');
  const datos = mkdtempSync(path.join(os.tmpdir(), 'verifica-trabajos-pglite-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: datos };
  delete env.DATABASE_URL;
  const s = await arrancar(env);
  try {
    const token = await tokenDe(null, s.base, 'admin@verifica.mx');
    await medir(`carga de ${FILAS} filas, solo Validar`, s, token, () => subir(s, token, null, true));
    await medir(`carga de ${FILAS} filas`, s, token, () => subir(s, token, null, false));
    const global = await tokenDe(null, s.base, 'superadmin@verifica.mx');
    await medir('exportación de todas las solicitudes', s, global, exportar(s, global));
  } finally {
    await s.parar();
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
