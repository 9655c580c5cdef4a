// mf-reportes in Chromium, served from its second origin: Grafica Folios draws the API's numbers,
// Mapa Folios draws its pins over the offline basemap (with every other origin blocked) and a pin
// opens its folio, Telefonos Duplicados lists a shared phone whose folio opens.
import type { GraficaFila, MapaFolios, Paged, SolicitudDetalle, TelefonoDuplicado } from '@verifica/contracts';
import { SERIES_GRAFICA } from '@verifica/contracts';
import { REMOTE_ORIGIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { soloOrigenesPropios } from '../support/origenes';

const hex = (rgb: readonly number[]) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

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

test('Mapa Folios: mapa base sin conexión, un pin por folio con el color de su agencia, un pin abre su folio', async ({ page, portal, sessions }) => {
  const bloqueadas = await soloOrigenesPropios(page);
  const basemap = page.waitForResponse((r) => r.url().endsWith('.geojson'));
  const respuesta = page.waitForResponse((r) => r.url().includes('/api/reportes/mapa_folios') && r.status() === 200);
  await portal.loginAs('superadmin', '/admin/reportes/mapa_folios');
  const datos = (await (await respuesta).json()) as MapaFolios;
  const n = datos.puntos.id.length;
  expect(n, 'el seed tiene folios con posición este mes').toBeGreaterThan(1);

  // The basemap is an asset of the remote, from the remote's own origin.
  expect(new URL((await basemap).url()).origin).toBe(REMOTE_ORIGIN);
  const mapa = page.getByTestId('mapa-folios');
  await expect(mapa).toHaveCSS('height', '500px');
  // Fitted to the pins: every pin drawn in view.
  await expect(mapa).toHaveAttribute('data-pines', String(n));
  // The side list: every agency with its count.
  const lista = page.getByRole('list', { name: 'Agencias' });
  for (const a of datos.agencias) await expect(lista.getByRole('listitem', { name: `${a.nombre}: ${a.cantidad.toLocaleString('es-MX')}` })).toBeVisible();

  // The offline basemap drew land (its fill colours) with no other origin reachable.
  await expect
    .poll(async () =>
      page.locator('.capa-mapa-base canvas').first().evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext('2d');
        if (!ctx) return 0;
        const d = ctx.getImageData(0, 0, c.width, c.height).data;
        let tierra = 0;
        for (let k = 0; k < d.length; k += 4) if (d[k + 3] === 255 && (d[k] ?? 0) > 235 && (d[k + 1] ?? 0) > 235 && (d[k + 2] ?? 0) > 220) tierra++;
        return tierra;
      }),
    )
    .toBeGreaterThan(10_000);

  // An isolated pin: a pixel of an agency's colour with nothing drawn 9 px around it.
  const colores = datos.agencias.filter((a) => a.cantidad > 0).map((a) => a.color.toUpperCase());
  const pin = await page.locator('.capa-pines canvas').first().evaluate((c: HTMLCanvasElement, buscados: string[]) => {
    const ctx = c.getContext('2d');
    if (!ctx) return null;
    const { width: w, height: h } = c;
    const d = ctx.getImageData(0, 0, w, h).data;
    const px = (x: number, y: number) => (y * w + x) * 4;
    const color = (k: number) => `#${[d[k], d[k + 1], d[k + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    for (let y = 12; y < h - 12; y++) {
      for (let x = 12; x < w - 12; x++) {
        const k = px(x, y);
        if (d[k + 3] !== 255 || !buscados.includes(color(k))) continue;
        let solo = true;
        for (let t = -9; t <= 9 && solo; t++) {
          for (const [a, b] of [[x + t, y - 9], [x + t, y + 9], [x - 9, y + t], [x + 9, y + t]] as const) {
            if ((d[px(a, b) + 3] ?? 0) > 0) solo = false;
          }
        }
        // Not under a map control (zoom buttons, attribution): the click must reach the map.
        const r = c.getBoundingClientRect();
        const encima = document.elementFromPoint(r.left + (x * c.clientWidth) / w, r.top + (y * c.clientHeight) / h);
        if (solo && encima?.tagName === 'CANVAS') return { x, y, color: color(k), ancho: c.clientWidth / w };
      }
    }
    return null;
  }, colores);
  expect(pin, 'un pin aislado dibujado en el color de su agencia').not.toBeNull();
  if (!pin) return;
  const agencia = datos.agencias.find((a) => a.color.toUpperCase() === pin.color);
  expect(agencia).toBeDefined();

  const detalle = page.waitForResponse((r) => /\/api\/solicitudes\/\d+$/.test(new URL(r.url()).pathname));
  await page.locator('.capa-pines canvas').first().click({ position: { x: pin.x * pin.ancho, y: pin.y * pin.ancho } });
  const folio = (await (await detalle).json()) as SolicitudDetalle;
  expect(folio.agencia_id).toBe(agencia?.id);
  expect(datos.puntos.id).toContain(folio.id);
  const i = datos.puntos.id.indexOf(folio.id);
  expect(datos.puntos.agencia[i]).toBe(agencia?.id);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(folio.folio_solicitud);
  // The map zoomed onto that folio: its pin is at the centre, in its agency's colour.
  const centro = await page.locator('.capa-pines canvas').first().evaluate(async (c: HTMLCanvasElement) => {
    await new Promise((r) => setTimeout(r, 1200));
    const ctx = c.getContext('2d');
    const d = ctx?.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
    return d ? [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0] : [];
  });
  expect(hex(centro)).toBe(pin.color);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The folio is really that agency's, as the API says.
  const api = await sessions.api('superadmin');
  expect(((await (await api.get(`/api/solicitudes/${folio.id}`)).json()) as SolicitudDetalle).agencia_id).toBe(agencia?.id);
  // Nothing but the two origins was asked for (and nothing needed them).
  expect(bloqueadas.filter((u) => !u.startsWith('data:'))).toEqual([]);
});

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

test('Mapa Folios: 50,000 pines se dibujan (tiempos anotados, no comprobados)', async ({ page, portal }, info) => {
  // The API answer replaced by 50,000 synthetic points over Mexico (the seed has ~1,500 a month).
  const N = 50_000;
  const agencias = [
    { id: 1, nombre: 'Agencia Uno', color: '#D32F2F', cantidad: 25_000 },
    { id: 2, nombre: 'Agencia Dos', color: '#1976D2', cantidad: 25_000 },
  ];
  const puntos = { id: [] as number[], lat: [] as number[], lon: [] as number[], agencia: [] as number[] };
  for (let i = 0; i < N; i++) {
    puntos.id.push(i + 1);
    puntos.lat.push(Math.round((15 + ((i * 7919) % 1000) / 1000 * 16) * 1e5) / 1e5);
    puntos.lon.push(Math.round((-116 + ((i * 104729) % 1000) / 1000 * 29) * 1e5) / 1e5);
    puntos.agencia.push((i % 2) + 1);
  }
  const cuerpo = JSON.stringify({ agencias, puntos });
  await page.route('**/api/reportes/mapa_folios**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: cuerpo }));
  const llegada = page.waitForResponse((r) => r.url().includes('/api/reportes/mapa_folios'));
  await portal.loginAs('superadmin', '/admin/reportes/mapa_folios');
  await llegada;
  const t0 = await page.evaluate(() => performance.now());
  const mapa = page.getByTestId('mapa-folios');
  await expect(mapa).toHaveAttribute('data-pines', String(N), { timeout: 30_000 });
  const dibujado = await page.evaluate(() => performance.now());

  // Panning: frames counted by requestAnimationFrame while the mouse drags the map for 2 s.
  const caja = await mapa.boundingBox();
  if (!caja) throw new Error('sin mapa');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __contar: boolean };
    w.__frames = 0;
    w.__contar = true;
    const paso = () => {
      w.__frames++;
      if (w.__contar) requestAnimationFrame(paso);
    };
    requestAnimationFrame(paso);
  });
  const inicio = Date.now();
  await page.mouse.move(caja.x + caja.width / 2, caja.y + caja.height / 2);
  await page.mouse.down();
  for (let k = 0; k < 60; k++) {
    await page.mouse.move(caja.x + caja.width / 2 + Math.sin(k / 6) * 150, caja.y + caja.height / 2 + Math.cos(k / 6) * 80, { steps: 2 });
  }
  await page.mouse.up();
  const ms = Date.now() - inicio;
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __contar: boolean };
    w.__contar = false;
    return w.__frames;
  });
  info.annotations.push(
    { type: 'primer dibujo de 50,000 pines (ms desde la respuesta)', description: (dibujado - t0).toFixed(0) },
    { type: 'fps arrastrando el mapa', description: ((frames * 1000) / ms).toFixed(1) },
  );
  console.log(`50k pines: primer dibujo ${(dibujado - t0).toFixed(0)} ms tras la respuesta; arrastre ${((frames * 1000) / ms).toFixed(1)} fps`);
  await expect(mapa).toHaveAttribute('data-pines', /^\d+$/);
});
