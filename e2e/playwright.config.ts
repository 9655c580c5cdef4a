// Playwright over the portal exactly as `npm start` serves it: one Fastify process (API, shell,
// remotes, /remotes.json) on a fresh embedded database, plus mf-reportes moved to a second
// origin by configuration alone (REMOTE_MF_REPORTES_URL), served by the tests themselves.
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL, BUILT_APPS, JWT_SECRET, PORT, REMOTE_REPORTES_MANIFEST, REPO_ROOT } from './support/env';

// The apps are built before (scripts/test.mjs, or `pnpm build`): fail early and clearly.
const missing = [...BUILT_APPS, { app: 'server', file: 'main.js' }].filter(({ app, file }) => !existsSync(join(REPO_ROOT, app, 'dist', file)));
if (missing.length > 0) {
  throw new Error(
    `e2e: faltan compilaciones del front end o del servidor (${missing.map(({ app, file }) => `${app}/dist/${file}`).join(', ')}). ` +
      'Ejecuta `pnpm build` en la raíz del repositorio antes de `pnpm --filter e2e test`.',
  );
}

// A fresh data directory per run, created once in the runner process (workers inherit the env
// and reuse it) and removed when the runner exits, after the web server has been stopped.
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(join(tmpdir(), 'verifica-e2e-'));
  dataDir = created;
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}

// What ops do for a remote on a CDN: pin its build's hashes (mf-reportes/dist/integrity.json).
const reportesIntegrity = readFileSync(join(REPO_ROOT, 'mf-reportes', 'dist', 'integrity.json'), 'utf8');

const CI = Boolean(process.env.CI);
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], jsonOutput ? ['json', { outputFile: jsonOutput }] : ['json', { outputFile: 'test-results/e2e.json' }]],
  // Per port, so two runs on different ports (E2E_PORT) never clobber each other's artifacts.
  outputDir: `test-results/artifacts-${PORT}`,
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's chromium: never download browsers.
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (server/dist, built with the apps).
    command: 'node dist/main.js',
    cwd: join(REPO_ROOT, 'server'),
    url: `${BASE_URL}/api/health`,
    // First start migrates and seeds 5000 solicitudes.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // A due callback is announced within a second (rellamadas.spec.ts), not the default 5 s.
      RELLAMADAS_AVISO_MS: '1000',
      SMTP_URL: '',
      PUBLIC_URL: BASE_URL,
      REMOTE_MF_ADMIN_URL: '',
      REMOTE_MF_SOLICITUDES_URL: '',
      REMOTE_MF_CALLCENTER_URL: '',
      REMOTE_MF_REPORTES_URL: REMOTE_REPORTES_MANIFEST,
      REMOTE_MF_REPORTES_INTEGRITY: reportesIntegrity,
    },
  },
});
