// Browser bench (issue 9): in Chromium, time from opening the request report to its first rows
// being visible, with the portal served on the 1M-row bench database.
//
//   node scripts/bench-navegador.mjs [--veces 5] [--frias 5]
//
// Needs the built apps (`pnpm build`, or `pnpm bench:bundle` which builds them) and the bench
// database seeded by the server bench (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/verifica_bench). Chromium: /usr/bin/chromium or CHROMIUM_PATH.
// Per user: --frias cold opens (each a new browser context: no cache, remotes downloaded; the
// median is shown) and --veces warm opens (reload: bundles cached); each figure is navigation start → a row with the first folio of the
// API's answer visible, beside the time the list request itself took.
// --cpu N (default 4) repeats the cold opens with Chromium's CPU slowed N times (DevTools' CPU
// throttling), the slower computer the first rows must also reach in 1.5 s; --cpu 1 skips them.
// --latencia N adds N ms to every request (Chromium's network emulation): on localhost the chain
// of requests costs next to nothing, and a real network's round trips are what it multiplies.
// Then Lighthouse (scripts/lighthouse.mjs: mobile, simulated throttling, cold) of the login page
// and of the report, against the objectives of issue 20 (--lighthouse N runs each, median; 0 skips).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OBJETIVOS, cargarLighthouse, medianaLighthouse } from './lighthouse.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/verifica_bench';
const PASSWORD = 'Verifica.2026';
const i = process.argv.indexOf('--veces');
const VECES = i >= 0 ? Number(process.argv[i + 1]) : 5;
const f = process.argv.indexOf('--frias');
const FRIAS = f >= 0 ? Math.max(1, Number(process.argv[f + 1])) : 5;
const j = process.argv.indexOf('--lighthouse');
const LIGHTHOUSE = j >= 0 ? Number(process.argv[j + 1]) : 3;
const l = process.argv.indexOf('--latencia');
const LATENCIA = l >= 0 ? Math.max(0, Number(process.argv[l + 1])) : 0;
const c = process.argv.indexOf('--cpu');
const CPU = c >= 0 ? Math.max(1, Number(process.argv[c + 1])) : 4;
const OBJETIVO_LENTO_MS = 1500;
const USUARIOS = ['superadmin@verifica.mx', 'admin@verifica.mx'];
const RUTA = '/admin/reportes/solicitudes';

for (const app of ['shell', 'mf-solicitudes']) {
  if (!existsSync(join(repoRoot, app, 'dist'))) {
    console.error(`Falta ${app}/dist: ejecuta pnpm build (o pnpm bench:bundle) antes.`);
    process.exit(1);
  }
}

const puertoLibre = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function arrancarServidor() {
  const port = await puertoLibre();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    env: {
      ...process.env,
      DATABASE_URL: BENCH_DATABASE_URL,
      DATA_DIR: process.env.BENCH_DATA_DIR || '/tmp/verifica-bench-data',
      JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const limite = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}).`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) {
      child.kill('SIGKILL');
      throw new Error('El servidor no respondió /api/health en 120 s.');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

async function login(url, correo) {
  const r = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ correo, password: PASSWORD }) });
  if (!r.ok) throw new Error(`POST /api/login ${correo}: HTTP ${r.status}`);
  return r.json();
}

/** One open of the report: ms until the first folio's row is visible, and the list request's ms. */
async function abrir(page, url, recargar) {
  const respuesta = page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/solicitudes\?/.test(r.url()), { timeout: 60_000 });
  const t0 = Date.now();
  if (recargar) await page.reload({ waitUntil: 'commit' });
  else await page.goto(`${url}${RUTA}`, { waitUntil: 'commit' });
  const r = await respuesta;
  const cuerpo = await r.json();
  const folio = cuerpo.data?.[0]?.folio_solicitud;
  if (!folio) throw new Error(`El reporte no devolvió filas (${JSON.stringify(cuerpo).slice(0, 200)})`);
  await page.getByRole('row').filter({ hasText: folio }).first().waitFor({ state: 'visible', timeout: 60_000 });
  const filas = Date.now() - t0;
  const t = r.request().timing();
  // The report counts with conteo=acotado: past 10,000 rows the total is a lower bound.
  const total = `${cuerpo.totalItemsExacto === false ? 'más de ' : ''}${cuerpo.totalItems.toLocaleString('en-US')}`;
  return { filas, api: t.responseEnd > 0 ? t.responseEnd - t.requestStart : NaN, total };
}

/** A new page of `context`, with --latencia's delay on each request and its CPU slowed `cpu` times. */
async function paginaNueva(context, cpu = 1) {
  const page = await context.newPage();
  if (LATENCIA > 0 || cpu > 1) {
    const cdp = await context.newCDPSession(page);
    if (LATENCIA > 0) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCIA, downloadThroughput: -1, uploadThroughput: -1 });
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return page;
}

/** `veces` first opens, each in a new context (nothing cached), with the CPU slowed `cpu` times. */
async function aperturasFrias(s, veces, cpu) {
  const out = [];
  for (let k = 0; k < veces; k++) {
    const otro = await browser.newContext(opcionesContexto);
    await otro.addInitScript(guardarSesion, s);
    out.push(await abrir(await paginaNueva(otro, cpu), servidor.url, false));
    await otro.close();
  }
  return out;
}

const mediana = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const opcionesContexto = { locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 1366, height: 800 } };
/** Runs in the page before the app: the session the app reads from local storage. */
const guardarSesion = (sesion) => {
  localStorage.setItem('token', sesion.token);
  localStorage.setItem('nombre', sesion.nombre);
  localStorage.setItem('correo', sesion.correo);
  localStorage.setItem('agencia', sesion.agencia);
  localStorage.setItem('permisos', JSON.stringify(sesion.permisos));
};

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const servidor = await arrancarServidor();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const filas = [];
const faros = [];
try {
  for (const correo of USUARIOS) {
    const s = await login(servidor.url, correo);
    const context = await browser.newContext(opcionesContexto);
    await context.addInitScript(guardarSesion, s);
    const page = await paginaNueva(context);
    const frias = [await abrir(page, servidor.url, false)];
    const tibias = [];
    for (let k = 0; k < VECES; k++) tibias.push(await abrir(page, servidor.url, true));
    await context.close();
    // More first opens, each in a new context: one alone is too noisy to compare.
    frias.push(...(await aperturasFrias(s, FRIAS - 1, 1)));
    const lentas = CPU > 1 ? await aperturasFrias(s, FRIAS, CPU) : [];
    const fria = { filas: mediana(frias.map((x) => x.filas)), api: mediana(frias.map((x) => x.api)), total: frias[0].total };
    const lenta = lentas.length ? { filas: mediana(lentas.map((x) => x.filas)), api: mediana(lentas.map((x) => x.api)) } : null;
    filas.push({ correo, total: fria.total, fria, lenta, filasTibia: mediana(tibias.map((x) => x.filas)), apiTibia: mediana(tibias.map((x) => x.api)) });
    console.log(`  ${correo}: primera apertura (mediana de ${FRIAS}) ${fria.filas} ms [${frias.map((x) => x.filas).join(', ')}], recargas (mediana de ${VECES}) ${mediana(tibias.map((x) => x.filas))} ms`);
    if (lenta) console.log(`  ${correo}: primera apertura con la CPU ${CPU}× más lenta ${lenta.filas} ms [${lentas.map((x) => x.filas).join(', ')}]`);
  }
  if (LIGHTHOUSE > 0) {
    const lh = await cargarLighthouse(repoRoot);
    const sesion = await login(servidor.url, USUARIOS[0]);
    faros.push({ pagina: 'login (/)', objetivo: OBJETIVOS.login, ...(await medianaLighthouse(lh, `${servidor.url}/`, null, LIGHTHOUSE)) });
    faros.push({ pagina: `${RUTA} (${USUARIOS[0]})`, objetivo: OBJETIVOS.reporte, ...(await medianaLighthouse(lh, `${servidor.url}${RUTA}`, sesion, LIGHTHOUSE)) });
  }
} finally {
  await browser.close();
  await servidor.stop();
}

console.log(`\nReporte de Solicitudes en Chromium (${RUTA}), base de ${BENCH_DATABASE_URL}${LATENCIA ? `, ${LATENCIA} ms por petición` : ''}.`);
console.log('Primera apertura = mediana de las aperturas en un contexto nuevo (sin caché); recarga = mediana de las recargas. "API" = la petición de la lista medida por el navegador.\n');
const lentaCab = CPU > 1 ? ` primeras filas, primera apertura, CPU ${CPU}× (objetivo ≤ ${OBJETIVO_LENTO_MS} ms) | API |` : '';
console.log(`| Usuario | solicitudes visibles | primeras filas, primera apertura | API |${lentaCab} primeras filas, recarga | API |`);
console.log(`|---|---:|---:|---:|${CPU > 1 ? '---:|---:|' : ''}---:|---:|`);
for (const f of filas) {
  const n = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–');
  const lenta = f.lenta ? ` ${n(f.lenta.filas)}${f.lenta.filas <= OBJETIVO_LENTO_MS ? '' : ' (NO cumple)'} | ${n(f.lenta.api)} |` : '';
  console.log(`| ${f.correo} | ${f.total} | ${n(f.fria.filas)} | ${n(f.fria.api)} |${lenta} ${n(f.filasTibia)} | ${n(f.apiTibia)} |`);
}

if (faros.length) {
  console.log(`\nLighthouse, rendimiento (móvil, limitación simulada, en frío; mediana de ${LIGHTHOUSE} corridas):\n`);
  console.log('| Página | puntuación | objetivo | FCP | LCP | TBT | CLS | Speed Index |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  const s = (x) => `${(x / 1000).toFixed(2)} s`;
  for (const f of faros) {
    const cumple = f.score >= f.objetivo.score && (f.objetivo.lcpMs === undefined || f.lcp <= f.objetivo.lcpMs);
    const objetivo = `≥ ${f.objetivo.score.toFixed(2)}${f.objetivo.lcpMs ? `, LCP ≤ ${s(f.objetivo.lcpMs)}` : ''}: ${cumple ? 'cumple' : 'NO cumple'}`;
    console.log(`| ${f.pagina} | ${f.score.toFixed(2)} | ${objetivo} | ${s(f.fcp)} | ${s(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${s(f.si)} |`);
  }
}
