// Date fields in Chromium at 390 px: the day shows as YYYY-MM-DD (SPEC §9) and may be
// typed as dd/mm/aaaa too, a day that does not
// exist explains itself under the field, and the calendar jumps by month and year (its dropdowns)
// without leaving the screen.
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('un campo de fecha se escribe (dd/mm/aaaa o aaaa-mm-dd) y su calendario salta por mes y año, a 390 px', async ({ page, portal }) => {
  await portal.loginAs('superadmin', '/admin/reportes/grafica_folios');
  await portal.expectScreen({ title: 'Grafica Folios' });
  // Under 900 px the filters may start collapsed behind their header.
  const filtros = page.getByRole('button', { name: /^Filtros/ });
  if ((await filtros.count()) > 0 && (await filtros.getAttribute('aria-expanded')) === 'false') await filtros.click();
  const desde = page.getByRole('textbox', { name: 'Fecha desde', exact: true });
  await expect(desde).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  await desde.fill('30/02/2024');
  await desde.press('Enter');
  await expect(desde).toHaveAccessibleDescription('La fecha no es válida; escríbela como aaaa-mm-dd o dd/mm/aaaa');
  await desde.fill('15/02/2024');
  await desde.press('Enter');
  await expect(desde).toHaveValue('2024-02-15');
  await expect(desde).not.toHaveAttribute('aria-invalid');

  await page.getByRole('button', { name: 'Abrir calendario de Fecha desde' }).click();
  const calendario = page.getByLabel('Calendario de Fecha desde', { exact: true });
  await expect(calendario.getByRole('grid', { name: /febrero 2024/i })).toBeVisible();
  await calendario.getByRole('combobox', { name: 'Elegir el año' }).selectOption('2022');
  await calendario.getByRole('combobox', { name: 'Elegir el mes' }).selectOption({ label: 'noviembre' });
  await expect(calendario.getByRole('grid', { name: /noviembre 2022/i })).toBeVisible();
  const caja = await calendario.boundingBox();
  expect(caja && caja.x >= 0 && caja.x + caja.width <= 390, `el calendario cabe en 390 px (${JSON.stringify(caja)})`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await calendario.getByRole('button', { name: 'martes, 8 de noviembre de 2022' }).click();
  await expect(calendario).toBeHidden();
  await expect(desde).toHaveValue('2022-11-08');
});
