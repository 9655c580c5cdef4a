// A remote is deployed on its own. mf-admin is rebuilt for real (rspack, into a
// temporary folder) with one visible change and served in place of the old one, next to the
// UNCHANGED shell build: the change shows without rebuilding or reloading the shell's code, and
// the new remote runs on the shell's @verifica/shared (its requiredVersion ^<major>.<minor>.0 is met).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { BASE_URL, REPO_ROOT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const OLD_TEXT = 'Direccion';
const NEW_TEXT = 'Dirección (versión nueva)';
const SHELL_DIST = join(REPO_ROOT, 'shell', 'dist');
/** The version the shell was built with (package.json is data, not package source). */
const SHARED_VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'packages', 'shared', 'package.json'), 'utf8')) as { version: string }).version;
const [SHARED_MAJOR, SHARED_MINOR] = SHARED_VERSION.split('.');

let outDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = mkdtempSync(join(tmpdir(), 'verifica-mf-admin-v2-'));
  const build = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'e2e', 'support', 'build-remote-variant.mjs'), join(REPO_ROOT, 'mf-admin'), outDir, OLD_TEXT, NEW_TEXT],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`falló la compilación de mf-admin: ${build.stderr}`);
});

test.afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The new build, served at /mf/mf-admin/ (what replacing the remote's files on the server or CDN does). */
function serveNewBuild(path: string): { body: Buffer; contentType: string } | null {
  const file = normalize(join(outDir, path));
  if (!file.startsWith(outDir + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  return { body: readFileSync(file), contentType: types[extname(file)] ?? 'application/octet-stream' };
}

test('un remoto recompilado solo se despliega junto al shell sin cambios y su cambio se ve', async ({ page, portal }) => {
  const newIntegrity = JSON.parse(readFileSync(join(outDir, 'integrity.json'), 'utf8')) as { remoteEntry: string; manifest: string };
  const oldIntegrity = JSON.parse(readFileSync(join(REPO_ROOT, 'mf-admin', 'dist', 'integrity.json'), 'utf8')) as typeof newIntegrity;
  expect(newIntegrity.remoteEntry).not.toBe(oldIntegrity.remoteEntry);
  const manifest = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  expect(manifest.shared.find((s) => s.name === '@verifica/shared')?.requiredVersion).toBe(`^${SHARED_MAJOR}.${SHARED_MINOR}.0`);

  // Before: the current build.
  await portal.loginAs('superadmin', '/admin/agencias');
  await portal.expectScreen(screenNamed('agencias'));
  await expect(portal.main.getByRole('columnheader', { name: OLD_TEXT, exact: true })).toBeVisible();

  // Deploy: mf-admin's files are the new build, /remotes.json carries its new hashes (as the
  // server does from dist/integrity.json). The shell's files are not touched.
  const shellFiles: string[] = [];
  await page.route(`${BASE_URL}/mf/mf-admin/**`, async (route) => {
    const found = serveNewBuild(new URL(route.request().url()).pathname.slice('/mf/mf-admin/'.length));
    if (!found) return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({ status: 200, body: found.body, headers: { 'Content-Type': found.contentType, 'Access-Control-Allow-Origin': '*' } });
  });
  await page.route(`${BASE_URL}/remotes.json`, async (route) => {
    const original = await route.fetch();
    const body = (await original.json()) as Record<string, { entry: string; integrity?: unknown }>;
    body.mf_admin = { entry: body.mf_admin?.entry ?? '/mf/mf-admin/mf-manifest.json', integrity: newIntegrity };
    await route.fulfill({ response: original, json: body });
  });
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.url().startsWith(BASE_URL) && /^\/[^/]+\.(js|css)$/.test(path)) shellFiles.push(path.slice(1));
  });

  await page.reload();
  await portal.expectScreen(screenNamed('agencias'));
  await expect(portal.main.getByRole('columnheader', { name: NEW_TEXT, exact: true })).toBeVisible();
  await expect(portal.main.getByRole('columnheader', { name: OLD_TEXT, exact: true })).toHaveCount(0);

  // The shell that ran is the unchanged build on disk, and the remote used the shell's shared copy.
  expect(shellFiles.length).toBeGreaterThan(0);
  for (const file of shellFiles) expect(existsSync(join(SHELL_DIST, file)), file).toBe(true);
  const sharedFrom = await page.evaluate(() => {
    const scope = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from?: string; loaded?: boolean; lib?: unknown }>>>> } })
      .__FEDERATION__?.__SHARE__;
    for (const instance of Object.values(scope ?? {})) {
      const versions = instance.default?.['@verifica/shared'];
      for (const [version, info] of Object.entries(versions ?? {})) if (info.loaded === true || typeof info.lib === 'function') return `${info.from ?? ''}@${version}`;
    }
    return '';
  });
  expect(sharedFrom).toBe(`shell@${SHARED_VERSION}`);
  // Other remotes are untouched.
  await portal.menuEntry('Solicitudes').click();
  await portal.expectScreen(screenNamed('reportesSolicitudes'));
});

