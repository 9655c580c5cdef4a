// Filters read from a shared link: unreadable values are dropped with a notice and the
// rest applies; a page past the end becomes the last page; on a phone the filter panel starts
// closed with the number of filters in use on its header, and Grafica Folios keeps its filters in
// the URL like the other report screens.
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const REPORTE = screenNamed('reportesSolicitudes');

test('a link with ?asignadas=9 and ?fecha_desde=2026-13-45 loses them with a notice; ?page=999 shows the last page', async ({ portal, page }) => {
  await portal.loginAs('supervisor', `${REPORTE.path}?asignadas=9&fecha_desde=2026-13-45&page=999&rowsPerPage=10`);
  await portal.expectScreen(REPORTE);
  await expect(page.getByRole('alert')).toContainText('Se ignoraron filtros no válidos del enlace: fecha_desde=2026-13-45, asignadas=9.');
  await expect.poll(() => new URL(page.url()).searchParams.has('asignadas') || new URL(page.url()).searchParams.has('fecha_desde')).toBe(false);
  // The rest applies: rows are listed, on the last page that has any.
  const tabla = page.getByRole('table', { name: REPORTE.title });
  await expect(tabla.getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('page') ?? '1')).toBeLessThan(999);
  // Replaced, not pushed: back does not return to the bad link.
  await page.goBack();
  await expect(page).not.toHaveURL(/asignadas=9/);
});

test.describe('a 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters start closed with their count on the header; the table is on the first screen', async ({ portal, page }) => {
    await portal.loginAs('supervisor', `${REPORTE.path}?asignadas=1`);
    await portal.expectScreen(REPORTE);
    const encabezado = page.getByRole('button', { name: 'Filtros (1 activo)' });
    await expect(encabezado).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('table', { name: REPORTE.title }).getByRole('row').nth(1)).toBeInViewport();
    await encabezado.click();
    await expect(page.getByRole('searchbox', { name: 'Buscar', exact: true })).toBeVisible();
  });
});

test('Grafica Folios keeps its filters in the URL: Buscar writes them, a reload keeps them', async ({ portal, page }) => {
  const grafica = screenNamed('reportesGraficaFolios');
  await portal.loginAs('superadmin', grafica.path);
  await portal.expectScreen(grafica);
  await page.getByRole('button', { name: 'Mostrar opciones de Estatus', exact: true }).click();
  await page.getByRole('option', { name: 'Verificadas', exact: true }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=3(&|$)/);
  const pedido = page.waitForRequest((r) => r.url().includes('/api/reportes/graficas_folios?') && r.url().includes('status=3'));
  await page.reload();
  await pedido;
  await expect(page.getByRole('combobox', { name: 'Estatus', exact: true })).toHaveValue('Verificadas');
});
