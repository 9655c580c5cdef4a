// "Todos" on a list longer than a screen: the first rows show as the answer streams in, the
// footer ends on the total, only the rows in view (and a few around them) are in the DOM, and
// scrolling the table reaches the last row. At 1366 px (Reporte de Solicitudes) and 390 px
// (Reporte del Call Center).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const numero = (texto: string) => Number(texto.replace(/[^\d]/g, ''));

async function elegirTodos(page: Page, tabla: string): Promise<{ table: Locator; total: number; primeras: number }> {
  const table = page.getByRole('table', { name: tabla, exact: true });
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const inicio = Date.now();
  await page.getByRole('combobox', { name: /por página/ }).selectOption({ label: 'Todos' });
  await expect(page).toHaveURL(/rowsPerPage=-1/);
  // The first rows of the new answer (the row count says it is no longer the page of before).
  await expect(table).toHaveAttribute('aria-rowcount', /\d+/);
  const primeras = Date.now() - inicio;
  const pie = page.getByText(/^1-[\d.,]+ de [\d.,]+$/);
  await expect(pie).toBeVisible({ timeout: 30_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const total = numero((await pie.textContent())?.split(' de ')[1] ?? '');
  return { table, total, primeras };
}

async function recorrerHastaElFinal(table: Locator, total: number): Promise<void> {
  const ultima = table.locator(`tbody tr[aria-rowindex="${total + 1}"]`);
  for (let i = 0; i < 200 && (await ultima.count()) === 0; i++) {
    await table.evaluate((el) => {
      const caja = el.parentElement as HTMLElement;
      caja.scrollTop += caja.clientHeight * 5;
    });
  }
  await expect(ultima).toBeVisible();
}

const filasEnElDom = (table: Locator) => table.locator('tbody tr[data-index]').count();

test('Todos en Reporte de Solicitudes: primeras filas, el total, pocas filas en el DOM y la última al desplazarse', async ({ page, portal }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await portal.loginAs('superadmin');
  await page.goto(screenNamed('reportesSolicitudes').path);
  const { table, total, primeras } = await elegirTodos(page, 'Reporte de Solicitudes');
  test.info().annotations.push({ type: 'primeras filas (ms)', description: String(primeras) });
  expect(total).toBeGreaterThan(1000);
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
  const enDom = await filasEnElDom(table);
  expect(enDom).toBeGreaterThan(5);
  expect(enDom).toBeLessThan(80);
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible();
  await recorrerHastaElFinal(table, total);
  expect(await filasEnElDom(table)).toBeLessThan(80);
  // The pinned actions column still sits at the table's right edge on the last rows.
  const celda = table.locator(`tbody tr[aria-rowindex="${total + 1}"] td[data-pinned="end"]`);
  await expect(celda).toBeVisible();
  const derecha = await table.evaluate((el) => Math.round((el.parentElement as HTMLElement).getBoundingClientRect().right));
  const borde = await celda.evaluate((td) => Math.round(td.getBoundingClientRect().right));
  expect(Math.abs(derecha - borde)).toBeLessThanOrEqual(20);
});

test('Todos en Reporte del Call Center a 390 px: pocas filas en el DOM, la última alcanzable, sin desplazamiento lateral de la página', async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await portal.loginAs('superadmin');
  await page.goto(screenNamed('reportesCallCenter').path);
  const { table, total } = await elegirTodos(page, 'Reporte del Call Center');
  expect(total).toBeGreaterThan(200);
  expect(await filasEnElDom(table)).toBeLessThan(80);
  await recorrerHastaElFinal(table, total);
  const lateral = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(lateral).toBeLessThanOrEqual(0);
});
