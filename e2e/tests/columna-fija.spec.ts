// The pinned Opciones column. At 390 px its header scrolls with its cells (it was
// pinned alone, over the other columns); at 1366 px the request and call-center reports fit beside
// it: nothing scrolls sideways and no column lies under it (Gestor was clipped there).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const REPORTES = [
  { screen: 'reportesSolicitudes', tabla: 'Reporte de Solicitudes' },
  { screen: 'reportesCallCenter', tabla: 'Reporte del Call Center' },
] as const;

async function abrir(page: Page, screen: (typeof REPORTES)[number]['screen'], tabla: string): Promise<Locator> {
  await page.goto(screenNamed(screen).path);
  const table = page.getByRole('table', { name: tabla, exact: true });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

/** Left edges of the Opciones header and of the first row's Opciones cell, and of the table's box. */
const bordes = (table: Locator) =>
  table.evaluate((el) => {
    const izquierda = (e: Element | null) => Math.round(e?.getBoundingClientRect().left ?? NaN);
    return { encabezado: izquierda(el.querySelector('th[data-pinned]')), celda: izquierda(el.querySelector('tbody tr td[data-pinned]')) };
  });

test('a 390 px el encabezado Opciones se desplaza con sus celdas', async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await portal.loginAs('superadmin');
  const table = await abrir(page, 'reportesSolicitudes', 'Reporte de Solicitudes');
  const inicio = await bordes(table);
  expect(inicio.encabezado).toBe(inicio.celda);
  await table.evaluate((el) => {
    const caja = el.parentElement as HTMLElement;
    caja.scrollLeft = caja.scrollWidth;
  });
  const fin = await bordes(table);
  expect(fin.encabezado).toBe(fin.celda);
  expect(fin.celda).toBeLessThan(inicio.celda);
});

test('a 1366 px las columnas caben junto a Opciones: ninguna queda debajo ni hay que desplazarse de lado', async ({ page, portal }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await portal.loginAs('superadmin');
  for (const r of REPORTES) {
    await test.step(r.tabla, async () => {
      const table = await abrir(page, r.screen, r.tabla);
      const g = await table.evaluate((el) => {
        const caja = el.parentElement as HTMLElement;
        const fija = el.querySelector('th[data-pinned]')?.getBoundingClientRect().left ?? NaN;
        const debajo = [...el.querySelectorAll('th:not([data-pinned])')]
          .filter((th) => th.getBoundingClientRect().right > fija + 0.5)
          .map((th) => th.textContent);
        return { sobra: caja.scrollWidth - caja.clientWidth, debajo };
      });
      expect(g).toEqual({ sobra: 0, debajo: [] });
    });
  }
});
