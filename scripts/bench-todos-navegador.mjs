// Browser bench of "Todos": in Chromium, Reporte de Solicitudes filtered to one agency's month,
// then "Todos" picked in the page-size selector, as a user does.
//
//   node scripts/bench-todos-navegador.mjs [--veces 3] [--database postgres://.../verifica_bench]
//     [--correo admin@verifica.mx] [--desde 2026-01-01 --hasta 2026-01-31] [--perfil dir]
//
// Needs the built apps (`pnpm build`) and a seeded database: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/verifica_bench, the server bench's), or --database (e.g. the one
// `server/bench/todos-tiempo.ts` seeds: 80,000 rows of admin@'s agency in 2026-01). Without
// --desde/--hasta, the month is the one of that user's agency with most requests.
// Per run (a new browser context each): from the pick to the first rows of the answer on screen
// ("Cargando… N filas" with N > 0), to every row (the footer's "1-N de N"), the rows in the DOM
// then, the JS heap (CDP Runtime.getHeapUsage) at the end, and the longest main-thread task
// meanwhile (PerformanceObserver 'longtask'), and when the answer's headers and its last byte
// arrived (the server's share: what the page waits for). Medians of --veces runs. `--perfil dir`
// writes each run's main-thread CPU profile from the pick to every row (CDP Profiler; open it in
// DevTools' Performance panel or read its self times).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arrancarServidor, guardarSesion, login } from './bench-servidor.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const opcion = (nombre, def) => {
  const i = process.argv.indexOf(`--${nombre}`);
  return i >= 0 ? (process.argv[i + 1] ?? def) : def;
};
const DATABASE_URL = opcion('database', process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/verifica_bench');
const VECES = Math.max(1, Number(opcion('veces', '3')));
const CORREO = opcion('correo', 'admin@verifica.mx');
const RUTA = '/admin/reportes/solicitudes';
const PERFIL = opcion('perfil', '');

for (const app of ['shell', 'mf-solicitudes']) {
  if (!existsSync(join(repoRoot, app, 'dist'))) {
    console.error(`Falta ${app}/dist: ejecuta pnpm build antes.`);
    process.exit(1);
  }
}

/** The month of the user's agency with most requests (or --desde/--hasta). */
async function mesMasLleno() {
  const desde = opcion('desde', '');
  const hasta = opcion('hasta', '');
  if (desde && hasta) return { desde, hasta };
  const { default: pg } = await import(createRequire(join(repoRoot, 'server', 'package.json')).resolve('pg'));
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  try {
    const r = await c.query(
      `select to_char(date_trunc('month', fecha_captura), 'YYYY-MM-DD') as desde,
              to_char(date_trunc('month', fecha_captura) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as hasta, count(*)::int as n
         from solicitudes where agencia_id = (select agencia_id from usuarios where correo = $1)
        group by 1, 2 order by n desc limit 1`,
      [CORREO],
    );
    return r.rows[0];
  } finally {
    await c.end();
  }
}

/** Runs in the page from its start: the longest main-thread task seen. */
const observarTareas = () => {
  window.__tareaMasLarga = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__tareaMasLarga = Math.max(window.__tareaMasLarga, e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function una(browser, url, sesion, mes, k) {
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 1366, height: 800 } });
  await context.addInitScript(guardarSesion, sesion);
  await context.addInitScript(observarTareas);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${url}${RUTA}?fecha_desde=${mes.desde}&fecha_hasta=${mes.hasta}`);
  const tabla = page.getByRole('table', { name: 'Reporte de Solicitudes', exact: true });
  await tabla.locator('tbody tr[data-index]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null, null, { timeout: 60_000 });
  await page.evaluate(() => (window.__tareaMasLarga = 0));
  // Timed in the page: from the pick to the first rows, and to the final total.
  const medida = page.evaluate(
    () =>
      new Promise((resolve) => {
        const t0 = performance.now();
        let primeras = null;
        const mirar = () => {
          const pie = [...document.querySelectorAll('span[aria-live="polite"]')].map((s) => s.textContent ?? '').find((t) => /^Cargando… |^1-[\d.,]+ de /.test(t));
          const cargando = pie && /^Cargando… ([\d.,]+)/.exec(pie);
          if (primeras === null && ((cargando && Number(cargando[1].replace(/\D/g, '')) > 0) || document.querySelector('table[aria-rowcount]'))) primeras = performance.now() - t0;
          const fin = pie && /^1-([\d.,]+) de ([\d.,]+)$/.exec(pie);
          if (primeras !== null && fin && fin[1] === fin[2] && document.querySelector('table[aria-busy="true"]') === null && document.querySelector('table[aria-rowcount]')) {
            resolve({ primeras, todas: performance.now() - t0, total: Number(fin[2].replace(/\D/g, '')), dom: document.querySelectorAll('tbody tr[data-index]').length });
          } else requestAnimationFrame(mirar);
        };
        requestAnimationFrame(mirar);
      }),
  );
  // The answer's headers and last byte, from the pick (Node's clock: a few ms apart from the page's).
  const red = {};
  const t0 = Date.now();
  page.on('response', (resp) => {
    if (!resp.url().includes('rowsPerPage=-1')) return;
    red.cabeceras = Date.now() - t0;
    resp.finished().then(() => (red.cuerpo = Date.now() - t0), () => undefined);
  });
  if (PERFIL) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.getByRole('combobox', { name: /por página/ }).selectOption({ label: 'Todos' });
  const r = await medida;
  if (PERFIL) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(PERFIL, { recursive: true });
    writeFileSync(join(PERFIL, `todos-${k + 1}.cpuprofile`), JSON.stringify(profile));
  }
  Object.assign(r, red);
  const heap = await cdp.send('Runtime.getHeapUsage');
  r.heapMb = heap.usedSize / 1024 / 1024;
  r.tarea = await page.evaluate(() => window.__tareaMasLarga);
  await context.close();
  return r;
}

const mediana = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const mes = await mesMasLleno();
const servidor = await arrancarServidor(repoRoot, DATABASE_URL);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs = [];
try {
  const sesion = await login(servidor.url, CORREO);
  for (let k = 0; k < VECES; k++) {
    const r = await una(browser, servidor.url, sesion, mes, k);
    runs.push(r);
    console.log(`  ${k + 1}: primeras filas ${Math.round(r.primeras)} ms, todas ${Math.round(r.todas)} ms, ${r.total} filas, ${r.dom} en el DOM, heap ${r.heapMb.toFixed(0)} MB, tarea más larga ${Math.round(r.tarea)} ms; respuesta: cabeceras ${Math.round(r.cabeceras)} ms, último byte ${Math.round(r.cuerpo)} ms`);
  }
} finally {
  await browser.close();
  await servidor.stop();
}
const m = (k) => mediana(runs.map((r) => r[k]));
console.log(`\n"Todos" en Reporte de Solicitudes (${CORREO}, ${mes.desde} a ${mes.hasta}, ${DATABASE_URL}), mediana de ${VECES}:`);
console.log('| filas | cabeceras de la respuesta | primeras filas en pantalla | último byte | todas las filas | filas en el DOM | heap JS al final | tarea más larga |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(`| ${m('total').toLocaleString('en-US')} | ${Math.round(m('cabeceras'))} ms | ${Math.round(m('primeras'))} ms | ${Math.round(m('cuerpo'))} ms | ${Math.round(m('todas'))} ms | ${m('dom')} | ${m('heapMb').toFixed(0)} MB | ${Math.round(m('tarea'))} ms |`);
