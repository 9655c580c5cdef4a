/**
 * pnpm bench (root) / pnpm --filter server bench [-- options]: API vs raw SQL for every endpoint
 * registered under bench/endpoints/. See bench/README.md.
 *
 *   --endpoints detalle,folio   only endpoints whose name or file contains one of these words
 *   --rounds 3                  alternated API/raw/empty rounds per endpoint and connection count
 *   --seconds 1.5               length of each measured phase
 *   --conns 1,10                connection counts
 *   --workers 1                 WORKERS of the server under test
 *   --solicitudes 1000000       rows wanted in BENCH_DATABASE_URL (seeded only when fewer)
 *   --muestras 500              samples per endpoint (round robin)
 *   --json file                 also write the figures as JSON
 *   --profile dir               CPU profile of the server (node --cpu-prof) written into dir
 *   --compilado                 the production build (`node dist/main.js`, built first) instead of tsx
 *   --list                      list the endpoints and exit
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { signToken } from '../src/lib/jwt';
import { apiCall, httpCliente, mediana, medirApi, medirRaw, medirVacio, type Medida } from './harness/load';
import { arrancarServidor, BENCH_DATABASE_URL, BENCH_JWT_SECRET, prepararBase } from './harness/setup';
import type { BenchContext, BenchEndpoint, Muestra, RawStatement, Sesion } from './harness/types';

function opcion(nombre: string, def: string): string {
  const i = process.argv.indexOf(`--${nombre}`);
  if (i >= 0) return process.argv[i + 1] ?? def;
  const eq = process.argv.find((a) => a.startsWith(`--${nombre}=`));
  return eq ? eq.slice(nombre.length + 3) : def;
}
const bandera = (nombre: string) => process.argv.includes(`--${nombre}`);

async function cargarEndpoints(): Promise<BenchEndpoint[]> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'endpoints');
  const todos: BenchEndpoint[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts')).sort()) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: BenchEndpoint | BenchEndpoint[] };
    const eps = mod.default === undefined ? [] : Array.isArray(mod.default) ? mod.default : [mod.default];
    for (const e of eps) todos.push({ ...e, grupo: f.replace(/\.ts$/, '') });
  }
  return todos;
}

interface Fila {
  endpoint: string;
  conns: number;
  /** Server CPU per API request (µs), median of the rounds: steadier than latency on a busy machine. */
  cpuUs: number;
  api: Medida;
  raw: Medida;
  vacio: Medida;
  errores: number;
}

const f1 = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(2));
const f0 = (x: number) => Math.round(x).toLocaleString('en-US');

function tabla(filas: Fila[], rondas: number, segundos: number, workers: number, total: number): string {
  const cab = ['Endpoint', 'conns', 'API p50 ms', 'API p95 ms', 'API req/s', 'CPU µs/req', 'raw p50 ms', 'raw tps', 'API/raw', 'límite p50 ms', 'API/límite'];
  const cuerpo = filas.map((f) => {
    const limite = f.raw.p50 + f.vacio.p50;
    return [
      f.endpoint + (f.errores ? ` (${f.errores} errores)` : ''),
      String(f.conns),
      f1(f.api.p50),
      f1(f.api.p95),
      f0(f.api.rate),
      Number.isNaN(f.cpuUs) ? '—' : f0(f.cpuUs),
      f1(f.raw.p50),
      f0(f.raw.rate),
      `${(f.api.p50 / f.raw.p50).toFixed(1)}×`,
      f1(limite),
      `${(f.api.p50 / limite).toFixed(1)}×`,
    ];
  });
  const anchos = cab.map((c, i) => Math.max(c.length, ...cuerpo.map((r) => (r[i] ?? '').length)));
  const linea = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(anchos[i] ?? 0) : c.padStart(anchos[i] ?? 0))).join(' | ')} |`;
  return [
    '',
    `Verifica bench: ${total.toLocaleString('en-US')} solicitudes en PostgreSQL, WORKERS=${workers}.`,
    `Ruido: cada cifra es la mediana de ${rondas} rondas alternadas (API → raw → vacío, ${segundos} s cada fase, mismos datos).`,
    'raw = sentencias preparadas con nombre sobre pg (chequeo de sesión incluido); límite = raw p50 + ida y vuelta HTTP vacía (404 del router) medida en la misma ronda.',
    'CPU µs/req = CPU del proceso servidor (y sus workers) por petición de la API: la cifra más estable cuando la máquina está cargada.',
    '',
    linea(cab),
    `|${anchos.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cuerpo.map(linea),
    '',
  ].join('\n');
}

async function main() {
  const rondas = Number(opcion('rounds', '3'));
  const segundos = Number(opcion('seconds', '1.5'));
  const conexiones = opcion('conns', '1,10').split(',').map(Number).filter((n) => n > 0);
  const workers = Number(opcion('workers', '1'));
  const wanted = Number(opcion('solicitudes', '1000000'));
  const nMuestras = Number(opcion('muestras', '500'));
  const filtro = opcion('endpoints', '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const ms = segundos * 1000;

  const todos = await cargarEndpoints();
  const endpoints = filtro.length === 0 ? todos : todos.filter((e) => filtro.some((w) => e.name.toLowerCase().includes(w) || (e.grupo ?? '').includes(w)));
  if (bandera('list')) {
    for (const e of todos) console.log(`${(e.grupo ?? '').padEnd(14)} ${e.name}`);
    return;
  }
  if (endpoints.length === 0) throw new Error(`Ningún endpoint coincide con --endpoints ${filtro.join(',')}`);

  const total = await prepararBase(wanted, (m) => console.log(m));
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  const sesiones = new Map<string, Sesion>();
  const ctx: BenchContext = {
    muestras: nMuestras,
    query: async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await admin.query<T>(text, values)).rows,
    sesion: async (correo) => {
      const cached = sesiones.get(correo);
      if (cached) return cached;
      const [u] = (await admin.query<{ id: number; agencia_id: number | null }>('select id, agencia_id from usuarios where correo = $1 and eliminado_at is null', [correo])).rows;
      if (!u) throw new Error(`Usuario sembrado no encontrado: ${correo}`);
      const { token, claims } = await signToken(BENCH_JWT_SECRET, u.id, 8 * 3600);
      const s: Sesion = { token, usuarioId: u.id, jti: claims.jti, agenciaId: u.agencia_id };
      sesiones.set(correo, s);
      return s;
    },
  };

  const perfil = opcion('profile', '');
  const servidor = await arrancarServidor({ workers, compilado: bandera('compilado'), nodeArgs: perfil ? ['--cpu-prof', `--cpu-prof-dir=${perfil}`] : [] });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      void servidor.stop().finally(() => process.exit(130));
    });
  }
  const maxConns = Math.max(...conexiones);
  const clientes: pg.Client[] = [];
  const filas: Fila[] = [];
  try {
    for (let i = 0; i < maxConns; i++) {
      const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
      await c.connect();
      clientes.push(c);
    }
    for (const e of endpoints) {
      const muestras: Muestra[] = await e.muestras(ctx);
      if (muestras.length === 0) throw new Error(`${e.name}: sin muestras`);
      const stmts: RawStatement[] = Array.isArray(e.raw) ? e.raw : [e.raw];
      const primera = muestras[0] as Muestra;
      const http1 = httpCliente(servidor.url, 1);
      const c = apiCall(e.api, primera);
      const resp = await http1.request(c.method, c.path, c.headers, c.body);
      http1.close();
      if (resp.status < 200 || resp.status >= 300) throw new Error(`${e.name}: la API respondió ${resp.status} ${resp.body.slice(0, 200)}`);
      const rawRows: Record<string, unknown>[][] = [];
      for (const s of stmts)
        rawRows.push((await clientes[0]?.query({ name: s.name, text: s.text, values: s.values(primera), ...(s.rowMode ? { rowMode: s.rowMode } : {}) }))?.rows ?? []);
      const problema = e.comprobar?.(JSON.parse(resp.body) as unknown, rawRows);
      if (problema) throw new Error(`${e.name}: API y raw no devuelven lo mismo: ${problema}`);

      for (const conns of conexiones) {
        const cliente = httpCliente(servidor.url, conns);
        // Warm-up (not counted): JIT, plan caches, sockets.
        await medirApi(cliente, conns, Math.min(ms, 700), e.api, muestras);
        await medirRaw(clientes, conns, Math.min(ms, 700), stmts, muestras);
        const api: Medida[] = [];
        const raw: Medida[] = [];
        const vacio: Medida[] = [];
        const cpu: number[] = [];
        for (let r = 0; r < rondas; r++) {
          const c0 = servidor.cpuMs();
          const a = await medirApi(cliente, conns, ms, e.api, muestras);
          cpu.push(((servidor.cpuMs() - c0) * 1000) / Math.max(1, a.n));
          api.push(a);
          raw.push(await medirRaw(clientes, conns, ms, stmts, muestras));
          vacio.push(await medirVacio(cliente, conns, Math.max(300, ms / 3)));
        }
        cliente.close();
        const med = (xs: Medida[]): Medida => ({
          p50: mediana(xs.map((x) => x.p50)),
          p95: mediana(xs.map((x) => x.p95)),
          rate: mediana(xs.map((x) => x.rate)),
          n: xs.reduce((a, x) => a + x.n, 0),
          errores: xs.reduce((a, x) => a + x.errores, 0),
        });
        const fila: Fila = { endpoint: e.name, conns, cpuUs: mediana(cpu), api: med(api), raw: med(raw), vacio: med(vacio), errores: api.reduce((a, x) => a + x.errores, 0) };
        filas.push(fila);
        console.log(
          `  ${e.name} ×${conns}: API p50 ${f1(fila.api.p50)} ms ${f0(fila.api.rate)} req/s ${f0(fila.cpuUs)} µs CPU/req | raw p50 ${f1(fila.raw.p50)} ms ${f0(fila.raw.rate)} tps | vacío p50 ${f1(fila.vacio.p50)} ms`,
        );
      }
    }
  } finally {
    for (const c of clientes) await c.end();
    await admin.end();
    await servidor.stop();
  }
  console.log(tabla(filas, rondas, segundos, workers, total));
  const json = opcion('json', '');
  if (json) writeFileSync(json, JSON.stringify({ total, workers, rondas, segundos, filas }, null, 2));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
