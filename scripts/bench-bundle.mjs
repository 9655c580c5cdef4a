// `pnpm bench:bundle`: the JS bytes (raw and gzip) a browser downloads for the login page and
// for each remote's first screen (a cold load of its URL), with Module Federation and for the
// same shell built WITHOUT federation (VERIFICA_NO_MF=1: every screen imported directly).
// Also checks that ol and apexcharts never reach the shell's first load, and that zod (the
// contracts' schemas) is not on the login page; the table says which first screens load zod.
//
//   node scripts/bench-bundle.mjs [--build] [--detalle]
//     --build: rebuild even when dist/ exists; --detalle: also list each page's files (gzip, largest first)
//
// Measured in real Chromium (/usr/bin/chromium or CHROMIUM_PATH) against a small local server
// that serves the builds the way server/src/modules/frontend does and answers POST /api/login.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = join(fileURLToPath(import.meta.url), '..', '..');
const forceBuild = process.argv.includes('--build');
const detail = process.argv.includes('--detalle');

// The one list of remotes (packages/contracts/src/remotes.json): federation name -> folder.
const REMOTES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(repoRoot, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'))).map(([name, { dir }]) => [name, dir]),
);
// The first screen of each remote (its first entry in SCREEN_ROUTES / the menu).
const FIRST_SCREENS = [
  { remote: 'mf_solicitudes', path: '/admin/reportes/solicitudes', title: 'Reporte de Solicitudes' },
  { remote: 'mf_callcenter', path: '/admin/reportes/callcenter', title: 'Reporte del Call Center' },
  { remote: 'mf_reportes', path: '/admin/reportes/grafica_folios', title: 'Grafica Folios' },
  { remote: 'mf_admin', path: '/admin/agencias', title: 'Agencias' },
];
const NO_MF_DIST = join(repoRoot, 'shell', 'node_modules', '.cache', 'verifica', 'dist-nomf');

/** Code that only ol / apexcharts carry (CSS class names they create at run time). */
const HEAVY_MARKERS = {
  ol: ['ol-viewport', 'ol-overlaycontainer'],
  apexcharts: ['apexcharts-canvas', 'apexcharts-svg'],
};
/** zod's core (its error class name): shown per page; the login page must not load it. */
const ZOD_MARKER = '$ZodError';

const log = (m) => process.stderr.write(`[bench] ${m}\n`);

function pnpmBuild(app, env = {}) {
  log(`build ${app}${env.VERIFICA_NO_MF ? ' (sin federación)' : ''} ...`);
  const r = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`falló el build de ${app}`);
}

function ensureBuilds() {
  for (const app of ['shell', ...Object.values(REMOTES)]) {
    if (forceBuild || !existsSync(join(repoRoot, app, 'dist', 'index.html'))) pnpmBuild(app);
  }
  if (forceBuild || !existsSync(join(NO_MF_DIST, 'index.html'))) pnpmBuild('shell', { VERIFICA_NO_MF: '1' });
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };

function fileUnder(root, urlPath) {
  const full = normalize(join(root, decodeURIComponent(urlPath)));
  if (!full.startsWith(root + sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

/** Serves `shellDist` at '/', the remotes at /mf/<dir>/, /remotes.json and a fake login. */
function startServer(shellDist) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'POST' && path === '/api/login') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ token: 'bench', nombre: 'Bench', correo: 'bench@verifica.mx', agencia: '', permisos: ['is_super_admin'] }));
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/password/email')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Ruta no encontrada"}');
      return;
    }
    if (path === '/remotes.json') {
      // As the server answers: the entry plus the build's integrity.json (the shell enforces it).
      const body = Object.fromEntries(
        Object.entries(REMOTES).map(([n, d]) => {
          const integrity = join(repoRoot, d, 'dist', 'integrity.json');
          const entry = `/mf/${d}/mf-manifest.json`;
          return [n, existsSync(integrity) ? { entry, integrity: JSON.parse(readFileSync(integrity, 'utf8')) } : { entry }];
        }),
      );
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    const mf = path.match(/^\/mf\/([^/]+)(\/.*)$/);
    const file = mf
      ? Object.values(REMOTES).includes(mf[1])
        ? fileUnder(join(repoRoot, mf[1], 'dist'), mf[2])
        : null
      : (fileUnder(shellDist, path) ?? (extname(path) ? null : join(shellDist, 'index.html')));
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function loadChromium() {
  const req = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const { chromium } = req('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Opens `path` in a fresh context (no cache) and returns the JS it downloaded. */
async function measure(browser, base, path, { session = false, waitFor } = {}) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(() => {
      localStorage.setItem('token', 'bench');
      localStorage.setItem('nombre', 'Bench');
      localStorage.setItem('correo', 'bench@verifica.mx');
      localStorage.setItem('agencia', '');
      localStorage.setItem('permisos', JSON.stringify(['is_super_admin']));
    });
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    const url = res.url();
    if (new URL(url).pathname.endsWith('.js')) scripts.push(res.body().then((b) => ({ url, body: b })).catch(() => null));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: waitFor, exact: true }).waitFor({ timeout: 20_000 });
  // The shell shows a remote screen's title over «Cargando…» (section[aria-busy]) while the screen
  // loads: wait for the screen itself, or a slow evaluation (no request for 500 ms) ends the
  // measurement early and the page's later chunks go uncounted.
  await page.locator('section[aria-busy="true"]').waitFor({ state: 'detached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  let raw = 0;
  let gzip = 0;
  const heavy = new Set();
  let zod = false;
  const list = [];
  for (const { url, body } of files) {
    const gz = gzipSync(body).length;
    raw += body.length;
    gzip += gz;
    list.push({ file: new URL(url).pathname, gzip: gz });
    const text = body.toString('utf8');
    for (const [lib, markers] of Object.entries(HEAVY_MARKERS)) if (markers.some((m) => text.includes(m))) heavy.add(lib);
    zod ||= text.includes(ZOD_MARKER);
  }
  return { files: files.length, raw, gzip, heavy: [...heavy], zod, list: list.sort((a, b) => b.gzip - a.gzip) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  ensureBuilds();
  const browser = await loadChromium();
  const rows = [];
  const failures = [];
  try {
    for (const [variant, dist] of [
      ['mf', join(repoRoot, 'shell', 'dist')],
      ['nomf', NO_MF_DIST],
    ]) {
      const server = await startServer(dist);
      const base = `http://127.0.0.1:${server.address().port}`;
      try {
        const login = await measure(browser, base, '/', { waitFor: 'Verifica' });
        rows.push({ page: 'login (/)', variant, ...login });
        for (const s of FIRST_SCREENS) {
          const r = await measure(browser, base, s.path, { session: true, waitFor: s.title });
          rows.push({ page: `${s.remote} ${s.path}`, variant, ...r });
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }

  // The shell's first load (login page) must never carry ol or apexcharts, federated or not.
  for (const r of rows.filter((x) => x.page === 'login (/)')) {
    if (r.heavy.length) failures.push(`login (${r.variant}) descarga ${r.heavy.join(', ')}`);
    if (r.zod) failures.push(`login (${r.variant}) descarga zod`);
  }
  // Nor may any file of shell/dist (federated shell: those libraries live only in remotes).
  for (const file of spawnSync('ls', [join(repoRoot, 'shell', 'dist')], { encoding: 'utf8' }).stdout.split('\n').filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(repoRoot, 'shell', 'dist', file), 'utf8');
    for (const [lib, markers] of Object.entries(HEAVY_MARKERS)) {
      if (markers.some((m) => text.includes(m))) failures.push(`shell/dist/${file} contiene ${lib}`);
    }
  }

  const pages = [...new Set(rows.map((r) => r.page))];
  const get = (p, v) => rows.find((r) => r.page === p && r.variant === v);
  const table = [['Página (carga en frío)', 'MF archivos', 'MF crudo', 'MF gzip', 'Sin MF archivos', 'Sin MF crudo', 'Sin MF gzip', 'MF/sin MF (gzip)', 'zod (MF)', 'ol/apexcharts (MF)']];
  for (const p of pages) {
    const a = get(p, 'mf');
    const b = get(p, 'nomf');
    table.push([p, String(a.files), kb(a.raw), kb(a.gzip), String(b.files), kb(b.raw), kb(b.gzip), `${(a.gzip / b.gzip).toFixed(2)}×`, a.zod ? 'sí' : 'no', a.heavy.join(', ') || '-']);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(table[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of table.slice(1)) console.log(line(r));
  if (detail) {
    for (const r of rows) {
      console.log(`\n${r.page} (${r.variant}):`);
      for (const f of r.list) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    }
  }
  console.log('\nJS descargado por el navegador (respuestas .js), gzip = zlib nivel 6 de cada archivo.');
  if (failures.length) {
    console.log(`\nFALLA: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('OK: ol y apexcharts no están en la primera carga del shell ni en shell/dist; zod no está en la del login.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
