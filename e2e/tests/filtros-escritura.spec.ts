// Typing into filters kept in the URL: at a person's speed and with the CPU slowed 4×
// (Chromium's CDP throttling), so the debounce fires within a word and the router renders each
// URL late, no letter is lost and the URL ends with exactly what was typed.
import type { Locator, Page } from '@playwright/test';
import type { DemoUser } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { Portal } from '../support/portal';
import { screenNamed } from '../support/screens';

/** The page runs 4× slower, as on a busy or modest machine. */
async function cpuLenta(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const enUrl = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/**
 * Empties the field as a person does (select all, delete), then types `texto` ~200 ms a key. The
 * typing's own timeout covers its pauses: on a loaded machine, with the page slowed 4×, 15 keys
 * took longer than the 15 s a single action gets.
 */
async function escribir(campo: Locator, texto: string, delay = 200): Promise<void> {
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.press('Backspace');
  await campo.pressSequentially(texto, { delay, timeout: 15_000 + texto.length * (delay + 1_000) });
}

/** The screen `nombre` opened as `user`, then the CPU slowed. */
async function abrirLenta(portal: Portal, page: Page, user: DemoUser, nombre: string): Promise<void> {
  const pantalla = screenNamed(nombre);
  await portal.loginAs(user, pantalla.path);
  await portal.expectScreen(pantalla);
  await cpuLenta(page);
}

/** Types `texto` `veces` times: each time the field keeps it and, after the debounce, the URL's `clave` too. */
async function escribirVeces(page: Page, campo: Locator, texto: string, clave: string, veces: number, entreVeces?: () => Promise<void>): Promise<void> {
  for (let vez = 0; vez < veces; vez++) {
    await escribir(campo, texto);
    await expect(campo).toHaveValue(texto);
    await expect.poll(() => enUrl(page, clave), { timeout: 10_000 }).toBe(texto);
    await expect(campo).toHaveValue(texto);
    await entreVeces?.();
  }
}

test.describe.configure({ timeout: 120_000 });

test('Reporte de Solicitudes: Buscar keeps "Hernández" typed three times; C.P. Desde, Tab, C.P. Hasta keeps both', async ({ portal, page }) => {
  await abrirLenta(portal, page, 'supervisor', 'reportesSolicitudes');
  const buscar = page.getByRole('searchbox', { name: 'Buscar', exact: true });
  await escribirVeces(page, buscar, 'Hernández', 'search', 3);

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
  await abrirLenta(portal, page, 'admin', 'reportesCallCenter');
  const nombre = page.getByRole('searchbox', { name: 'Nombre del Cliente', exact: true });
  await escribirVeces(page, nombre, 'María Hernández', 'nombre_cliente', 2);
});

test('Telefonos Duplicados: Mínimo cleared and typed as 12345 is 12345, in the field and the URL', async ({ portal, page }) => {
  await abrirLenta(portal, page, 'superadmin', 'reportesTelefonosDuplicados');
  const minimo = page.getByRole('spinbutton', { name: 'Mínimo de repeticiones', exact: true });
  await escribirVeces(page, minimo, '12345', 'desde', 3, async () => {
    // Back to the default for the next round (the URL leaves it out).
    await escribir(minimo, '4');
    await expect.poll(() => enUrl(page, 'desde'), { timeout: 10_000 }).toBeNull();
  });
});
