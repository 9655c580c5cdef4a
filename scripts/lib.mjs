// Helpers shared by `npm start` and `npm test`: they must work on a fresh machine that has
// only Node >= 20.19 and npm.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_MAJOR = 12;
const toolsDir = join(repoRoot, '.tools');

export function log(message) {
  process.stdout.write(`\x1b[36m[verifica]\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m[verifica]\x1b[0m ${message}\n`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Se necesita Node >= 20.19 (tienes ${process.versions.node}).`);
  }
}

function pnpmVersion(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns the pnpm executable to use, installing pnpm 12 under .tools/ when missing. */
export function ensurePnpm() {
  const global = pnpmVersion('pnpm');
  if (global && Number(global.split('.')[0]) >= PNPM_MAJOR) return 'pnpm';
  const local = join(toolsDir, 'node_modules', '.bin', 'pnpm');
  if (existsSync(local) && pnpmVersion(local)) return local;
  log(`Instalando pnpm ${PNPM_MAJOR} en .tools/ ...`);
  mkdirSync(toolsDir, { recursive: true });
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolsDir, `pnpm@${PNPM_MAJOR}`]);
  return local;
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) fail(`Falló: ${cmd} ${args.join(' ')}`);
  return result;
}

/** Runs a command and resolves with its exit code (never throws). */
export function runAsync(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: process.env, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

export function installDependencies(pnpm) {
  log('Instalando dependencias (pnpm install) ...');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/**
 * Environment `npm start` gives the server unless already set. MALLOC_ARENA_MAX=2: glibc keeps a
 * malloc arena per thread (libuv, V8 helpers), each holding freed memory; two arenas cut the idle
 * RSS by ~8 MB without a measurable cost (server/README.md "Build and memory").
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

export const APPS = ['shell', 'mf-solicitudes', 'mf-callcenter', 'mf-reportes', 'mf-admin'];
const BUILD_INPUTS = ['src', 'package.json', 'rspack.config.mjs', 'public'];
const SHARED_INPUTS = ['packages/shared/src', 'packages/contracts/src', 'packages/mapa/src', 'packages/build-config', 'pnpm-lock.yaml'];
/** The server compiles to server/dist (server/build.mjs) from its sources and the contracts. */
const SERVER_INPUTS = ['src', 'package.json', 'build.mjs'];
const SERVER_SHARED_INPUTS = ['packages/contracts/src', 'pnpm-lock.yaml'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const newestOf = (paths) => Math.max(...paths.map((p) => newestMtime(join(repoRoot, p))));

/**
 * Builds what changed since its last build: the front-end apps (rspack) and the compiled server
 * (server/dist/main.js, what `npm start` and the e2e tests run). Each keeps a dist/.build-stamp.
 */
export function buildApps(pnpm, { force = false, only = null } = {}) {
  const targets = [
    ...APPS.map((app) => ({ name: app, inputs: newestOf([...SHARED_INPUTS, ...BUILD_INPUTS.map((p) => join(app, p))]) })),
    { name: 'server', inputs: newestOf([...SERVER_SHARED_INPUTS, ...SERVER_INPUTS.map((p) => join('server', p))]) },
  ];
  const stale = targets
    .filter(({ name }) => !only || only.includes(name))
    .filter(({ name, inputs }) => {
      const stamp = join(repoRoot, name, 'dist', '.build-stamp');
      return force || !existsSync(stamp) || inputs > statSync(stamp).mtimeMs;
    })
    .map(({ name }) => name);
  if (stale.length === 0) {
    log(only ? `${only.join(', ')} al día: no hace falta compilar.` : 'Front end y servidor al día: no hace falta compilar.');
    return;
  }
  log(`Compilando: ${stale.join(', ')} ...`);
  const filters = stale.flatMap((name) => ['--filter', name]);
  run(pnpm, ['--workspace-concurrency=2', ...filters, 'run', 'build']);
  for (const name of stale) writeFileSync(join(repoRoot, name, 'dist', '.build-stamp'), new Date().toISOString());
}
