// `npm test`: every test layer, then one summary line.
//   typecheck with lint beside it -> API on PGlite with API on PostgreSQL beside it (when TEST_DATABASE_URL is set)
//   -> build -> e2e in Chromium (Playwright), with unit/component (jest) beside e2e.
// Beside, in one jest worker: the browser tests wait on pages and timers part of the time. On two
// cores e2e alone took 389 s; with the unit suite beside, 479 s, the unit suite ending first.
// `npm test -- --only unit,api` runs a subset.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildApps, checkNode, ensurePnpm, installDependencies, log, repoRoot, runAsync } from './lib.mjs';

checkNode();
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const wanted = (stage) => !only || only.has(stage);

const resultsDir = join(repoRoot, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const pnpm = ensurePnpm();
installDependencies(pnpm);

const jestBin = join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
const stages = [];
let passed = 0;
let failed = 0;

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

async function stage(name, fn) {
  log(`── ${name} ──`);
  const started = Date.now();
  const outcome = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcome.code === 0;
  if (outcome.counts) {
    passed += outcome.counts.passed;
    failed += outcome.counts.failed;
  } else if (!ok) {
    failed += 1;
  }
  stages.push({ name, ok, seconds, counts: outcome.counts });
}

/**
 * A process of a stage; with `logFile`, its output goes there and is printed when it ends (a
 * stage beside another, whose output would otherwise interleave).
 */
async function runStep(args, { env = {}, logFile = null } = {}) {
  const fd = logFile ? openSync(logFile, 'a') : null;
  const code = await runAsync(process.execPath, args, {
    env: { ...process.env, ...env },
    ...(fd === null ? {} : { stdio: ['ignore', fd, fd] }),
  });
  if (fd !== null) closeSync(fd);
  return code;
}

function printLog(name, logFile) {
  if (!logFile) return;
  log(`── ${name}: salida ──`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
}

const logOf = (name) => {
  const file = join(resultsDir, `${name.replace(/\W+/g, '-')}.log`);
  rmSync(file, { force: true });
  return file;
};

async function jestStage(name, args, env = {}, logFile = null) {
  const out = join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  const code = await runStep([jestBin, '--ci', '--json', `--outputFile=${out}`, ...args], { env, logFile });
  printLog(name, logFile);
  const counts = jestCounts(out);
  return { code, counts: counts ?? { passed: 0, failed: 1 } };
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) return false;
  log('Instalando Chromium de Debian ...');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return install.status === 0 && existsSync('/usr/bin/chromium');
}

// typecheck and lint side by side: typecheck's two tsc programs are uneven, so one core idles
// while the larger one finishes. Both print their output when they end.
const together = wanted('typecheck') && wanted('lint');
const typecheck = () =>
  stage('typecheck', async () => {
    const logFile = together ? logOf('typecheck') : null;
    const code = await runStep([join(repoRoot, 'scripts', 'typecheck.mjs')], { logFile });
    printLog('typecheck', logFile);
    return { code };
  });
const lint = () =>
  stage('lint', async () => {
    const logFile = together ? logOf('lint') : null;
    const eslint = await runStep([join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'], { logFile });
    // Runtime dependencies accept the Node version package.json promises (scripts/engines.mjs).
    const engines = await runStep([join(repoRoot, 'scripts', 'engines.mjs')], { logFile });
    // One madge pass: no import circle between files, no ring between folders, no source that
    // imports test code (scripts/anillos.mjs exits 1 and lists them).
    const anillos = await runStep([join(repoRoot, 'scripts', 'anillos.mjs')], { logFile });
    printLog('lint', logFile);
    return { code: eslint || engines || anillos };
  });
if (together) await Promise.all([typecheck(), lint()]);
else if (wanted('typecheck')) await typecheck();
else if (wanted('lint')) await lint();
// Beside e2e: one worker (jest's default on two cores, said here), its output printed when it ends.
const unit = () =>
  wanted('e2e')
    ? stage('unit y componentes (jest), junto a e2e', () => jestStage('unit', ['-c', 'jest.config.cjs', '--maxWorkers=1'], {}, logOf('unit')))
    : stage('unit y componentes (jest)', () => jestStage('unit', ['-c', 'jest.config.cjs']));
if (wanted('unit') && !wanted('e2e')) await unit();
if (wanted('api')) {
  // Both engines at once when both run: the PostgreSQL suite spends much of its time waiting on
  // the server process, so one jest worker beside the PGlite suite keeps both cores busy.
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const pglite = stage('API sobre PGlite (jest)', () =>
    jestStage('api-pglite', ['-c', 'server/jest.config.cjs'], { TEST_DATABASE_URL: '' }, postgres ? logOf('api-pglite') : null),
  );
  const pg = postgres
    ? stage('API sobre PostgreSQL (jest)', () => jestStage('api-postgres', ['-c', 'server/jest.config.cjs', '--maxWorkers=1'], {}, logOf('api-postgres')))
    : Promise.resolve(log('TEST_DATABASE_URL no está definida: la suite de API corre solo sobre PGlite.'));
  await Promise.all([pglite, pg]);
}
if (wanted('e2e')) {
  // The front end and the compiled server (server/dist), which the e2e tests run.
  await stage('build', async () => {
    buildApps(pnpm);
    return { code: 0 };
  });
  const beside = wanted('unit') ? unit() : Promise.resolve();
  await stage('e2e en Chromium (Playwright)', async () => {
    if (!ensureChromium()) {
      log('No hay /usr/bin/chromium (instala el paquete chromium de Debian).');
      return { code: 1 };
    }
    const out = join(resultsDir, 'e2e.json');
    const code = await runAsync(pnpm, ['--filter', 'e2e', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (!existsSync(out)) return { code, counts: { passed: 0, failed: 1 } };
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    return { code, counts: { passed: stats.expected + stats.flaky, failed: stats.unexpected } };
  });
  await beside;
}

log('── Resumen ──');
for (const s of stages) {
  const counts = s.counts ? ` (${s.counts.passed} passed, ${s.counts.failed} failed)` : '';
  log(`${s.ok ? 'OK   ' : 'FALLO'} ${s.name}${counts} ${s.seconds}s`);
}
const allOk = stages.every((s) => s.ok);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(allOk && failed === 0 ? 0 : 1);
