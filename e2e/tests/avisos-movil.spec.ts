// In Chromium: at 390 px a toast covers neither a dialog's title and
// buttons nor the side menu; the folio charts speak Spanish to a screen reader; the live-changes
// notice does not push the table down.
import type { Locator, Page } from '@playwright/test';
import { MENSAJES_EVENTOS, MENSAJES_TRABAJOS } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const PHONE = { width: 390, height: 844 };
const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const CABECERA = 'Folio,Nombre,Apellido Paterno,Apellido Materno,Calle,Colonia,Estado,Ciudad,C.P.,Teléfono,Fecha Captura,Fuerza de Venta';
const csv = (folio: string) => Buffer.from(`${CABECERA}\n${folio},Cliente ${folio},Pruebas,E2E,Av. Uno 1,Centro,Jalisco,Guadalajara,44100,3312345678,${hoy()},FV-E2E`, 'utf8');

async function caja(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'sin caja: no se ve').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The two boxes share no pixel. */
async function expectSinTraslape(page: Page, a: Locator, b: Locator, que: string): Promise<void> {
  const [x, y] = [await caja(a), await caja(b)];
  const traslape = x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  expect(traslape, `${que}: ${JSON.stringify(x)} y ${JSON.stringify(y)}`).toBe(false);
}

test.describe('a 390 px', () => {
  test.use({ viewport: PHONE });

  test('un aviso no tapa el título ni los botones de un diálogo, ni el menú lateral', async ({ page, portal }) => {
    await portal.loginAs('supervisor', '/admin/reportes/asignacion');
    await portal.expectScreen(screenNamed('reportesAsignar'));
    await page.getByRole('button', { name: 'Cargar Archivo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cargar Archivo' });
    await dialogo.getByLabel('Archivo (.xlsx, .xls o .csv)').setInputFiles({ name: 'valida.csv', mimeType: 'text/csv', buffer: csv(`AV${tag()}`) });
    await dialogo.getByRole('button', { name: 'Validar', exact: true }).click();
    // The dialog says the outcome; the toast says it too, while the dialog stays open.
    // By CSS: while the dialog is open, headlessui hides the rest of the page from the accessibility tree.
    const aviso = page.locator('[role="status"]', { hasText: MENSAJES_TRABAJOS.validacionCorrecta }).filter({ has: page.locator('button', { hasText: 'Cerrar' }) });
    await expect(aviso).toBeVisible({ timeout: 30_000 });
    await expectSinTraslape(page, aviso, dialogo.getByRole('heading', { name: 'Cargar Archivo' }), 'el aviso tapa el título del diálogo');
    for (const boton of ['Validar', 'Cerrar', 'Cargar']) {
      await expectSinTraslape(page, aviso, dialogo.getByRole('button', { name: boton, exact: true }), `el aviso tapa ${boton}`);
    }
    await page.keyboard.press('Escape');
    await expect(dialogo).toHaveCount(0);

    await portal.openMenu();
    await expect(aviso).toBeVisible();
    await expectSinTraslape(page, aviso, portal.drawer, 'el aviso tapa el menú lateral');
    // Every entry can still be reached: the last one (Salir) scrolls into view above the toast.
    const salir = portal.drawer.getByRole('button', { name: 'Salir' });
    await salir.scrollIntoViewIfNeeded();
    await expectSinTraslape(page, aviso, salir, 'el aviso tapa Salir');
  });

  test('un aviso de error no tapa el título de un diálogo alto (Editar Verificacion)', async ({ page, portal, sessions }) => {
    const api = await sessions.api('supervisor');
    const verificadas = (await (await api.get('/api/solicitudes?asignadas=3&rowsPerPage=1&fecha_desde=&fecha_hasta=')).json()) as { data: { folio_solicitud: string }[] };
    const folio = verificadas.data[0]?.folio_solicitud ?? '';
    expect(folio, 'el seed tiene folios verificados').not.toBe('');
    await portal.loginAs('supervisor', `/admin/reportes/solicitudes?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(folio)}`);
    await page.getByRole('table', { name: 'Reporte de Solicitudes' }).getByRole('button', { name: `Editar verificación ${folio}` }).click();
    const dialogo = page.getByRole('dialog', { name: 'Editar Verificacion' });
    const comentario = dialogo.getByRole('textbox', { name: 'Comentario' });
    await expect(comentario).toBeVisible();
    // Too long: the server refuses it (422) and the dialog stays open with the error toast.
    await comentario.fill('x'.repeat(2001));
    await dialogo.getByRole('button', { name: 'Guardar', exact: true }).click();
    const aviso = page.locator('[role="alert"]').filter({ has: page.locator('button', { hasText: 'Cerrar' }) });
    await expect(aviso).toBeVisible();
    await expectSinTraslape(page, aviso, dialogo.getByRole('heading', { name: 'Editar Verificacion' }), 'el aviso tapa el título del diálogo');
    await expectSinTraslape(page, aviso, dialogo.getByRole('button', { name: 'Guardar', exact: true }), 'el aviso tapa Guardar');
  });
});

test('Grafica Folios se anuncia en español: la gráfica y cada entrada de su leyenda', async ({ page, portal }) => {
  await portal.loginAs('superadmin', '/admin/reportes/grafica_folios');
  const tarjeta = page.locator('[data-grafica^="Folios: asignación a gestores"]');
  await expect(tarjeta.locator('svg path.apexcharts-bar-area').first()).toBeVisible();
  const etiquetas = await tarjeta.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(etiquetas.join(' | ')).not.toMatch(/chart with|data series|Press Enter|toggle/);
  const grafica = tarjeta.locator('svg[aria-label]').first();
  await expect(grafica).toHaveAttribute('aria-label', /^Folios: asignación a gestores y verificación en campo\. Gráfica de barras apiladas con \d+ agencias? \(/);
  const leyenda = tarjeta.locator('.apexcharts-legend-series').first();
  await expect(leyenda).toHaveAttribute('aria-label', /, visible\. Pulsa Intro o Espacio para ocultarla\.$/);
  await leyenda.click();
  await expect(tarjeta.locator('.apexcharts-legend-series').first()).toHaveAttribute('aria-label', /, oculta\. Pulsa Intro o Espacio para mostrarla\.$/);
});

test('el aviso «1 cambio — Actualizar» aparece sin mover la tabla', async ({ page, portal, sessions }) => {
  const adminApi = await sessions.api('admin');
  const lista = (await (await adminApi.get('/api/solicitudes?rowsPerPage=1')).json()) as { data: { id: number; folio_solicitud: string }[] };
  const fila = lista.data[0];
  expect(fila).toBeTruthy();
  await portal.loginAs('admin', `/admin/reportes/solicitudes?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(fila?.folio_solicitud ?? '')}`);
  const tabla = page.getByRole('table', { name: 'Reporte de Solicitudes' });
  await expect(tabla.getByRole('cell', { name: fila?.folio_solicitud ?? '', exact: true })).toBeVisible();
  const antes = await caja(tabla);
  // Someone else edits the folio on screen.
  expect((await adminApi.put(`/api/solicitudes/${fila?.id}`, { data: { nombre: `Nombre ${tag()}` } })).status()).toBe(200);
  await expect(page.getByText(MENSAJES_EVENTOS.cambios(1) + ' —')).toBeVisible();
  const despues = await caja(tabla);
  expect(despues.y, 'la tabla bajó al aparecer el aviso').toBe(antes.y);
});
