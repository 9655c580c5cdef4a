// `npm test`: every test layer, then one summary line.
//   API on PGlite -> API on PostgreSQL (when TEST_DATABASE_URL is set) -> build -> e2e in
//   Chromium (Playwright), with unit/component (jest), lint and typecheck beside e2e, one after
//   another. The browser tests keep about half a core busy (they wait on pages): the layers
//   beside them, one process at a time, use the core they leave idle.
//   Without e2e (`--only`): typecheck -> lint -> unit -> API.
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

/** A jest run; with `logFile`, its output goes there and is printed when it ends (a layer beside e2e). */
async function jestStage(name, args, env = {}, logFile = null) {
  const out = join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  const fd = logFile ? openSync(logFile, 'w') : null;
  const code = await runAsync(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${out}`, ...args], {
    env: { ...process.env, ...env },
    ...(fd === null ? {} : { stdio: ['ignore', fd, fd] }),
  });
  if (fd !== null) closeSync(fd);
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

// With e2e, the layers that need no browser run beside it, one after another, one process at a
// time, each printing its output when it ends (.test-results/<layer>.log).
const beside = wanted('e2e');
const besideLog = (name) => (beside ? join(resultsDir, `${name}.log`) : null);

/** A command; with `logFile`, its output goes there and is printed when it ends. */
async function runLogged(cmd, args, logFile) {
  if (!logFile) return runAsync(cmd, args);
  const fd = openSync(logFile, 'a');
  const code = await runAsync(cmd, args, { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return code;
}

function printLog(name, logFile) {
  if (!logFile || !existsSync(logFile)) return;
  log(`── ${name}: salida ──`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
}

const typecheck = () =>
  stage('typecheck', async () => {
    const logFile = besideLog('typecheck');
    const code = await runLogged(pnpm, ['-r', `--workspace-concurrency=${beside ? 1 : 2}`, '--if-present', 'typecheck'], logFile);
    printLog('typecheck', logFile);
    return { code };
  });
const lint = () =>
  stage('lint', async () => {
    const logFile = besideLog('lint');
    const eslint = await runLogged(process.execPath, [join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'], logFile);
    // Runtime dependencies accept the Node version package.json promises (scripts/engines.mjs).
    const engines = await runLogged(process.execPath, [join(repoRoot, 'scripts', 'engines.mjs')], logFile);
    // No import circle anywhere (madge exits 1 and lists them).
    const fuentes = ['server/src', 'packages/contracts/src', 'packages/shared/src', 'packages/mapa/src', 'shell/src', 'mf-admin/src', 'mf-callcenter/src', 'mf-solicitudes/src', 'mf-reportes/src'];
    const circulos = await runLogged(process.execPath, [join(repoRoot, 'node_modules', 'madge', 'bin', 'cli.js'), '--circular', '--extensions', 'ts,tsx', '--no-spinner', '--no-color', ...fuentes], logFile);
    printLog('lint', logFile);
    return { code: eslint || engines || circulos };
  });
const unit = () =>
  stage('unit y componentes (jest)', () => jestStage('unit', ['-c', 'jest.config.cjs', ...(beside ? ['--maxWorkers=1'] : [])], {}, besideLog('unit')));
const withoutBrowser = [wanted('typecheck') && typecheck, wanted('lint') && lint, wanted('unit') && unit].filter(Boolean);

if (!beside) for (const layer of withoutBrowser) await layer();
if (wanted('api')) {
  await stage('API sobre PGlite (jest)', () =>
    jestStage('api-pglite', ['-c', 'server/jest.config.cjs'], { TEST_DATABASE_URL: '' }),
  );
  if (process.env.TEST_DATABASE_URL) {
    await stage('API sobre PostgreSQL (jest)', () => jestStage('api-postgres', ['-c', 'server/jest.config.cjs']));
  } else {
    log('TEST_DATABASE_URL no está definida: la suite de API corre solo sobre PGlite.');
  }
}
if (wanted('e2e')) {
  // The front end and the compiled server (server/dist), which the e2e tests run.
  await stage('build', async () => {
    buildApps(pnpm);
    return { code: 0 };
  });
  // Unit first: it finds the most in the least time.
  const besideE2e = (async () => {
    for (const layer of [unit, lint, typecheck].filter((l) => withoutBrowser.includes(l))) await layer();
  })();
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
  await besideE2e;
}

log('── Resumen ──');
for (const s of stages) {
  const counts = s.counts ? ` (${s.counts.passed} passed, ${s.counts.failed} failed)` : '';
  log(`${s.ok ? 'OK   ' : 'FALLO'} ${s.name}${counts} ${s.seconds}s`);
}
const allOk = stages.every((s) => s.ok);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(allOk && failed === 0 ? 0 : 1);
