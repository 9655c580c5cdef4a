// Cold start and idle memory of the server process (server/README.md "Build and memory").
//   node bench/memoria.mjs [--tsx] [--runs 3] [--idle 15]
// Without DATABASE_URL: embedded PGlite on a temporary DATA_DIR (or MEMORIA_DATA_DIR, kept),
// seeded by a first start, measured apart (its time to /api/health and its RSS after `--idle` s). With DATABASE_URL: that database, which must be empty or already seeded (the
// first start seeds it with SEED_DEMO=1). Each run: start -> first 200 of /api/health (cold
// start), a light walk (portal files, login, the lists and reports a user opens first, one PDF),
// `--idle` seconds without requests, then the process's RSS (VmRSS of /proc/<pid>/status).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV } from '../../scripts/lib.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opcion = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const tsx = args.includes('--tsx');
const runs = opcion('runs', 3);
const idleSeconds = opcion('idle', 15);
const port = opcion('port', 8197);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL || '';
const command = tsx ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'];

const tempDir = process.env.MEMORIA_DATA_DIR || mkdtempSync(join(tmpdir(), 'verifica-memoria-'));
// As `npm start` runs it (scripts/start.mjs).
const env = {
  ...SERVER_ENV,
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: tempDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'memoria-verifica-jwt-secret-0123456789abcdef',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function arrancar() {
  const started = performance.now();
  const child = spawn(process.execPath, command, { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('el servidor terminó antes de responder /api/health');
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return { child, coldMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function detener(child) {
  const done = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await done;
}

async function get(path, token) {
  const r = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
}

/** What a person's first minutes in the portal ask of the server. */
async function recorrido() {
  await get('/');
  const remotes = await (await fetch(`${base}/remotes.json`)).json();
  for (const remote of Object.values(remotes)) await get(new URL(remote.entry, base).pathname);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ correo: 'superadmin@verifica.mx', password: 'Verifica.2026' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { token } = await login.json();
  await get('/api/me', token);
  await get('/api/solicitudes?page=1&rowsPerPage=25', token);
  await get('/api/solicitudes?page=2&rowsPerPage=25&search=mar', token);
  await get('/api/solicitudes_operadores?page=1&rowsPerPage=25', token);
  await get('/api/usuarios?page=1&rowsPerPage=25', token);
  await get('/api/agencias?page=1&rowsPerPage=25', token);
  await get('/api/agencias/list', token);
  await get('/api/reportes/graficas_folios', token);
  await get('/api/reportes/mapa_folios', token);
  await get('/api/solicitudes_pdf/1', token);
  await get('/api/docs/json');
}

try {
  process.stdout.write('Primer arranque (siembra si la base está vacía) ...\n');
  const primero = await arrancar();
    try {
    await sleep(idleSeconds * 1000);
    const primerArranque = { coldMs: Math.round(primero.coldMs), idle: rssMb(primero.child.pid) };
    console.log(`Primer arranque: ${(primerArranque.coldMs / 1000).toFixed(1)} s hasta /api/health, RSS en reposo ${primerArranque.idle} MB`);
  } finally {
    await detener(primero.child);
  }
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const { child, coldMs } = await arrancar();
    try {
      const afterStart = rssMb(child.pid);
      await recorrido();
      const afterWalk = rssMb(child.pid);
      await sleep(idleSeconds * 1000);
      rows.push({ coldMs: Math.round(coldMs), afterStart, afterWalk, idle: rssMb(child.pid) });
    } finally {
      await detener(child);
    }
  }
  const median = (k) => rows.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  const modo = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.table(rows);
  console.log(
    `${tsx ? 'tsx' : 'compilado'} / ${modo}: arranque ${(median('coldMs') / 1000).toFixed(2)} s, ` +
      `RSS tras arrancar ${median('afterStart')} MB, tras el recorrido ${median('afterWalk')} MB, ` +
      `en reposo ${median('idle')} MB (mediana de ${rows.length})`,
  );
} finally {
  if (!process.env.MEMORIA_DATA_DIR) rmSync(tempDir, { recursive: true, force: true });
}
