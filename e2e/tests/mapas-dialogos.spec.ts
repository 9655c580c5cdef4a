// The maps of "Datos internos" and "Editar Verificación" (mf-solicitudes) draw the
// portal's one basemap setting with every origin but the portal's and the relocated remote's
// blocked, and the browser reports no CSP violation: the offline basemap (no MAP_TILE_URL, as the
// e2e server runs), and tiles when /api/reportes/mapa_config names them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { MapaConfig, SolicitudDetalle, SolicitudFila } from '@verifica/contracts';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { soloOrigenesPropios } from '../support/origenes';

/** Seed cities far from the coast: around them the whole map is land. */
const TIERRA_ADENTRO = ['Ciudad de México', 'Puebla', 'Querétaro', 'Guanajuato', 'Estado de México'];

/** Every CSP violation and console error of the page (the listener runs outside the page's CSP). */
async function registrarErrores(page: Page): Promise<{ consola: string[]; violaciones: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const lista: string[] = [];
    (window as unknown as { __violaciones: string[] }).__violaciones = lista;
    document.addEventListener('securitypolicyviolation', (e) => lista.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const consola: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consola.push(m.text());
  });
  return { consola, violaciones: () => page.evaluate(() => (window as unknown as { __violaciones: string[] }).__violaciones) };
}

/** A verified request of the supervisor's agency, inland, whose visit has a position. */
async function filaVerificada(api: APIRequestContext): Promise<SolicitudFila> {
  const res = await api.get('/api/solicitudes', { params: { asignadas: 3, fecha_desde: '', fecha_hasta: '', rowsPerPage: 100 } });
  const filas = ((await res.json()) as { data: SolicitudFila[] }).data;
  const fila = filas.find((f) => f.verificado && f.position && TIERRA_ADENTRO.includes(f.edo));
  if (!fila) throw new Error('La siembra no tiene solicitudes verificadas tierra adentro en la agencia');
  const detalle = (await (await api.get(`/api/solicitudes/${fila.id}`)).json()) as SolicitudDetalle;
  expect(detalle.verificacion?.position, 'la verificación tiene posición').toBeTruthy();
  return fila;
}

/** What the basemap drew: the share of opaque pixels and the colour at the centre. */
function basemap(mapa: Locator): Promise<{ opaco: number; centro: string }> {
  return mapa.locator('.capa-mapa-base canvas').first().evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || c.width === 0 || c.height === 0) return { opaco: 0, centro: '' };
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let opacos = 0;
    for (let k = 3; k < d.length; k += 4) if (d[k] === 255) opacos++;
    const k = (Math.floor(c.height / 2) * c.width + Math.floor(c.width / 2)) * 4;
    const centro = `#${[d[k], d[k + 1], d[k + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
    return { opaco: opacos / (c.width * c.height), centro };
  });
}

/** How many pixels of the offline basemap are an outline's stroke (the land and state fills are lighter). */
function trazos(mapa: Locator): Promise<number> {
  return mapa.locator('.capa-mapa-base canvas').first().evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let n = 0;
    for (let k = 0; k + 3 < d.length; k += 4) if ((d[k + 3] ?? 0) > 200 && (d[k] ?? 255) < 225) n++;
    return n;
  });
}

/** Opens both dialogs of the row, one after the other, and checks each map with `comprobar`. */
async function revisarMapas(page: Page, folio: string, comprobar: (mapa: Locator, dialogo: string) => Promise<void>): Promise<void> {
  const renglon = page.getByRole('table', { name: 'Reporte de Solicitudes' }).getByRole('row').filter({ hasText: folio }).first();

  await renglon.getByRole('button', { name: `Datos internos ${folio}` }).click();
  const datos = page.getByRole('dialog', { name: `Datos Internos ${folio}` });
  await comprobar(datos.getByRole('img', { name: 'Mapa: haz clic para elegir la posición' }), 'Datos internos');
  await datos.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(datos).toHaveCount(0);

  await renglon.getByRole('button', { name: `Editar verificación ${folio}` }).click();
  const verificacion = page.getByRole('dialog', { name: 'Editar Verificacion' });
  await comprobar(verificacion.getByRole('img', { name: /^Mapa: / }), 'Editar Verificación');
}

const reporteDe = (folio: string) => `/admin/reportes/solicitudes?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(folio)}`;

test('sin MAP_TILE_URL, los mapas de Datos internos y Editar Verificación dibujan el mapa base sin conexión, sin otros orígenes ni violaciones de CSP', async ({ page, portal, sessions }) => {
  const bloqueadas = await soloOrigenesPropios(page);
  const errores = await registrarErrores(page);
  const fila = await filaVerificada(await sessions.api('supervisor'));

  await portal.loginAs('supervisor', reporteDe(fila.folio_solicitud));
  await revisarMapas(page, fila.folio_solicitud, async (mapa, dialogo) => {
    // Inland: land (opaque) fills the map; nothing drawn is the bare background.
    await expect.poll(async () => (await basemap(mapa)).opaco, { message: `${dialogo}: el mapa base cubre el mapa` }).toBeGreaterThan(0.9);
    // Not zoom 16 (a plain square with a dot) but the closest zoom that shows an outline,
    // and the coordinates and the municipality written under the map.
    await expect.poll(async () => Number(await mapa.getAttribute('data-zoom')), { message: `${dialogo}: zoom sin teselas` }).toBeLessThan(16);
    await expect.poll(() => trazos(mapa), { message: `${dialogo}: se ve un contorno` }).toBeGreaterThan(0);
    await expect(mapa.locator('xpath=..').getByText(/^Coordenadas: -?\d+(\.\d+)?, -?\d+(\.\d+)? · Municipio: .+, .+$/)).toBeVisible();
  });

  expect(await errores.violaciones()).toEqual([]);
  expect(errores.consola).toEqual([]);
  expect(bloqueadas).toEqual([]);
});

test('con teselas configuradas, los dos mapas de diálogo las dibujan (el mismo ajuste que Mapa Folios)', async ({ page, portal, sessions }) => {
  const bloqueadas = await soloOrigenesPropios(page);
  const errores = await registrarErrores(page);
  // The server's answer as with MAP_TILE_URL set to a tile server on the portal's origin ('self' in the CSP).
  const COLOR = '#2e7d32';
  const config: MapaConfig = { tile_url: `${BASE_URL}/teselas-e2e/{z}/{x}/{y}.svg`, attribution: 'Teselas de prueba' };
  await page.route('**/api/reportes/mapa_config', (route) => route.fulfill({ json: config }));
  const teselas: string[] = [];
  await page.route('**/teselas-e2e/**', (route) => {
    teselas.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      contentType: 'image/svg+xml',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${COLOR}"/></svg>`,
    });
  });
  const fila = await filaVerificada(await sessions.api('supervisor'));

  await portal.loginAs('supervisor', reporteDe(fila.folio_solicitud));
  await revisarMapas(page, fila.folio_solicitud, async (mapa, dialogo) => {
    await expect.poll(async () => (await basemap(mapa)).centro, { message: `${dialogo}: las teselas configuradas` }).toBe(COLOR);
    await expect(mapa.getByText('Teselas de prueba')).toBeAttached();
  });
  expect(teselas.some((t) => t.startsWith('/teselas-e2e/16/'))).toBe(true);

  expect(await errores.violaciones()).toEqual([]);
  expect(errores.consola).toEqual([]);
  expect(bloqueadas).toEqual([]);
});
