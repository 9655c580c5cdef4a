// Browser bench: in Chromium, time from opening the request report to its first rows
// being visible, with the portal served on the 1M-row bench database.
//
//   node scripts/bench-navegador.mjs [--veces 5] [--frias 5] [--mapa 3] [--lighthouse 3]   (--frias 0: no request report)
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
// Mapa Folios (--mapa N opens, 0 skips; superadmin@, the screen's default filter: this month, all
// agencies, and the previous whole month by link): the grouped answer's size, ms from its arrival
// to the first pins drawn and to the view settled (fitted, its cells asked for and drawn), and the
// page's JS heap after a garbage collection.
// Then Lighthouse (scripts/lighthouse.mjs: mobile, simulated throttling, cold) of the login page
// and of the report, against the objectives (--lighthouse N runs each, median; 0 skips).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arrancarServidor, guardarSesion, login } from './bench-servidor.mjs';
import { OBJETIVOS, cargarLighthouse, medianaLighthouse } from './lighthouse.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/verifica_bench';
const i = process.argv.indexOf('--veces');
const VECES = i >= 0 ? Number(process.argv[i + 1]) : 5;
const f = process.argv.indexOf('--frias');
const FRIAS = f >= 0 ? Math.max(0, Number(process.argv[f + 1])) : 5;
const j = process.argv.indexOf('--lighthouse');
const LIGHTHOUSE = j >= 0 ? Number(process.argv[j + 1]) : 3;
const l = process.argv.indexOf('--latencia');
const LATENCIA = l >= 0 ? Math.max(0, Number(process.argv[l + 1])) : 0;
const c = process.argv.indexOf('--cpu');
const CPU = c >= 0 ? Math.max(1, Number(process.argv[c + 1])) : 4;
const OBJETIVO_LENTO_MS = 1500;
const m = process.argv.indexOf('--mapa');
const MAPA = m >= 0 ? Math.max(0, Number(process.argv[m + 1])) : 3;
const USUARIOS = ['superadmin@verifica.mx', 'admin@verifica.mx'];
const RUTA = '/admin/reportes/solicitudes';

for (const app of ['shell', 'mf-solicitudes']) {
  if (!existsSync(join(repoRoot, app, 'dist'))) {
    console.error(`Falta ${app}/dist: ejecuta pnpm build (o pnpm bench:bundle) antes.`);
    process.exit(1);
  }
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

/** One open of Mapa Folios at `ruta`: the first grouped answer, ms to the first pins and to the settled view, JS heap. */
async function abrirMapa(context, url, ruta) {
  const page = await paginaNueva(context);
  const cdp = await context.newCDPSession(page);
  const celdas = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/reportes/mapa_folios/celdas')) celdas.push(r);
  });
  const primera = page.waitForResponse((r) => r.url().includes('/api/reportes/mapa_folios/celdas'), { timeout: 60_000 });
  await page.goto(`${url}${ruta}`, { waitUntil: 'commit' });
  const r = await primera;
  const cuerpo = await r.json();
  const llegada = await page.evaluate(() => performance.now());
  const total = cuerpo.agencias.reduce((t, a) => t + a.cantidad, 0);
  const mapa = page.getByTestId('mapa-folios');
  await mapa.waitFor({ timeout: 60_000 });
  // First pins drawn: a completed render with pins in view.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="mapa-folios"]')?.getAttribute('data-pines') ?? 0) > 0, null, { timeout: 60_000, polling: 'raf' });
  const pines = (await page.evaluate(() => performance.now())) - llegada;
  // Settled: fitted to every folio of the filters (the view's move asks for its zoom's cells), those drawn.
  const zoomDe = (res) => Number(new URL(res.url()).searchParams.get('zoom'));
  await page.waitForFunction(() => document.querySelector('[data-testid="mapa-folios"]')?.hasAttribute('data-zoom'), null, { timeout: 60_000 });
  const zoomVista = async () => Math.round(Number(await mapa.getAttribute('data-zoom')));
  for (let t = Date.now(); Date.now() - t < 30_000; await page.waitForTimeout(20)) {
    const ultima = celdas.at(-1);
    if (ultima && zoomDe(ultima) === (await zoomVista()) && (await ultima.finished()) === null) break;
  }
  await page.waitForFunction((n) => document.querySelector('[data-testid="mapa-folios"]')?.getAttribute('data-pines') === String(n), total, { timeout: 60_000, polling: 'raf' });
  const quieta = (await page.evaluate(() => performance.now())) - llegada;
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const bytes = Number((await r.request().sizes()).responseBodySize);
  await page.close();
  const t = r.request().timing();
  return { total, grupos: cuerpo.celdas.id.length, bytes, api: t.responseEnd - t.requestStart, pines, quieta, heap: usedSize, peticiones: celdas.length };
}

const mediana = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const opcionesContexto = { locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 1366, height: 800 } };
const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const servidor = await arrancarServidor(repoRoot, BENCH_DATABASE_URL);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const filas = [];
const faros = [];
const mapas = [];
try {
  for (const correo of FRIAS > 0 ? USUARIOS : []) {
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
  if (MAPA > 0) {
    const s = await login(servidor.url, USUARIOS[0]);
    const hoy = new Date();
    const ini = new Date(Date.UTC(hoy.getFullYear(), hoy.getMonth() - 1, 1));
    const fin = new Date(Date.UTC(hoy.getFullYear(), hoy.getMonth(), 0));
    const dia = (d) => d.toISOString().slice(0, 10);
    for (const [nombre, ruta] of [
      ['mes actual (filtro por omisión)', '/admin/reportes/mapa_folios'],
      ['mes anterior completo', `/admin/reportes/mapa_folios?fecha_desde=${dia(ini)}&fecha_hasta=${dia(fin)}`],
    ]) {
      const veces = [];
      for (let k = 0; k < MAPA; k++) {
        const context = await browser.newContext(opcionesContexto);
        await context.addInitScript(guardarSesion, s);
        veces.push(await abrirMapa(context, servidor.url, ruta));
        await context.close();
      }
      mapas.push({ nombre, total: veces[0].total, grupos: veces[0].grupos, bytes: veces[0].bytes, api: mediana(veces.map((v) => v.api)), pines: mediana(veces.map((v) => v.pines)), quieta: mediana(veces.map((v) => v.quieta)), heap: mediana(veces.map((v) => v.heap)) });
      console.log(`  Mapa Folios, ${nombre}: ${veces.map((v) => `pines ${Math.round(v.pines)} ms, vista ${Math.round(v.quieta)} ms, heap ${(v.heap / 1e6).toFixed(1)} MB`).join(' | ')}`);
    }
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

if (filas.length) {
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
}

if (mapas.length) {
  console.log(`\nMapa Folios en Chromium (superadmin@, todas las agencias; mediana de ${MAPA} aperturas en un contexto nuevo). Desde la llegada de la primera respuesta agrupada: primeros pines dibujados, y vista ajustada a todos los folios con sus celdas dibujadas. Heap JS tras recolectar basura.\n`);
  console.log('| Filtro | folios | pines (celdas) de la 1.ª respuesta | bytes (comprimidos) | API | primeros pines | vista ajustada y dibujada | heap JS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const x of mapas) {
    console.log(`| ${x.nombre} | ${x.total.toLocaleString('en-US')} | ${x.grupos} | ${(x.bytes / 1024).toFixed(1)} KB | ${Math.round(x.api)} ms | ${Math.round(x.pines)} ms | ${Math.round(x.quieta)} ms | ${(x.heap / 1e6).toFixed(1)} MB |`);
  }
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
