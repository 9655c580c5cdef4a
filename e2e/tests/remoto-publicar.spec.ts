// A release of mf-admin through the release registry, no restart: a second build (one visible text
// changed) is published as a release archive through the API, activated, and a new page load shows
// it; Revertir brings the old text back. The time from each action to a fresh page load showing it
// is measured (the issue asks for under 60 s).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';
import type { Portal } from '../support/portal';
import { dejarEnRepositorio, varianteDelArchivo } from '../support/remotos';
import { apiLogin } from '../support/session';

const OLD_TEXT = 'Direccion';
const NEW_TEXT = 'Dirección (versión publicada)';

const variante = varianteDelArchivo(OLD_TEXT, NEW_TEXT, '1.0.1-e2e');

/** Reloads until the Agencias table shows `texto` as a column; answers the milliseconds since `desde`. */
async function recargarHasta(page: Page, texto: string, desde: number): Promise<number> {
  await expect
    .poll(
      async () => {
        await page.reload();
        const main = page.getByRole('main');
        await expect(main.getByRole('columnheader').first()).toBeVisible();
        return main.getByRole('columnheader', { name: texto, exact: true }).count();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(1);
  return Date.now() - desde;
}

test('publicar, activar y revertir una versión de mf-admin sin reiniciar: una carga nueva la muestra en menos de 60 s', async ({ page, portal, request }) => {
  const { token } = await apiLogin(request, 'superadmin');
  const auth = { Authorization: `Bearer ${token}` };

  try {
    await publicarActivarRevertir(page, portal, request, auth);
  } finally {
    await dejarEnRepositorio(request, token);
  }
});

async function publicarActivarRevertir(page: Page, portal: Portal, request: APIRequestContext, auth: Record<string, string>): Promise<void> {
  const publicada = await request.post(`${BASE_URL}/api/remotos/mf-admin/versiones`, {
    headers: auth,
    multipart: { archivo: { name: 'version.tgz', mimeType: 'application/gzip', buffer: readFileSync(variante.archivo) } },
  });
  expect(publicada.status(), await publicada.text()).toBe(201);
  const version = (await publicada.json()) as { id: number; incompatibilidad: string | null };
  expect(version.incompatibilidad).toBeNull();

  await portal.loginAs('superadmin', '/admin/agencias');
  await portal.expectScreen(screenNamed('agencias'));
  await expect(portal.main.getByRole('columnheader', { name: OLD_TEXT, exact: true })).toBeVisible();

  const activada = Date.now();
  expect((await request.post(`${BASE_URL}/api/remotos/mf-admin/versiones/${version.id}/activar`, { headers: auth })).status()).toBe(200);
  const msActivar = await recargarHasta(page, NEW_TEXT, activada);
  const remotes = (await (await request.get(`${BASE_URL}/remotes.json`)).json()) as Record<string, { entry: string; version?: string }>;
  expect(remotes.mf_admin).toMatchObject({ entry: `/mf/mf-admin/r/${variante.carpeta}/mf-manifest.json`, version: variante.carpeta });

  const revertida = Date.now();
  expect((await request.post(`${BASE_URL}/api/remotos/mf-admin/revertir`, { headers: auth })).status()).toBe(200);
  const msRevertir = await recargarHasta(page, OLD_TEXT, revertida);

  console.log(`mf-admin ${variante.carpeta}: visible ${msActivar} ms después de activar; el texto anterior, ${msRevertir} ms después de revertir`);
  expect(msActivar).toBeLessThan(60_000);
  expect(msRevertir).toBeLessThan(60_000);
}
