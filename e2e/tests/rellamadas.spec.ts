// Rellamadas end to end: operador@ schedules two callbacks from the call form (at 1366 px one
// about a minute ahead, at 390 px another a minute later), sees each fall due in the top bar
// ("Rellamada pendiente: folio X — Abrir"), opens it from there and with Siguiente llamada, saves
// the call, and the callback is gone from Mis rellamadas. supervisor@ then sees the attempts and kept
// callbacks in Productividad, and admin@ finds the call form's change in Bitácora with its before
// and after values, at both widths.
import type { Page } from '@playwright/test';
import { ETIQUETAS_PRODUCTIVIDAD as P, ETIQUETAS_RELLAMADAS as E, EstatusTelefono, MENSAJES, type PersonaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';

const REPORTE = '/admin/reportes/callcenter';
const ANCHO = { width: 1366, height: 768 };
const MOVIL = { width: 390, height: 844 };

/** 'AAAA-MM-DDTHH:mm' in the business time zone, the next whole minute at least 40 s from now, plus `despues` minutes. */
function enUnMinuto(despues = 0): string {
  const cuando = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000 + despues * 60_000);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(cuando)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const dialogo = (page: Page, folio: string) => page.getByRole('dialog', { name: `Seguimiento de Llamadas — ${folio}` });

/** Picks the call form's answers (Contestó, Estatus del Teléfono) and saves (the form's first save says Guardados, the next ones Actualizados). */
async function guardarLlamada(page: Page, folio: string, estatus: string, mensaje: string): Promise<void> {
  const dialog = dialogo(page, folio);
  for (const [campo, opcion] of [['Contestó', 'No'], ['Estatus del Teléfono', estatus]] as const) {
    await dialog.getByRole('combobox', { name: campo, exact: true }).fill(opcion);
    await page.getByRole('option', { name: opcion, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(mensaje)).toBeVisible();
}

/** From the Call Center filtered to `folio`: its call form, a save (an attempt), then a callback for `cuando`. */
async function programar(page: Page, folio: string, cuando: string): Promise<void> {
  await page.goto(`${REPORTE}?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(folio)}`);
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  const dialog = dialogo(page, folio);
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await guardarLlamada(page, folio, EstatusTelefono.label(3), MENSAJES.datosGuardados);
  await dialog.getByLabel(E.fecha).fill(cuando);
  await dialog.getByLabel(E.nota).fill('Llamar después de la junta');
  await dialog.getByRole('button', { name: E.programar }).click();
  await expect(page.getByText(E.guardada, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('region', { name: E.titulo }).getByRole('button', { name: E.abrir(folio) })).toBeVisible();
}

/** Waits for `folio`'s notice in the top bar, opens it, then Siguiente llamada hands it out first; the save ends it. */
async function atender(page: Page, folio: string): Promise<void> {
  const dialog = dialogo(page, folio);
  const mis = page.getByRole('region', { name: E.titulo });
  const aviso = page.getByRole('status', { name: `Rellamada pendiente: folio ${folio}` });
  await expect(aviso).toBeVisible({ timeout: 150_000 });
  await aviso.getByRole('button', { name: `Abrir folio ${folio}` }).click();
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await expect(aviso).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(mis.getByRole('button', { name: E.abrir(folio) })).toBeVisible();

  await page.getByRole('button', { name: 'Siguiente llamada' }).click();
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await guardarLlamada(page, folio, EstatusTelefono.label(4), MENSAJES.datosActualizados);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(mis.getByRole('button', { name: E.abrir(folio) })).toHaveCount(0);
  // Told once: no notice of it any more.
  await expect(aviso).toHaveCount(0);
}

async function sinDesplazamientoLateral(page: Page, ancho: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'la página se desplaza de lado').toBeLessThanOrEqual(ancho);
}

test('operador@ schedules callbacks, is told in the top bar when they fall due, opens them, saves, and they are gone; supervisor@ sees the attempts in Productividad; admin@ finds the change in Bitácora', async ({ page, portal, sessions }) => {
  test.setTimeout(300_000);
  const adminApi = await sessions.api('admin');
  const operador = await sessions.login('operador');
  const libres = await adminApi.get('/api/solicitudes_operadores?asignadas=2&rowsPerPage=2');
  const filas = ((await libres.json()) as { data: SolicitudOperadorFila[] }).data;
  expect(filas).toHaveLength(2);
  const [folioA = '', folioB = ''] = filas.map((f) => f.folio_solicitud);
  const operadores = (await (await adminApi.get('/api/operadores/list')).json()) as PersonaListItem[];
  const op = operadores.find((o) => o.nombre_completo.startsWith(operador.nombre) || operador.nombre.startsWith(o.nombre_completo));
  expect(op, 'operador@ en /api/operadores/list').toBeTruthy();
  expect((await adminApi.post('/api/solicitudes_operadores', { data: { seleccionados: filas.map((f) => f.id), usuario_id: op?.id } })).status()).toBe(200);

  // Folio A's callback about a minute ahead (at 1366 px), folio B's a minute later (at 390 px).
  const [cuandoA, cuandoB] = [enUnMinuto(), enUnMinuto(1)];
  await page.setViewportSize(ANCHO);
  await portal.loginAs('operador', REPORTE);
  await programar(page, folioA, cuandoA);
  await page.setViewportSize(MOVIL);
  await programar(page, folioB, cuandoB);
  await sinDesplazamientoLateral(page, MOVIL.width);

  // On another screen the top bar tells them; the rest happens without reloading (each is told once).
  await page.setViewportSize(ANCHO);
  await page.goto('/admin');
  await atender(page, folioA);
  await page.setViewportSize(MOVIL);
  await atender(page, folioB);
  await expect(page.getByRole('region', { name: E.titulo }).getByText(E.vacio)).toBeVisible();
  await expect(page.getByText(/Rellamada pendiente/)).toHaveCount(0);
  await sinDesplazamientoLateral(page, MOVIL.width);

  for (const viewport of [ANCHO, MOVIL]) {
    await page.setViewportSize(viewport);
    // supervisor@ sees operador@'s attempts and kept callbacks in Productividad (this month by default).
    await portal.loginAs('supervisor', '/admin/reportes/callcenter/productividad');
    const tabla = page.getByRole('table', { name: P.porOperador, exact: true });
    const filaOperador = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: op?.nombre_completo ?? '-', exact: true }) });
    await expect(filaOperador).toHaveCount(1);
    const cifras = (await filaOperador.getByRole('cell').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
    const [intentos = 0, , , cumplidas = 0] = cifras;
    expect(intentos, 'Intentos').toBeGreaterThanOrEqual(4);
    expect(cumplidas, 'Rellamadas cumplidas').toBeGreaterThanOrEqual(2);
    await sinDesplazamientoLateral(page, viewport.width);

    // admin@ finds the call form's save in Bitácora: the phone status before and after.
    await portal.loginAs('admin', `/admin/bitacora?folio=${encodeURIComponent(folioA)}&accion=guardar`);
    const cambio = page.getByRole('table', { name: 'Bitácora' }).getByRole('listitem').filter({ hasText: 'particular_telefono_estatus: 3 → 4' });
    await expect(cambio).toHaveCount(1);
    await expect(cambio.getByLabel('antes 3')).toBeVisible();
    await sinDesplazamientoLateral(page, viewport.width);
  }
});
