// mf-solicitudes end to end: the request report's filters live in the URL, the Excel export, the
// upload with a bad row and then a good file, assigning / reassigning / unassigning gestores,
// duplicating a folio, editing a field verification, and agency scoping. Every request a test
// changes is uploaded by that test with folios tagged per run, so the seed stays intact.
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { MENSAJES, type PersonaListItem, type SolicitudFila, type Usuario } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** Today in the portal's time zone (the browser runs in America/Mexico_City). */
const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

const CABECERA = 'Folio,Nombre,Apellido Paterno,Apellido Materno,Calle,Colonia,Estado,Ciudad,C.P.,Teléfono,Fecha Captura,Fuerza de Venta';
const filaCsv = (folio: string, cp = '44100') => `${folio},Cliente ${folio},Pruebas,E2E,Av. Uno 1,Centro,Jalisco,Guadalajara,${cp},3312345678,${hoy()},FV-E2E`;
const csv = (filas: string[]) => Buffer.from([CABECERA, ...filas].join('\n'), 'utf8');

/** Uploads rows through the API (the caller's agency). */
async function cargar(api: APIRequestContext, folios: string[]): Promise<void> {
  const res = await api.post('/api/solicitudes/load_file', {
    multipart: { file: { name: 'e2e.csv', mimeType: 'text/csv', buffer: csv(folios.map((f) => filaCsv(f))) } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function filaDe(api: APIRequestContext, folio: string): Promise<SolicitudFila> {
  const res = await api.get('/api/solicitudes', { params: { search: folio, fecha_desde: '', rowsPerPage: 5 } });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as { data: SolicitudFila[] }).data.find((s) => s.folio_solicitud === folio);
  if (!found) throw new Error(`No se encontró ${folio}`);
  return found;
}

const tabla = (page: Page, name: string) => page.getByRole('table', { name });
const filaTabla = (page: Page, name: string, folio: string) => tabla(page, name).getByRole('row').filter({ hasText: folio });

async function elegir(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, opcion: string): Promise<void> {
  await scope.getByRole('button', { name: `Mostrar opciones de ${label}`, exact: true }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

async function folios(page: Page, lista: string[]): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Folios', exact: true });
  for (const f of lista) {
    await input.fill(f);
    await input.press('Enter');
  }
}

test('el supervisor filtra, la URL guarda la vista, y al recargar ve lo mismo', async ({ page, portal, sessions }) => {
  const t = tag();
  const api = await sessions.api('supervisor');
  await cargar(api, [`URL${t}-1`, `URL${t}-2`]);

  await portal.loginAs('supervisor', '/admin/reportes/solicitudes');
  await portal.expectScreen(screenNamed('reportesSolicitudes'));
  const reporte = 'Reporte de Solicitudes';
  await expect(tabla(page, reporte).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(`url${t}`);
  await expect(page).toHaveURL(new RegExp(`search=url${t}`, 'i'));
  await expect(filaTabla(page, reporte, `URL${t}-1`)).toBeVisible();
  await expect(tabla(page, reporte).getByRole('row')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Solicitudes por página' }).selectOption('10');
  await expect(page).toHaveURL(/rowsPerPage=10/);

  await page.reload();
  await portal.expectScreen(screenNamed('reportesSolicitudes'));
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(`url${t}`);
  await expect(page.getByRole('combobox', { name: 'Solicitudes por página' })).toHaveValue('10');
  await expect(filaTabla(page, reporte, `URL${t}-2`)).toBeVisible();
  await expect(tabla(page, reporte).getByRole('row')).toHaveCount(3);
});

test('el reporte aparece entero al abrirse: ningún control se ve antes en su lugar provisional', async ({ page, portal }) => {
  // Each deferred control (table, selectors, date field) has a placeholder while its code loads:
  // a disabled read-only field, or a loading bar where the table goes. Opening the screen shows
  // none of them: the shell loads them with the screen and renders it once (PantallaEntera).
  await page.addInitScript(() => {
    const vistos: string[] = [];
    const anotar = (que: string) => void (vistos.includes(que) || vistos.push(que));
    Object.assign(window, { provisionales: vistos });
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) return;
      for (const campo of main.querySelectorAll<HTMLInputElement>('input[disabled][readonly]')) anotar(`campo ${campo.labels?.[0]?.textContent ?? ''}`);
      if (main.querySelector('[role="progressbar"]') && !main.querySelector('table')) anotar('tabla');
    }).observe(document, { subtree: true, childList: true });
  });
  // The shell's own chunks (the controls' code among them) arrive late, as on a slow network.
  await page.route(/\/\d+\.[0-9a-f]{10}\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await portal.loginAs('supervisor', '/admin/reportes/solicitudes');
  await portal.expectScreen(screenNamed('reportesSolicitudes'));
  await expect(tabla(page, 'Reporte de Solicitudes').getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { provisionales: string[] }).provisionales)).toEqual([]);
});

test('el supervisor sube un archivo con una fila mala, lee "- Fila N", y luego uno bueno cuyos folios encuentra', async ({ page, portal }) => {
  const t = tag();
  await portal.loginAs('supervisor', '/admin/reportes/asignacion');
  await portal.expectScreen(screenNamed('reportesAsignar'));

  await page.getByRole('button', { name: 'Cargar Archivo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cargar Archivo' });
  const archivo = dialogo.getByLabel('Archivo (.xlsx, .xls o .csv)');
  // Spanish texts of our own, not the browser's 'Choose File / No file chosen'.
  await expect(dialogo.getByRole('button', { name: 'Seleccionar archivo', exact: true })).toBeVisible();
  await expect(dialogo.getByText('Ningún archivo seleccionado', { exact: true })).toBeVisible();
  await archivo.setInputFiles({ name: 'malo.csv', mimeType: 'text/csv', buffer: csv([filaCsv(`UP${t}-1`), filaCsv(`UP${t}-2`, '12')]) });
  await expect(dialogo.getByText('malo.csv', { exact: true })).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cargar', exact: true }).click();
  const alerta = dialogo.getByRole('alert');
  await expect(alerta).toContainText(MENSAJES.errorArchivo);
  // Named by the file's own header, not the field key (cp).
  await expect(alerta.getByText(/^- Fila 3: C\.P\.: /)).toBeVisible();

  await archivo.setInputFiles({ name: 'bueno.csv', mimeType: 'text/csv', buffer: csv([filaCsv(`UP${t}-1`), filaCsv(`UP${t}-2`)]) });
  await dialogo.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(dialogo.getByRole('status')).toContainText(MENSAJES.archivoCargado);
  await dialogo.getByRole('button', { name: 'Cerrar', exact: true }).click();

  await folios(page, [`UP${t}-1`, `UP${t}-2`]);
  const nombre = 'Asignar Folios a Gestores';
  await expect(filaTabla(page, nombre, `UP${t}-1`)).toBeVisible();
  await expect(filaTabla(page, nombre, `UP${t}-2`)).toBeVisible();
});

test('el supervisor asigna 3 folios a gestor@, los ve Asignadas, reasigna uno y desasigna otro', async ({ page, portal, sessions }) => {
  const t = tag();
  const api = await sessions.api('supervisor');
  const lista = [`AS${t}-1`, `AS${t}-2`, `AS${t}-3`];
  await cargar(api, lista);
  const admin = await sessions.api('admin');
  const usuarios = (await (await admin.get('/api/usuarios', { params: { search: 'gestor@verifica.mx', rowsPerPage: -1 } })).json()) as Usuario[];
  const gestor = usuarios.find((u) => u.correo === 'gestor@verifica.mx');
  if (!gestor) throw new Error('No está gestor@verifica.mx');
  const otros = ((await (await api.get('/api/gestores/list')).json()) as PersonaListItem[]).filter((g) => g.id !== gestor.id);
  const otro = otros[0];
  if (!otro) throw new Error('La agencia no tiene otro gestor');

  await portal.loginAs('supervisor', '/admin/reportes/asignacion');
  await portal.expectScreen(screenNamed('reportesAsignar'));
  const nombre = 'Asignar Folios a Gestores';
  await folios(page, lista);
  for (const f of lista) await expect(filaTabla(page, nombre, f)).toBeVisible();
  await tabla(page, nombre).getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  const bloque = page.getByRole('group', { name: 'Asignación' });
  await expect(bloque.getByRole('button', { name: 'Asignar' })).toBeDisabled();
  await elegir(page, bloque, 'Gestor', gestor.nombre_completo);
  await bloque.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByRole('status').filter({ hasText: MENSAJES.foliosAsignados })).toBeVisible();

  // Default status No Asignadas: they left the list; Asignadas shows them with their gestor.
  await expect(tabla(page, nombre).getByText(MENSAJES.sinRegistros)).toBeVisible();
  await elegir(page, page, 'Estatus', 'Asignadas');
  for (const f of lista) await expect(filaTabla(page, nombre, f)).toContainText(gestor.nombre_completo);

  await page.goto(`/admin/reportes/solicitudes?search=AS${t}`);
  const reporte = 'Reporte de Solicitudes';
  await filaTabla(page, reporte, lista[0] as string).getByRole('button', { name: `Reasignar ${lista[0]}` }).click();
  const reasignar = page.getByRole('dialog', { name: 'Reasignar Gestor' });
  await expect(reasignar.getByRole('textbox', { name: 'Gestor actual' })).toHaveValue(gestor.nombre_completo);
  await elegir(page, reasignar, 'Nuevo Gestor', otro.nombre_completo);
  await reasignar.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: MENSAJES.reasignacionEfectuada })).toBeVisible();
  await expect(filaTabla(page, reporte, lista[0] as string)).toContainText(otro.nombre_completo);

  await filaTabla(page, reporte, lista[1] as string).getByRole('button', { name: `Desasignar ${lista[1]}` }).click();
  await page.getByRole('dialog', { name: 'Desasignar' }).getByRole('button', { name: 'Desasignar' }).click();
  await expect(page.getByRole('status').filter({ hasText: MENSAJES.desasignacionExitosa })).toBeVisible();
  await expect(filaTabla(page, reporte, lista[1] as string)).not.toContainText(gestor.nombre_completo);
  expect((await filaDe(api, lista[1] as string)).encuestador_id).toBeNull();
  expect((await filaDe(api, lista[2] as string)).encuestador_id).toBe(gestor.id);
});

test('exportar a Excel (trabajo en segundo plano) descarga un archivo con las filas del filtro', async ({ page, portal, sessions }) => {
  const t = tag();
  const lista = [`EX${t}-1`, `EX${t}-2`, `EX${t}-3`];
  await cargar(await sessions.api('supervisor'), lista);
  const sesion = await portal.loginAs('supervisor', `/admin/reportes/solicitudes?search=EX${t}`);
  await expect(filaTabla(page, 'Reporte de Solicitudes', lista[0] as string)).toBeVisible();

  // A background job: its progress under the header, then Descargar.
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const trabajo = page.getByRole('group', { name: 'Exportación de solicitudes' });
  await expect(trabajo).toContainText('Exportación de solicitudes: Terminado', { timeout: 30_000 });
  await expect(trabajo.getByRole('status')).toHaveText(`${lista.length} de ${lista.length} filas`);
  // The download listener is attached the moment the window exists: the file may start before
  // the test would otherwise get to ask for it.
  const abierta = new Promise<{ ventana: Page; descarga: Promise<Download> }>((resolve) => {
    page.once('popup', (ventana) => resolve({ ventana, descarga: ventana.waitForEvent('download') }));
  });
  await trabajo.getByRole('button', { name: 'Descargar' }).click();
  const { ventana, descarga: esperada } = await abierta;
  const descarga = await esperada;
  // A short-lived signed link, never the session's JWT.
  for (const url of [descarga.url(), ventana.url()]) {
    expect(url).not.toContain(sesion.token);
    expect(url).not.toMatch(/[?&]token=/);
  }
  const ruta = await descarga.path();
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(ruta);
  const hoja = libro.worksheets[0];
  if (!hoja) throw new Error('El Excel no tiene hojas');
  const celdas: string[] = [];
  hoja.eachRow((row) => row.eachCell((c) => celdas.push(String(c.text))));
  for (const f of lista) expect(celdas).toContain(f);
  expect(hoja.actualRowCount).toBe(lista.length + 1);
});

test('el superadministrador duplica un folio y se abre el detalle del nuevo', async ({ page, portal, sessions }) => {
  const t = tag();
  const origen = `DU${t}`;
  await cargar(await sessions.api('supervisor'), [origen]);
  await portal.loginAs('superadmin', `/admin/reportes/solicitudes?search=${origen}`);
  const reporte = 'Reporte de Solicitudes';
  await filaTabla(page, reporte, origen).getByRole('button', { name: `Duplicar ${origen}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Duplicar Folio ${origen}` });
  await dialogo.getByRole('textbox', { name: 'Código' }).fill('B');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: MENSAJES.folioDuplicado })).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: `${origen}-B` })).toBeVisible();
});

test('el supervisor edita una verificación: "Verificacion Actualizada"', async ({ page, portal, sessions }) => {
  const api = await sessions.api('supervisor');
  const res = await api.get('/api/solicitudes', { params: { asignadas: 3, fecha_desde: '', fecha_hasta: '', rowsPerPage: 1 } });
  const verificada = ((await res.json()) as { data: SolicitudFila[] }).data[0];
  if (!verificada) throw new Error('La siembra no tiene solicitudes verificadas en la agencia');
  const folio = verificada.folio_solicitud;
  await portal.loginAs('supervisor', `/admin/reportes/solicitudes?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(folio)}`);
  const reporte = 'Reporte de Solicitudes';
  const fila = filaTabla(page, reporte, folio).first();
  await expect(fila.getByRole('img', { name: 'Verificada' })).toBeVisible();
  await fila.getByRole('button', { name: `Editar verificación ${folio}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Verificacion' });
  await expect(dialogo.getByRole('textbox', { name: 'Folio' })).toHaveValue(folio);
  await dialogo.getByRole('textbox', { name: 'Comentario' }).fill(`Revisado en e2e ${tag()}`);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: MENSAJES.verificacionActualizada })).toBeVisible();
});

test('admin@ no alcanza las filas de admin2@ y no ve Duplicar', async ({ page, portal, sessions }) => {
  const t = tag();
  const propio = `SC${t}-A`;
  const ajeno = `SC${t}-B`;
  await cargar(await sessions.api('admin'), [propio]);
  const api2 = await sessions.api('admin2');
  await cargar(api2, [ajeno]);
  const fila2 = await filaDe(api2, ajeno);

  await portal.loginAs('admin', `/admin/reportes/solicitudes?search=SC${t}`);
  const reporte = 'Reporte de Solicitudes';
  await expect(filaTabla(page, reporte, propio)).toBeVisible();
  await expect(filaTabla(page, reporte, ajeno)).toHaveCount(0);
  await expect(tabla(page, reporte).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Duplicar / })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Agencia' })).toHaveCount(0);

  const admin = await sessions.api('admin');
  expect((await admin.get(`/api/solicitudes/${fila2.id}`)).status()).toBe(404);
});

test('a 390 px las pantallas no se desbordan de lado: solo la tabla se desplaza, dentro de su tarjeta', async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin/reportes/solicitudes', '/admin/reportes/asignacion']) {
    await portal.loginAs('supervisor', path);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    // The screen's own box (the shell's layout at 390 px is the shell's concern).
    const desborde = await page.locator('section[data-screen]').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(desborde, path).toBeLessThanOrEqual(0);
  }
});
