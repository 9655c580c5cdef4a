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

export const APPS = ['shell', 'mf-solicitudes', 'mf-callcenter', 'mf-reportes', 'mf-admin'];
const BUILD_INPUTS = ['src', 'package.json', 'rspack.config.mjs', 'public'];
const SHARED_INPUTS = ['packages/shared/src', 'packages/contracts/src', 'packages/mapa/src', 'packages/build-config', 'pnpm-lock.yaml'];

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

/** Builds the front-end apps whose sources changed since their last build. */
export function buildApps(pnpm, { force = false } = {}) {
  const shared = Math.max(...SHARED_INPUTS.map((p) => newestMtime(join(repoRoot, p))));
  const stale = APPS.filter((app) => {
    const stamp = join(repoRoot, app, 'dist', '.build-stamp');
    if (force || !existsSync(stamp)) return true;
    const inputs = Math.max(shared, ...BUILD_INPUTS.map((p) => newestMtime(join(repoRoot, app, p))));
    return inputs > statSync(stamp).mtimeMs;
  });
  if (stale.length === 0) {
    log('Front end al día: no hace falta compilar.');
    return;
  }
  log(`Compilando: ${stale.join(', ')} ...`);
  const filters = stale.flatMap((app) => ['--filter', app]);
  run(pnpm, ['--workspace-concurrency=2', ...filters, 'run', 'build']);
  for (const app of stale) writeFileSync(join(repoRoot, app, 'dist', '.build-stamp'), new Date().toISOString());
}
