// /remotes.json pins each remote to the SRI hashes its build wrote (integrity.json,
// or REMOTE_MF_*_INTEGRITY for a relocated one). A remoteEntry or manifest whose bytes differ is
// refused BEFORE it runs: its screens show 'Módulo no disponible', the console says why, and the
// other remotes keep working. The chunks a pinned entry loads carry their own SRI hash in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL, REPO_ROOT, REPORTES_DIST } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

interface Integrity {
  remoteEntry: string;
  manifest: string;
}

/** The two entry hashes of a build's integrity.json (it also lists every file of a release: `archivos`). */
const integrityOf = (dir: string): Integrity => {
  const { remoteEntry, manifest } = JSON.parse(readFileSync(join(dir, 'integrity.json'), 'utf8')) as Integrity;
  return { remoteEntry, manifest };
};

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('/remotes.json lleva la integridad de cada remoto (dist/integrity.json o REMOTE_MF_REPORTES_INTEGRITY)', async ({ request }) => {
  const body = (await (await request.get('/remotes.json')).json()) as Record<string, { integrity?: Integrity }>;
  expect(body.mf_admin?.integrity).toEqual(integrityOf(join(REPO_ROOT, 'mf-admin', 'dist')));
  expect(body.mf_solicitudes?.integrity).toEqual(integrityOf(join(REPO_ROOT, 'mf-solicitudes', 'dist')));
  expect(body.mf_reportes?.integrity).toEqual(integrityOf(REPORTES_DIST));
  expect(body.mf_admin?.integrity?.remoteEntry).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
});

test('un remoteEntry.js alterado se rechaza antes de ejecutarse; los demás remotos funcionan', async ({ page, portal }) => {
  const errors = consoleErrors(page);
  // The CDN (here: the network) serves mf-admin's entry with one extra statement.
  await page.route(`${BASE_URL}/mf/mf-admin/remoteEntry.js`, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nwindow.__manipulado = true;` });
  });

  await portal.loginAs('superadmin');
  await portal.expectDashboard();
  await portal.menuEntry('Agencias').click();
  await expect(portal.title).toHaveText(screenNamed('agencias').title);
  await expect(portal.moduleUnavailable).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __manipulado?: boolean }).__manipulado)).toBeUndefined();
  const expected = integrityOf(join(REPO_ROOT, 'mf-admin', 'dist')).remoteEntry;
  await expect
    .poll(() => errors.find((e) => e.includes('Integridad no válida de mf_admin')) ?? '')
    .toMatch(new RegExp(`remoteEntry\\.js.*se esperaba ${expected.replace(/[+/]/g, '\\$&')}, se obtuvo sha384-`));

  for (const [label, name] of [
    ['Solicitudes', 'reportesSolicitudes'],
    ['Grafica Folios', 'reportesGraficaFolios'],
  ] as const) {
    await portal.menuEntry(label).click();
    await portal.expectScreen(screenNamed(name));
  }
});

test('un chunk alterado de un remoto fijado se rechaza (su hash va en el remoteEntry fijado)', async ({ page, portal }) => {
  let tampered = 0;
  await page.route(/\/mf\/mf-admin\/__federation_expose_[^/]+\.js$/, async (route) => {
    tampered += 1;
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nwindow.__manipulado = true;` });
  });
  await portal.loginAs('superadmin');
  await portal.expectDashboard();
  await portal.menuEntry('Usuarios').click();
  await expect(portal.moduleUnavailable).toBeVisible();
  expect(tampered).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __manipulado?: boolean }).__manipulado)).toBeUndefined();
});

test('un mf-manifest.json alterado (otra URL de remoteEntry) se rechaza; al volver el original, Reintentar carga', async ({ page, portal }) => {
  const errors = consoleErrors(page);
  let tamper = true;
  await page.route(`${BASE_URL}/mf/mf-solicitudes/mf-manifest.json`, async (route) => {
    const original = await route.fetch();
    const text = await original.text();
    await route.fulfill({ response: original, body: tamper ? text.replace('"remoteEntry.js"', '"remoteEntry.js?v=evil"') : text });
  });

  await portal.loginAs('superadmin');
  await portal.expectDashboard();
  await portal.markPage();
  await portal.menuEntry('Solicitudes').click();
  await expect(portal.moduleUnavailable).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes('Integridad no válida de mf_solicitudes (mf-manifest.json)'))).toBe(true);

  await portal.menuEntry('Call Center').click();
  await portal.expectScreen(screenNamed('reportesCallCenter'));

  await portal.menuEntry('Solicitudes').click();
  await expect(portal.moduleUnavailable).toBeVisible();
  tamper = false;
  await portal.retry.click();
  await portal.expectScreen(screenNamed('reportesSolicitudes'));
  await portal.expectNoReloadSinceMark();
});
