// mf-callcenter end to end: admin@ assigns five folios to operador@ on the assignment
// screen; operador@ sees only their folios, fills Seguimiento de Llamadas (both branches of the
// phone and of the references), Guardar then Finalizar, and the row turns green; admin@ sees
// Asignar and Rehabilitar, supervisor@ neither; another agency's folio is out of admin@'s reach.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MENSAJES, type PersonaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';

const REPORTE = '/admin/reportes/callcenter';
const VERDE = 'rgb(220, 242, 224)';

/** Every date, the given folios (the default dates would hide older folios). */
const conFolios = (folios: string[]) => `fecha_desde=&fecha_hasta=&${folios.map((f) => `folio_solicitud=${encodeURIComponent(f)}`).join('&')}`;

async function libres(api: APIRequestContext, n: number): Promise<SolicitudOperadorFila[]> {
  const res = await api.get(`/api/solicitudes_operadores?asignadas=2&rowsPerPage=${n}`);
  expect(res.status()).toBe(200);
  const filas = ((await res.json()) as { data: SolicitudOperadorFila[] }).data;
  expect(filas).toHaveLength(n);
  return filas;
}

async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const filaDe = (page: Page, folio: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: folio, exact: true }) });

test('call center: assign, call follow-up by the operator, finalize, admin and supervisor gates, agency scoping', async ({ page, portal, sessions }) => {
  test.setTimeout(180_000);
  const adminApi = await sessions.api('admin');
  const operador = await sessions.login('operador');
  const filas = await libres(adminApi, 5);
  const folios = filas.map((f) => f.folio_solicitud);
  const operadores = (await (await adminApi.get('/api/operadores/list')).json()) as PersonaListItem[];
  const nombreOperador = operadores.find((o) => o.nombre_completo.startsWith(operador.nombre) || operador.nombre.startsWith(o.nombre_completo))?.nombre_completo;
  expect(nombreOperador, 'operador@ en /api/operadores/list').toBeTruthy();

  // admin@ assigns the five folios to operador@ on the assignment screen.
  await portal.loginAs('admin', `${REPORTE}/asignar?${conFolios(folios)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar Solicitudes a Operadores' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Asignar Solicitudes a Operadores' });
  for (const f of folios) await expect(tabla.getByRole('cell', { name: f, exact: true })).toBeVisible();
  await tabla.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  await choose(page, page, 'Operador', nombreOperador ?? '');
  await page.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(page.getByText(MENSAJES.foliosAsignados)).toBeVisible();

  // operador@ sees exactly those five (and only their own rows), opens Llamadas on the first.
  await page.evaluate(() => localStorage.clear());
  await portal.loginUi('operador');
  await expect(page).toHaveURL(/\/admin$/);
  // Every row of their report is theirs.
  await page.goto(`${REPORTE}?fecha_desde=&fecha_hasta=&rowsPerPage=100`);
  const reporte = page.getByRole('table', { name: 'Reporte del Call Center' });
  await expect(reporte.getByRole('cell', { name: folios[0] ?? '', exact: true })).toBeVisible();
  const todas = await reporte.locator('tbody tr').count();
  await expect(reporte.getByRole('cell', { name: nombreOperador ?? '', exact: true })).toHaveCount(todas);
  await page.goto(`${REPORTE}?${conFolios(folios)}`);
  for (const f of folios) await expect(reporte.getByRole('cell', { name: f, exact: true })).toBeVisible();
  await expect(reporte.locator('tbody tr')).toHaveCount(5);
  await expect(reporte.getByRole('cell', { name: nombreOperador ?? '', exact: true })).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Asignar', exact: true })).toHaveCount(0);
  const folio = folios[0] ?? '';
  // A 768 px-high screen: the dialog scrolls inside itself, its buttons stay on screen.
  await page.setViewportSize({ width: 1280, height: 768 });
  // Never called yet: the form loads with a 200 (the empty form), and the console stays clean.
  const erroresConsola: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') erroresConsola.push(m.text());
  });
  const lectura = page.waitForResponse((r) => r.url().includes('/api/verificaciones_operadores?'));
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  const dialog = page.getByRole('dialog', { name: `Seguimiento de Llamadas — ${folio}` });
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  expect((await lectura).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText('Sin seguimiento');
  expect(erroresConsola).toEqual([]);
  const ultimo = dialog.getByRole('group', { name: 'Referencia 3' }).getByLabel('Comentarios');
  await expect(ultimo).not.toBeInViewport();
  await ultimo.scrollIntoViewIfNeeded();
  await expect(ultimo).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Finalizar' })).toBeInViewport();
  await choose(dialog, page, 'Contestó', 'No');
  await choose(dialog, page, 'Estatus del Teléfono', 'Fuera de Servicio');
  await expect(dialog.getByLabel('Nombre de quien contesta')).toHaveCount(0);
  const ref1 = dialog.getByRole('group', { name: 'Referencia 1' });
  await choose(ref1, page, 'Familiar o Amistad', 'Familiar');
  await ref1.getByLabel('Parentesco').fill('Hermana');
  const ref2 = dialog.getByRole('group', { name: 'Referencia 2' });
  await ref2.getByRole('switch', { name: 'Conoce al titular' }).click();
  await choose(ref2, page, 'Tipo de Atención', 'No localizada después de varias llamadas');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MENSAJES.datosGuardados)).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText(MENSAJES.datosActualizados)).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('Finalizada el');
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Rehabilitar' })).toHaveCount(0);
  // Finalizada: nothing left to edit for the operator.
  await expect(ref1.getByLabel('Parentesco')).toBeDisabled();
  await expect(ref2.getByRole('switch', { name: 'Conoce al titular' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Contestó' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(filaDe(page, folio)).toHaveCSS('background-color', VERDE);

  // The saved answers, hidden ones null.
  const opApi = await sessions.api('operador');
  const guardada = await (await opApi.get(`/api/verificaciones_operadores?solicitud_id=${filas[0]?.id}`)).json();
  expect(guardada).toMatchObject({ finalizado: true, particular_contesto: 2, particular_telefono_estatus: 4, particular_nombre: null, ref1_parentesco: 'Hermana', ref2_conocen: false, ref2_tipo_atencion: 5, ref2_familia_amistad: null });

  // admin@ sees Asignar and Rehabilitar.
  await portal.loginAs('admin', `${REPORTE}?${conFolios([folio])}`);
  await expect(page.getByRole('button', { name: 'Asignar', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Rehabilitar' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  // supervisor@ sees neither.
  await portal.loginAs('supervisor', `${REPORTE}?${conFolios([folio])}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte del Call Center' })).toBeVisible();
  await expect(filaDe(page, folio)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asignar', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  await expect(page.getByRole('dialog').getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Rehabilitar' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  // A folio of admin2@'s agency is unreachable for admin@ (list, call form, reassign).
  const admin2Api = await sessions.api('admin2');
  const [ajena] = await libres(admin2Api, 1);
  await portal.loginAs('admin', `${REPORTE}?${conFolios([ajena?.folio_solicitud ?? ''])}`);
  await expect(page.getByText('No hay registros disponibles')).toBeVisible();
  expect((await adminApi.get(`/api/verificaciones_operadores?solicitud_id=${ajena?.id}`)).status()).toBe(404);
  expect((await adminApi.post('/api/verificaciones_operadores/', { data: { solicitud_id: ajena?.id } })).status()).toBe(404);
  expect((await adminApi.put(`/api/solicitudes_operadores/${ajena?.id}`, { data: { usuario_id: 0 } })).status()).toBe(404);
});
