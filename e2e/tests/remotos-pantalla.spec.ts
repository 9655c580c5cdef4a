// The Remotos screen's layout, with the registry's answer intercepted (its data comes from the
// release registry; the release flows themselves are in the release specs): at 1280 px the row
// actions stay at the table's right edge; at 390 px the page does not scroll sideways, the table
// scrolls inside its card, and Activar opens its confirmation. Also the text naming the running build,
// and axe finds nothing serious on the screen and in the Canary dialog.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RemotosRespuesta, VersionRemoto } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const version = (id: number, v: string, estado: VersionRemoto['estado']): VersionRemoto => ({
  id,
  remoto: 'mf-admin',
  version: v,
  hash: `${id}`.repeat(10),
  commit: '3f9c1a2',
  construido: '2026-12-01T10:00:00Z',
  pantallas: ['./Agencias'],
  requiere: { '@verifica/shared': '^3.0.0', '@verifica/contracts': '^1.0.0', react: '^19.0.0' },
  base_url: null,
  estado,
  canary: null,
  publicado_por: 'Super Administrador',
  publicado_at: '2026-12-01T10:05:00Z',
  activada_at: estado === 'activa' ? '2026-12-01T11:00:00Z' : null,
  incompatibilidad: id === 3 ? 'mf-admin 3.0.0 requiere @verifica/shared ^4.0.0; el shell ofrece 3.3.0' : null,
  errores_ultima_hora: 0,
});

const RESPUESTA: RemotosRespuesta = {
  shell: { '@verifica/shared': '3.3.0', '@verifica/contracts': '1.0.0', react: '19.3.1' },
  remotos: [{ remoto: 'mf-admin', activa: version(1, '1.0.0', 'activa'), canary: null, versiones: [version(3, '3.0.0', 'publicada'), version(2, '2.0.0', 'publicada'), version(1, '1.0.0', 'activa')] }],
};

async function abrir(page: Page) {
  await page.route('**/api/remotos', (route) => route.fulfill({ json: RESPUESTA }));
  await page.goto(screenNamed('remotos').path);
  const tabla = page.getByRole('table', { name: 'Versiones de mf-admin' });
  await expect(tabla.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Esta pantalla: mf-admin \S+$/)).toBeVisible();
  return tabla;
}

test('a 1280 px las acciones de cada versión quedan a la vista, fijas a la derecha de la tabla', async ({ page, portal }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await portal.loginAs('superadmin');
  const tabla = await abrir(page);
  const activar = page.getByRole('button', { name: `Activar 3.0.0+${'3'.repeat(10)}` });
  await activar.scrollIntoViewIfNeeded();
  const caja = await tabla.evaluate((el) => el.parentElement?.getBoundingClientRect().toJSON() as DOMRect);
  const boton = await activar.boundingBox();
  expect(boton).not.toBeNull();
  expect((boton?.x ?? 0) + (boton?.width ?? 0)).toBeLessThanOrEqual(caja.right + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await activar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Activar versión' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('requiere @verifica/shared ^4.0.0');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a 390 px la página no se desplaza de lado; la tabla sí, dentro de su tarjeta, y Activar abre su confirmación', async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await portal.loginAs('superadmin');
  await abrir(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const activar = page.getByRole('button', { name: `Activar 2.0.0+${'2'.repeat(10)}` });
  await activar.scrollIntoViewIfNeeded();
  await activar.click();
  const dialogo = page.getByRole('dialog', { name: 'Activar versión' });
  await expect(dialogo).toBeVisible();
  const caja = await dialogo.boundingBox();
  expect((caja?.x ?? 0) + (caja?.width ?? 0)).toBeLessThanOrEqual(390);
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toHaveCount(0);
});

test('sin violaciones graves de accesibilidad, con el diálogo Canary abierto también', async ({ page, portal }) => {
  await portal.loginAs('superadmin');
  await abrir(page);
  const graves = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(await graves()).toEqual([]);
  await page.getByRole('button', { name: `Canary 2.0.0+${'2'.repeat(10)}` }).click();
  await expect(page.getByRole('dialog', { name: `Canary de mf-admin 2.0.0+${'2'.repeat(10)}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Agencias' })).toBeVisible();
  expect(await graves()).toEqual([]);
});
