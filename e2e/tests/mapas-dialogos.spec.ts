// Issue 16: the maps of "Datos internos" and "Editar Verificación" (mf-solicitudes) draw the
// portal's one basemap setting (here the offline basemap, no MAP_TILE_URL) with every origin but
// the portal's and the relocated remote's blocked, and the browser reports no CSP violation.
import type { Locator, Page } from '@playwright/test';
import type { SolicitudDetalle, SolicitudFila } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';
import { soloOrigenesPropios } from '../support/origenes';

/** Seed cities far from the coast: at zoom 16 the whole map is land. */
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

/** Share of the basemap canvas that is drawn (opaque): land or tiles, not the empty background. */
function dibujado(mapa: Locator): Promise<number> {
  return mapa.locator('.capa-mapa-base canvas').first().evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || c.width === 0 || c.height === 0) return 0;
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let opacos = 0;
    for (let k = 3; k < d.length; k += 4) if (d[k] === 255) opacos++;
    return opacos / (c.width * c.height);
  });
}

test('los mapas de Datos internos y Editar Verificación dibujan el mapa base, sin otros orígenes ni violaciones de CSP', async ({ page, portal, sessions }) => {
  const bloqueadas = await soloOrigenesPropios(page);
  const errores = await registrarErrores(page);

  const api = await sessions.api('supervisor');
  const res = await api.get('/api/solicitudes', { params: { asignadas: 3, fecha_desde: '', fecha_hasta: '', rowsPerPage: 100 } });
  const filas = ((await res.json()) as { data: SolicitudFila[] }).data;
  const fila = filas.find((f) => f.verificado && f.position && TIERRA_ADENTRO.includes(f.edo));
  if (!fila) throw new Error('La siembra no tiene solicitudes verificadas tierra adentro en la agencia');
  const detalle = (await (await api.get(`/api/solicitudes/${fila.id}`)).json()) as SolicitudDetalle;
  expect(detalle.verificacion?.position, 'la verificación tiene posición').toBeTruthy();
  const folio = fila.folio_solicitud;

  await portal.loginAs('supervisor', `/admin/reportes/solicitudes?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(folio)}`);
  const renglon = page.getByRole('table', { name: 'Reporte de Solicitudes' }).getByRole('row').filter({ hasText: folio }).first();

  await renglon.getByRole('button', { name: `Datos internos ${folio}` }).click();
  const datos = page.getByRole('dialog', { name: `Datos Internos ${folio}` });
  const mapaDatos = datos.getByRole('img', { name: 'Mapa: haz clic para elegir la posición' });
  await expect.poll(() => dibujado(mapaDatos), { message: 'Datos internos: el mapa base cubre el mapa' }).toBeGreaterThan(0.9);
  await datos.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(datos).toHaveCount(0);

  await renglon.getByRole('button', { name: `Editar verificación ${folio}` }).click();
  const verificacion = page.getByRole('dialog', { name: 'Editar Verificacion' });
  const mapaVerificacion = verificacion.getByRole('img', { name: /^Mapa: / });
  await expect.poll(() => dibujado(mapaVerificacion), { message: 'Editar Verificación: el mapa base cubre el mapa' }).toBeGreaterThan(0.9);

  expect(await errores.violaciones()).toEqual([]);
  expect(errores.consola).toEqual([]);
  expect(bloqueadas).toEqual([]);
});
