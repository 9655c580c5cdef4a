// Open tabs and a new release: the live-events stream says a release of mf-admin changed and
// /remotes.json (rewritten on its way, as the release registry would answer after an activation)
// now names another release for this user. The top bar offers "Hay una nueva versión de Agencias —
// Recargar", never reloads by itself, and fits at 390 px and at 1280 px.
import type { Page } from '@playwright/test';
import type { DescriptorRemoto, EventoCambio } from '@verifica/contracts';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const EVENTO: EventoCambio = { tipo: 'remoto', accion: 'activar', solicitud_id: null, remoto: 'mf_admin', version: '9.9.9+nueva00000', actor_id: 1, propio: false };

/** The first /remotes.json is the server's; later ones name release 9.9.9 of mf-admin. The stream sends the event. */
async function nuevaRelease(page: Page) {
  let lecturas = 0;
  await page.route(`${BASE_URL}/remotes.json`, async (route) => {
    lecturas += 1;
    const original = await route.fetch();
    const body = (await original.json()) as Record<string, DescriptorRemoto>;
    if (lecturas > 1 && body.mf_admin) body.mf_admin = { ...body.mf_admin, version: EVENTO.version, release_id: 9 };
    await route.fulfill({ response: original, json: body });
  });
  await page.route(`${BASE_URL}/api/eventos`, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: `event: cambio\ndata: ${JSON.stringify(EVENTO)}\n\n` }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a ${viewport.width} px: aviso con Recargar en la barra superior, sin recargar solo`, async ({ page, portal }) => {
    await page.setViewportSize(viewport);
    await nuevaRelease(page);
    let cargas = 0;
    page.on('load', () => (cargas += 1));
    await portal.loginAs('superadmin', screenNamed('agencias').path);
    await portal.expectScreen(screenNamed('agencias'));
    const aviso = page.getByRole('status', { name: 'Hay una nueva versión de Agencias' });
    await expect(aviso).toBeVisible();
    const recargar = aviso.getByRole('button', { name: 'Recargar' });
    // Whole inside the window, not over the folio search.
    const [a, b, f] = [await aviso.boundingBox(), await recargar.boundingBox(), await portal.folioInput.boundingBox()];
    if (!a || !b || !f) throw new Error('sin caja');
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width).toBeLessThanOrEqual(viewport.width);
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
    const traslape = a.x < f.x + f.width && f.x < a.x + a.width && a.y < f.y + f.height && f.y < a.y + a.height;
    expect(traslape).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    const antes = cargas;
    await page.waitForTimeout(1000);
    expect(cargas).toBe(antes);
    await recargar.click();
    await expect.poll(() => cargas).toBe(antes + 1);
    await portal.expectScreen(screenNamed('agencias'));
    await expect(page.getByRole('status', { name: /nueva versión/ })).toHaveCount(0);
  });
}
