// Typing into filters kept in the URL (issue 16): at a person's speed and with the CPU slowed 4×
// (Chromium's CDP throttling), so the debounce fires within a word and the router renders each
// URL late, no letter is lost and the URL ends with exactly what was typed.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

/** The page runs 4× slower, as on a busy or modest machine. */
async function cpuLenta(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const enUrl = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** Empties the field as a person does (select all, delete), then types `texto` ~200 ms a key. */
async function escribir(campo: Locator, texto: string, delay = 200): Promise<void> {
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.press('Backspace');
  await campo.pressSequentially(texto, { delay });
}

test.describe.configure({ timeout: 120_000 });

test('Reporte de Solicitudes: Buscar keeps "Hernández" typed three times; C.P. Desde, Tab, C.P. Hasta keeps both', async ({ portal, page }) => {
  const pantalla = screenNamed('reportesSolicitudes');
  await portal.loginAs('supervisor', pantalla.path);
  await portal.expectScreen(pantalla);
  await cpuLenta(page);

  const buscar = page.getByRole('searchbox', { name: 'Buscar', exact: true });
  for (let vez = 0; vez < 3; vez++) {
    await escribir(buscar, 'Hernández');
    await expect(buscar).toHaveValue('Hernández');
    await expect.poll(() => enUrl(page, 'search'), { timeout: 10_000 }).toBe('Hernández');
    await expect(buscar).toHaveValue('Hernández');
  }

  const desde = page.getByRole('textbox', { name: 'C.P. Desde', exact: true });
  const hasta = page.getByRole('textbox', { name: 'C.P. Hasta', exact: true });
  await desde.click();
  await desde.pressSequentially('64000', { delay: 80 });
  await page.keyboard.press('Tab');
  await expect(hasta).toBeFocused();
  await page.keyboard.type('64999', { delay: 80 });
  await expect.poll(() => [enUrl(page, 'cp_desde'), enUrl(page, 'cp_hasta')], { timeout: 10_000 }).toEqual(['64000', '64999']);
  await expect(desde).toHaveValue('64000');
  await expect(hasta).toHaveValue('64999');
  await expect(buscar).toHaveValue('Hernández');
});

test('Reporte del Call Center: Nombre del Cliente keeps every letter', async ({ portal, page }) => {
  const pantalla = screenNamed('reportesCallCenter');
  await portal.loginAs('admin', pantalla.path);
  await portal.expectScreen(pantalla);
  await cpuLenta(page);

  const nombre = page.getByRole('searchbox', { name: 'Nombre del Cliente', exact: true });
  for (let vez = 0; vez < 2; vez++) {
    await escribir(nombre, 'María Hernández');
    await expect(nombre).toHaveValue('María Hernández');
    await expect.poll(() => enUrl(page, 'nombre_cliente'), { timeout: 10_000 }).toBe('María Hernández');
    await expect(nombre).toHaveValue('María Hernández');
  }
});

test('Telefonos Duplicados: Mínimo cleared and typed as 12345 is 12345, in the field and the URL', async ({ portal, page }) => {
  const pantalla = screenNamed('reportesTelefonosDuplicados');
  await portal.loginAs('superadmin', pantalla.path);
  await portal.expectScreen(pantalla);
  await cpuLenta(page);

  const minimo = page.getByRole('spinbutton', { name: 'Mínimo de repeticiones', exact: true });
  for (let vez = 0; vez < 3; vez++) {
    await escribir(minimo, '12345');
    await expect(minimo).toHaveValue('12345');
    await expect.poll(() => enUrl(page, 'desde'), { timeout: 10_000 }).toBe('12345');
    await expect(minimo).toHaveValue('12345');
    // Back to the default for the next round (the URL leaves it out).
    await escribir(minimo, '4');
    await expect.poll(() => enUrl(page, 'desde'), { timeout: 10_000 }).toBeNull();
  }
});
