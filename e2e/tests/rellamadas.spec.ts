// Rellamadas end to end: operador@ schedules a callback about a minute ahead from
// the call form, sees it fall due in the top bar ("Rellamada pendiente: folio X — Abrir"), opens it
// from there and with Siguiente llamada, saves the call, and the callback is gone from Mis rellamadas.
// supervisor@ then sees the attempt and the kept callback in Productividad, also at 390 px.
import { ETIQUETAS_PRODUCTIVIDAD as P, ETIQUETAS_RELLAMADAS as E, MENSAJES, type PersonaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';

const REPORTE = '/admin/reportes/callcenter';

/** 'AAAA-MM-DDTHH:mm' in the business time zone, the next whole minute at least 40 s from now. */
function enUnMinuto(): string {
  const cuando = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(cuando)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

test('operador@ schedules a callback, is told in the top bar when it falls due, opens it, saves, and it is gone; supervisor@ sees the attempt in Productividad', async ({ page, portal, sessions }) => {
  test.setTimeout(180_000);
  const adminApi = await sessions.api('admin');
  const operador = await sessions.login('operador');
  const libres = await adminApi.get('/api/solicitudes_operadores?asignadas=2&rowsPerPage=1');
  const [fila] = ((await libres.json()) as { data: SolicitudOperadorFila[] }).data;
  expect(fila).toBeTruthy();
  const folio = fila?.folio_solicitud ?? '';
  const operadores = (await (await adminApi.get('/api/operadores/list')).json()) as PersonaListItem[];
  const op = operadores.find((o) => o.nombre_completo.startsWith(operador.nombre) || operador.nombre.startsWith(o.nombre_completo));
  expect(op, 'operador@ en /api/operadores/list').toBeTruthy();
  expect((await adminApi.post('/api/solicitudes_operadores', { data: { seleccionados: [fila?.id], usuario_id: op?.id } })).status()).toBe(200);

  // From the call form, a callback about a minute ahead.
  await portal.loginAs('operador', `${REPORTE}?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(folio)}`);
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  const dialog = page.getByRole('dialog', { name: `Seguimiento de Llamadas — ${folio}` });
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await dialog.getByLabel(E.fecha).fill(enUnMinuto());
  await dialog.getByLabel(E.nota).fill('Llamar después de la junta');
  await dialog.getByRole('button', { name: E.programar }).click();
  await expect(page.getByText(E.guardada, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  const mis = page.getByRole('region', { name: E.titulo });
  await expect(mis.getByRole('button', { name: E.abrir(folio) })).toBeVisible();

  // On another screen, the top bar tells them when it falls due; Abrir opens the folio's call form.
  await page.goto('/admin');
  const aviso = page.getByRole('status', { name: `Rellamada pendiente: folio ${folio}` });
  await expect(aviso).toBeVisible({ timeout: 120_000 });
  await aviso.getByRole('button', { name: `Abrir folio ${folio}` }).click();
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await expect(aviso).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(mis.getByText(E.vencida, { exact: true })).toBeVisible();

  // Siguiente llamada hands out the due callback first; the save ends it.
  await page.getByRole('button', { name: 'Siguiente llamada' }).click();
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  for (const [campo, opcion] of [['Contestó', 'No'], ['Estatus del Teléfono', 'Fuera de Servicio']] as const) {
    await dialog.getByRole('combobox', { name: campo, exact: true }).fill(opcion);
    await page.getByRole('option', { name: opcion, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MENSAJES.datosGuardados)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(mis.getByText(E.vacio)).toBeVisible();
  // Told once: nothing more in the top bar.
  await expect(page.getByText(/Rellamada pendiente/)).toHaveCount(0);

  // supervisor@ sees operador@'s attempt and kept callback in Productividad (this month by default).
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await portal.loginAs('supervisor', '/admin/reportes/callcenter/productividad');
    const tabla = page.getByRole('table', { name: P.porOperador, exact: true });
    const filaOperador = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: op?.nombre_completo ?? '-', exact: true }) });
    await expect(filaOperador).toHaveCount(1);
    const cifras = (await filaOperador.getByRole('cell').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
    const [intentos = 0, , , cumplidas = 0] = cifras;
    expect(intentos, 'Intentos').toBeGreaterThanOrEqual(1);
    expect(cumplidas, 'Rellamadas cumplidas').toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'la página se desplaza de lado').toBeLessThanOrEqual(viewport.width);
  }
});
