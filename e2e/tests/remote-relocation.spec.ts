// ARCHITECTURE §2: a remote moved to another origin by configuration alone (REMOTE_MF_REPORTES_URL,
// no rebuild) is loaded from there: the reportes screens come from 127.0.0.1:8198.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, REMOTE_ORIGIN, REMOTE_REPORTES_MANIFEST, REPORTES_DIST } from '../support/env';
import { expect, test } from '../support/fixtures';
import { REMOTES } from '@verifica/contracts';
import { remoteDir } from '../support/screens';

/** The remoteEntry file name mf-reportes' manifest announces. */
function remoteEntryName(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(REPORTES_DIST, 'mf-manifest.json'), 'utf8'));
  const name = (manifest as { metaData?: { remoteEntry?: { name?: unknown } } }).metaData?.remoteEntry?.name;
  if (typeof name !== 'string') throw new Error('mf-reportes/dist/mf-manifest.json sin metaData.remoteEntry.name');
  return name;
}

test('/remotes.json lleva mf_reportes al otro origen y deja los demás en el mismo', async ({ request }) => {
  const res = await request.get('/remotes.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control'] ?? '').toContain('no-cache');
  const body = (await res.json()) as Record<string, { entry: string; integrity?: { remoteEntry: string; manifest: string } }>;
  expect(body.mf_reportes?.entry).toBe(REMOTE_REPORTES_MANIFEST);
  for (const name of REMOTES.filter((r) => r !== 'mf_reportes')) {
    const url = new URL(body[name]?.entry ?? '', BASE_URL);
    expect(url.origin, name).toBe(BASE_URL);
    expect(url.pathname, name).toBe(`/mf/${remoteDir(name)}/mf-manifest.json`);
    expect((await request.get(url.href)).status(), `${name} manifest`).toBe(200);
  }
});

test('entradas sin caché (index.html, remotes.json, mf-manifest.json, remoteEntry.js) y chunks con hash inmutables', async ({ request }) => {
  const cacheOf = async (path: string): Promise<string> => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    return res.headers()['cache-control'] ?? '';
  };
  expect(await cacheOf('/')).toContain('no-cache');
  expect(await cacheOf('/admin/usuarios')).toContain('no-cache');
  expect(await cacheOf('/remotes.json')).toContain('no-cache');
  for (const name of REMOTES.filter((r) => r !== 'mf_reportes')) {
    const base = `/mf/${remoteDir(name)}/`;
    expect(await cacheOf(`${base}mf-manifest.json`), name).toContain('no-cache');
    expect(await cacheOf(`${base}remoteEntry.js`), name).toContain('no-cache');
    const manifest = (await (await request.get(`${base}mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunk, `${name}: un chunk expuesto`).toBeDefined();
    expect(await cacheOf(`${base}${chunk ?? ''}`), `${name} ${chunk ?? ''}`).toContain('immutable');
  }
});

test('las pantallas de reportes se cargan desde el otro origen', async ({ page, portal, reportesOrigin }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const entry = remoteEntryName();

  await portal.loginAs('superadmin');
  await portal.expectDashboard();
  await portal.visitFromMenu(['reportesGraficaFolios', 'reportesMapaFolios', 'reportesTelefonosDuplicados']);

  // The browser fetched the manifest and the entry from the second origin ...
  expect(requests).toContain(`${REMOTE_ORIGIN}/mf-manifest.json`);
  expect(requests.some((u) => u.startsWith(`${REMOTE_ORIGIN}/`) && u.split('?')[0]?.endsWith(`/${entry}`))).toBe(true);
  expect(reportesOrigin.requested).toContain('/mf-manifest.json');
  expect(reportesOrigin.requested).toContain(`/${entry}`);
  // ... and nothing of mf-reportes from the portal's own origin.
  expect(requests.filter((u) => u.startsWith(`${BASE_URL}/mf/mf-reportes/`))).toEqual([]);
});
