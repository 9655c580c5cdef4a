// A published release whose remoteEntry is corrupted on the server after publishing (the real
// registry, the real files under DATA_DIR/remotos): the shell falls back to the previous release,
// the screen works, and the Remotos screen lists the browser's error report for that version.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL, REPO_ROOT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';
import { dejarEnRepositorio } from '../support/remotos';
import { apiLogin } from '../support/session';

const DIST = join(REPO_ROOT, 'mf-admin', 'dist');
let trabajo = '';

/**
 * The repository's mf-admin build as a release archive under `version` (the hash covers the files,
 * not release.json, so the same build can be published under two versions).
 */
function archivoDe(version: string): { archivo: string; carpeta: string } {
  const release = JSON.parse(readFileSync(join(DIST, 'release.json'), 'utf8')) as { version: string; hash: string };
  const carpeta = `${version}+${release.hash}`;
  const dir = join(trabajo, version);
  // The build's release folder, not dist: dist also holds files no release has (the build stamp).
  cpSync(join(REPO_ROOT, 'mf-admin', 'releases', `${release.version}+${release.hash}`), join(dir, carpeta), { recursive: true });
  writeFileSync(join(dir, carpeta, 'release.json'), JSON.stringify({ ...release, version }));
  const archivo = join(trabajo, `${version}.tgz`);
  const tar = spawnSync('tar', ['czf', archivo, '-C', dir, carpeta], { encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr}`);
  return { archivo, carpeta };
}

test.beforeAll(() => {
  trabajo = mkdtempSync(join(tmpdir(), 'verifica-release-'));
});
test.afterAll(() => {
  if (trabajo) rmSync(trabajo, { recursive: true, force: true });
});

test('una versión activa con remoteEntry dañado: el shell usa la anterior, la pantalla funciona y Remotos lista el reporte', async ({ page, portal, request }) => {
  const { token } = await apiLogin(request, 'superadmin');
  const auth = { Authorization: `Bearer ${token}` };
  const publicar = async (version: string) => {
    const { archivo, carpeta } = archivoDe(version);
    const res = await request.post(`${BASE_URL}/api/remotos/mf-admin/versiones`, {
      headers: auth,
      multipart: { archivo: { name: 'version.tgz', mimeType: 'application/gzip', buffer: readFileSync(archivo) } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { id: ((await res.json()) as { id: number }).id, carpeta };
  };
  const anterior = await publicar('1.0.4-e2e');
  const rota = await publicar('1.0.5-e2e');
  for (const v of [anterior, rota]) expect((await request.post(`${BASE_URL}/api/remotos/mf-admin/versiones/${v.id}/activar`, { headers: auth })).status()).toBe(200);

  try {
    // After publishing, its entry changes on disk (every encoding the server could send).
    const dataDir = process.env.E2E_DATA_DIR ?? '';
    expect(dataDir).not.toBe('');
    const entrada = join(dataDir, 'remotos', 'mf-admin', rota.carpeta, 'remoteEntry.js');
    appendFileSync(entrada, '\nwindow.__manipulado = true;\n');
    rmSync(`${entrada}.br`, { force: true });
    rmSync(`${entrada}.gz`, { force: true });

    const remotes = (await (await request.get(`${BASE_URL}/remotes.json`)).json()) as Record<string, { version?: string; fallback?: { version?: string } }>;
    expect(remotes.mf_admin).toMatchObject({ version: rota.carpeta, fallback: { version: anterior.carpeta } });

    const reportes: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${BASE_URL}/api/remotos/errores`) reportes.push(r.postData() ?? '');
    });
    await portal.loginAs('superadmin', '/admin/agencias');
    await portal.expectScreen(screenNamed('agencias'));
    await expect(portal.main.getByRole('columnheader', { name: 'Direccion', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __manipulado?: boolean }).__manipulado)).toBeUndefined();
    await expect.poll(() => reportes.length).toBeGreaterThan(0);
    expect(JSON.parse(reportes[0] ?? '{}')).toMatchObject({ remoto: 'mf_admin', version: rota.carpeta, tipo: 'integridad' });

    await page.goto('/admin/remotos');
    await portal.expectScreen(screenNamed('remotos'));
    // mf-admin's summary: the active release and its reports of the last hour (one per page load).
    const resumen = portal.main.locator('dl').filter({ hasText: rota.carpeta });
    const errores = resumen.getByRole('term').filter({ hasText: 'Errores en la última hora' }).locator('xpath=following-sibling::dd[1]');
    await expect(errores).toHaveText(/^[1-9]\d*$/);
  } finally {
    await dejarEnRepositorio(request, token);
  }
});
