// mf-reportes in Chromium, served from its second origin: Grafica Folios draws the API's numbers,
// Telefonos Duplicados lists a shared phone whose folio opens. Mapa Folios: mapa-folios.spec.ts.
import type { GraficaFila, Paged, SolicitudDetalle, TelefonoDuplicado } from '@verifica/contracts';
import { SERIES_GRAFICA } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';

test('Grafica Folios: las barras muestran los números de la API', async ({ page, portal }) => {
  const gestores = page.waitForResponse((r) => r.url().includes('/api/reportes/graficas_folios?') && r.status() === 200);
  await portal.loginAs('superadmin', '/admin/reportes/grafica_folios');
  const filas = (await (await gestores).json()) as GraficaFila[];
  const conDatos = filas.filter((f) => SERIES_GRAFICA.some((s) => f[s.key] > 0));
  expect(conDatos.length, 'el seed tiene folios este mes').toBeGreaterThan(0);

  const tarjeta = page.locator('[data-grafica^="Folios: asignación a gestores"]');
  await expect(tarjeta.locator('svg path.apexcharts-bar-area').first()).toBeVisible();
  // Each bar segment carries its value (val), series (index = agency) and category (j).
  const segmentos = await tarjeta.locator('svg path.apexcharts-bar-area').evaluateAll((paths) =>
    paths.map((p) => ({ i: Number(p.getAttribute('index')), j: Number(p.getAttribute('j')), val: Number(p.getAttribute('val')) })),
  );
  const dibujado = new Map(segmentos.map((s) => [`${s.i}:${s.j}`, s.val]));
  conDatos.forEach((f, i) =>
    SERIES_GRAFICA.forEach((s, j) => {
      if (f[s.key] > 0) expect(dibujado.get(`${i}:${j}`), `${f.nombre} ${s.label}`).toBe(f[s.key]);
    }),
  );
  // The legend names the agencies, in their colours; the x axis the five counts in Spanish.
  await expect(tarjeta.locator('.apexcharts-legend-text')).toHaveText(conDatos.map((f) => f.nombre));
  const ejeX = await tarjeta.locator('.apexcharts-xaxis-label').evaluateAll((els) => els.map((e) => e.querySelector('tspan')?.textContent ?? e.textContent));
  expect(ejeX).toEqual(SERIES_GRAFICA.map((s) => s.label));
  // The total on top of each column, in Spanish number format.
  const total = (k: (typeof SERIES_GRAFICA)[number]['key']) => conDatos.reduce((t, f) => t + f[k], 0);
  const totales = await tarjeta.locator('.apexcharts-datalabel-total').allTextContents();
  expect(totales).toEqual(SERIES_GRAFICA.map((s) => total(s.key).toLocaleString('es-MX')));
  await expect(page.locator('[data-grafica^="Folios informativos"] svg path.apexcharts-bar-area').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asignar folios a gestores' })).toHaveAttribute('href', '/admin/reportes/asignacion');
});

/** Pixel of (lon, lat) in the map element: Web Mercator at the view's zoom and centre (data-zoom, data-centro). */
test('Telefonos Duplicados: lista un teléfono compartido del seed y su folio abre el detalle', async ({ page, portal, sessions }) => {
  const respuesta = page.waitForResponse((r) => r.url().includes('/api/telefonos_duplicados?') && r.url().includes('desde=2') && r.status() === 200);
  await portal.loginAs('superadmin', '/admin/reportes/telefonos_duplicados?desde=2');
  const pagina = (await (await respuesta).json()) as Paged<TelefonoDuplicado>;
  const [primera] = pagina.data;
  expect(primera, 'el seed comparte teléfonos entre folios').toBeDefined();
  if (!primera) return;
  expect(primera.veces).toBeGreaterThanOrEqual(2);

  const tabla = page.getByRole('table', { name: 'Telefonos duplicados' });
  const fila = tabla.getByRole('row').filter({ has: page.getByRole('cell', { name: primera.telefono, exact: true }) });
  await expect(fila.getByRole('cell').nth(1)).toHaveText(primera.veces.toLocaleString('es-MX'));
  // The links read the folio numbers (beside the §7 ids), not the internal ids.
  expect(primera.folios.map((f) => f.id).join(',')).toBe(primera.ids);
  await expect(fila.getByRole('button', { name: /^Ver folio/ })).toHaveText(primera.folios.map((f) => f.folio));

  const [{ id, folio: numero } = { id: 0, folio: '' }] = primera.folios;
  await fila.getByRole('button', { name: `Ver folio ${numero}` }).first().click();
  const api = await sessions.api('superadmin');
  const folio = (await (await api.get(`/api/solicitudes/${id}`)).json()) as SolicitudDetalle;
  expect(folio.folio_solicitud).toBe(numero);
  expect(folio.telefono.replace(/\D/g, '').slice(-10)).toBe(primera.telefono);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContainText(numero);
});
