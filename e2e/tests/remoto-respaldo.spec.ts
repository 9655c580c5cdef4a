// The shell's fallback to the previous good release of a remote, in Chromium with the real MF
// runtime and integrity plugin. /remotes.json is rewritten on its way (as the release registry would
// serve it): mf-admin's active release is a copy of the build under another folder, /mf/mf-admin-rota/,
// whose manifest or remoteEntry.js is corrupted (the pinned hashes are the build's) or which is
// unreachable, and its `fallback` is the build itself. The screen must show, and the
// failure be reported once (POST /api/remotos/errores, answered here).
import type { Page } from '@playwright/test';
import type { DescriptorRemoto, ReporteErrorRemoto } from '@verifica/contracts';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

/** What is wrong with the active release. */
type Falla = 'manifiesto' | 'entrada' | 'red';
const TIPO = { manifiesto: 'integridad', entrada: 'integridad', red: 'red' } as const;

/** Serves /remotes.json with mf-admin's active release broken as `falla`; answers the reports. */
async function releaseRota(page: Page, falla: Falla, conRespaldo: boolean) {
  const reportes: ReporteErrorRemoto[] = [];
  const autorizaciones: (string | undefined)[] = [];
  await page.route(`${BASE_URL}/remotes.json`, async (route) => {
    autorizaciones.push(route.request().headers().authorization);
    const original = await route.fetch();
    const body = (await original.json()) as Record<string, DescriptorRemoto>;
    // What the server serves, without a fallback of its own (earlier specs may have left releases).
    const servida = body.mf_admin;
    if (!servida) throw new Error('mf_admin no está en /remotes.json');
    const buena: DescriptorRemoto = { ...servida };
    delete buena.fallback;
    const rota: DescriptorRemoto = { ...buena, entry: buena.entry.replace('/mf/mf-admin/', '/mf/mf-admin-rota/'), version: '2.0.0+rota000000', release_id: 2 };
    body.mf_admin = conRespaldo ? { ...rota, fallback: { ...buena, version: '1.0.0+buena00000', release_id: 1 } } : rota;
    await route.fulfill({ response: original, json: body });
  });
  await page.route(/\/mf\/mf-admin-rota\//, async (route) => {
    if (falla === 'red') return route.abort('connectionrefused');
    const url = route.request().url();
    const original = await route.fetch({ url: url.replace('/mf/mf-admin-rota/', '/mf/mf-admin/') });
    const texto = await original.text();
    if (falla === 'manifiesto' && url.endsWith('/mf-manifest.json')) return route.fulfill({ response: original, body: `${texto} ` });
    if (falla === 'entrada' && url.endsWith('/remoteEntry.js')) return route.fulfill({ response: original, body: `${texto}\nwindow.__manipulado = true;` });
    return route.fulfill({ response: original, body: texto });
  });
  await page.route(`${BASE_URL}/api/remotos/errores`, async (route) => {
    reportes.push(route.request().postDataJSON() as ReporteErrorRemoto);
    await route.fulfill({ status: 204 });
  });
  return { reportes, autorizaciones };
}

for (const falla of ['manifiesto', 'entrada', 'red'] as const) {
  test(`release activa con falla (${falla}): el shell carga la anterior, la pantalla funciona y se reporta una vez`, async ({ page, portal }) => {
    const { reportes, autorizaciones } = await releaseRota(page, falla, true);
    const session = await portal.loginAs('superadmin', screenNamed('agencias').path);
    await portal.expectScreen(screenNamed('agencias'));
    await expect(page.getByRole('table', { name: 'Agencias' }).locator('tbody tr').first()).toBeVisible();
    // Another screen of the same remote: straight from the previous release, no second report.
    await portal.menuEntry('Usuarios').click();
    await portal.expectScreen(screenNamed('usuarios'));
    await expect.poll(() => reportes.length).toBe(1);
    expect(reportes[0]).toMatchObject({ remoto: 'mf_admin', version: '2.0.0+rota000000', tipo: TIPO[falla] });
    expect(await page.evaluate(() => (window as unknown as { __manipulado?: boolean }).__manipulado)).toBeUndefined();
    expect(reportes[0]?.mensaje).not.toMatch(/https?:|@/);
    expect(autorizaciones[0]).toBe(`Bearer ${session.token}`);
    await expect(portal.moduleUnavailable).toHaveCount(0);
  });
}

test('sin release anterior: «Módulo no disponible» como antes, y la falla se reporta', async ({ page, portal }) => {
  const { reportes } = await releaseRota(page, 'red', false);
  await portal.loginAs('superadmin', screenNamed('agencias').path);
  await expect(portal.moduleUnavailable).toBeVisible();
  await expect.poll(() => reportes.map((r) => [r.version, r.tipo])).toEqual([['2.0.0+rota000000', 'red']]);
});
