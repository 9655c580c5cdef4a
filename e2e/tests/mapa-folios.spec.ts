// Mapa Folios in Chromium (mf-reportes, from its second origin): its folios grouped by zoom (WebGL)
// over the offline basemap (with every other origin blocked), a group zooms in and a single
// folio's pin opens it; 50,000 grouped folios are drawn.
import type { Locator, Page } from '@playwright/test';
import type { MapaCeldas, MapaFolios, SolicitudDetalle } from '@verifica/contracts';
import { celdaGrados } from '@verifica/contracts';
import { REMOTE_ORIGIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { soloOrigenesPropios } from '../support/origenes';

const hex = (rgb: readonly number[]) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

async function pixelDe(mapa: Locator, lon: number, lat: number): Promise<{ x: number; y: number }> {
  const zoom = Number(await mapa.getAttribute('data-zoom'));
  const [clon = 0, clat = 0] = String(await mapa.getAttribute('data-centro')).split(',').map(Number);
  const R = 6378137;
  const merc = (lo: number, la: number) => [(R * lo * Math.PI) / 180, R * Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360))] as const;
  const res = (2 * Math.PI * R) / 256 / 2 ** zoom;
  const [x, y] = merc(lon, lat);
  const [cx, cy] = merc(clon, clat);
  const caja = await mapa.boundingBox();
  return { x: (x - cx) / res + (caja?.width ?? 0) / 2, y: (cy - y) / res + (caja?.height ?? 0) / 2 };
}

/** The colours of the map element's pixels as the screen shows them (WebGL canvases included): a screenshot, decoded on a blank page. */
async function pixeles(page: Page, mapa: Locator): Promise<(x: number, y: number) => string> {
  const png = await mapa.screenshot();
  const lienzo = await page.context().newPage();
  const { ancho, datos } = await lienzo.evaluate(async (b64: string) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext('2d');
    ctx?.drawImage(img, 0, 0);
    return { ancho: img.width, datos: Array.from(ctx?.getImageData(0, 0, img.width, img.height).data ?? []) };
  }, png.toString('base64'));
  await lienzo.close();
  return (x, y) => {
    const k = (Math.round(y) * ancho + Math.round(x)) * 4;
    return hex([datos[k] ?? 0, datos[k + 1] ?? 0, datos[k + 2] ?? 0]);
  };
}

/** Whether a pixel of `color` lies within `radio` px of (x, y). */
const hayColor = (px: (x: number, y: number) => string, x: number, y: number, radio: number, color: string) => {
  for (let dy = -radio; dy <= radio; dy++) for (let dx = -radio; dx <= radio; dx++) if (px(x + dx, y + dy) === color) return true;
  return false;
};

test('Mapa Folios: mapa base sin conexión, folios agrupados por zoom en el color de su agencia (WebGL), un grupo acerca, un pin abre su folio', async ({ page, portal, sessions }) => {
  // Several zooms, each waited for until its cells are drawn.
  test.setTimeout(150_000);
  const bloqueadas = await soloOrigenesPropios(page);
  const basemap = page.waitForResponse((r) => r.url().endsWith('.geojson'));
  const respuestas: { url: URL; datos: MapaCeldas }[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/api/reportes/mapa_folios/celdas') && r.status() === 200) respuestas.push({ url: new URL(r.url()), datos: (await r.json()) as MapaCeldas });
  });
  const primera = page.waitForResponse((r) => r.url().includes('/api/reportes/mapa_folios/celdas') && r.status() === 200);
  await portal.loginAs('superadmin', '/admin/reportes/mapa_folios');
  const datos = (await (await primera).json()) as MapaCeldas;
  const total = datos.agencias.reduce((t, a) => t + a.cantidad, 0);
  expect(total, 'el seed tiene folios con posición este mes').toBeGreaterThan(1);
  // The exact counts of the §7 map, grouped: never every folio one by one.
  const api = await sessions.api('superadmin');
  const q = new URL((await primera).url()).searchParams;
  const puntos = (await (await api.get(`/api/reportes/mapa_folios?fecha_desde=${q.get('fecha_desde')}&fecha_hasta=${q.get('fecha_hasta')}&agencia_id=0`)).json()) as MapaFolios;
  expect(datos.agencias).toEqual(puntos.agencias);
  expect(datos.celdas.id.length).toBeLessThan(puntos.puntos.id.length);

  // The basemap is an asset of the remote, from the remote's own origin.
  expect(new URL((await basemap).url()).origin).toBe(REMOTE_ORIGIN);
  const mapa = page.getByTestId('mapa-folios');
  await expect(mapa).toHaveCSS('height', '500px');
  // Fitted to the folios: every folio in a pin drawn in view.
  await expect(mapa).toHaveAttribute('data-pines', String(total));
  // The side list: every agency with its exact count.
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

  const color = (agencia: number) => datos.agencias.find((a) => a.id === agencia)?.color.toUpperCase() ?? '';
  const caja = await mapa.boundingBox();
  const dentro = (p: { x: number; y: number }) => p.x > 40 && p.y > 70 && p.x < (caja?.width ?? 0) - 40 && p.y < (caja?.height ?? 0) - 40;
  /** The last answer's pins inside the view (away from the controls) that overlap no other, with their pixel. */
  const enVista = async () => {
    const ultima = respuestas.at(-1)?.datos;
    const out: { i: number; x: number; y: number; cantidad: number; id: number; agencia: number }[] = [];
    for (const [i, id] of (ultima?.celdas.id ?? []).entries()) {
      const p = await pixelDe(mapa, ultima?.celdas.lon[i] ?? 0, ultima?.celdas.lat[i] ?? 0);
      if (dentro(p)) out.push({ i, ...p, cantidad: ultima?.celdas.cantidad[i] ?? 0, id, agencia: ultima?.celdas.agencia[i] ?? 0 });
    }
    // Only pins that overlap no other: a click or a pixel is theirs alone.
    return out.filter((v) => out.every((o) => o === v || Math.hypot(o.x - v.x, o.y - v.y) > 24));
  };
  /** Waits until the map asked for its view's zoom and no answer came for half a second. */
  const quieto = () =>
    expect
      .poll(
        async () => {
          const n = respuestas.length;
          await page.waitForTimeout(500);
          const zoom = Math.round(Number(await mapa.getAttribute('data-zoom')));
          return respuestas.length === n && respuestas.at(-1)?.datos.zoom === zoom;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

  // WebGL drew each pin in its agency's colour where the answer puts it.
  await quieto();
  const px = await pixeles(page, mapa);
  const vistos = await enVista();
  expect(vistos.length).toBeGreaterThan(0);
  // A group's count label covers its centre: its colour shows around it.
  for (const v of vistos) expect(hayColor(px, v.x, v.y, v.cantidad > 1 ? 8 : 2, color(v.agencia)), `pin ${v.id} (${v.cantidad})`).toBe(true);

  // A group zooms in (3 levels) and the map asks for the cells of the new view.
  const grupo = vistos.find((v) => v.cantidad > 1);
  expect(grupo, 'un grupo en vista').toBeDefined();
  if (!grupo) return;
  const antes = Number(await mapa.getAttribute('data-zoom'));
  const pedidas = respuestas.length;
  await mapa.click({ position: { x: grupo.x, y: grupo.y } });
  await expect.poll(async () => Number(await mapa.getAttribute('data-zoom'))).toBe(Math.round(antes) + 3);
  await expect.poll(() => respuestas.length).toBeGreaterThan(pedidas);
  await quieto();
  expect(respuestas.at(-1)?.datos.zoom).toBe(Math.round(antes) + 3);
  if (Math.round(antes) + 3 >= 8) expect(respuestas.at(-1)?.url.searchParams.get('oeste')).toMatch(/^-?\d+\.\d{6}$/);
  // The group's folios are around the centre: closer still until one stands alone.
  let unico = (await enVista()).find((v) => v.cantidad === 1);
  for (let vuelta = 0; !unico && vuelta < 6; vuelta++) {
    await mapa.getByTitle('Acercar').click();
    await quieto();
    unico = (await enVista()).find((v) => v.cantidad === 1);
  }
  expect(unico, 'un pin de un solo folio').toBeDefined();
  if (!unico) return;
  expect(hayColor(await pixeles(page, mapa), unico.x, unico.y, 2, color(unico.agencia))).toBe(true);

  // A single folio's pin opens that folio and centres it at zoom 20, then 15 (SPEC §9).
  const detalle = page.waitForResponse((r) => /\/api\/solicitudes\/\d+$/.test(new URL(r.url()).pathname));
  await mapa.click({ position: { x: unico.x, y: unico.y } });
  const folio = (await (await detalle).json()) as SolicitudDetalle;
  expect(folio.id).toBe(unico.id);
  expect(folio.agencia_id).toBe(unico.agencia);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(folio.folio_solicitud);
  await expect(mapa).toHaveAttribute('data-zoom', '15');
  const [lon, lat] = String(await mapa.getAttribute('data-centro')).split(',').map(Number);
  const i = puntos.puntos.id.indexOf(folio.id);
  expect(Math.abs((lon ?? 0) - (puntos.puntos.lon[i] ?? 0))).toBeLessThan(1e-4);
  expect(Math.abs((lat ?? 0) - (puntos.puntos.lat[i] ?? 0))).toBeLessThan(1e-4);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The folio is really that agency's, as the API says.
  expect(((await (await api.get(`/api/solicitudes/${folio.id}`)).json()) as SolicitudDetalle).agencia_id).toBe(unico.agencia);
  // Nothing but the two origins was asked for (and nothing needed them).
  expect(bloqueadas.filter((u) => !u.startsWith('data:'))).toEqual([]);
});

test('Mapa Folios: 50,000 folios agrupados se dibujan (tiempos anotados, no comprobados)', async ({ page, portal }, info) => {
  // The API's grouping of 50,000 synthetic folios over Mexico (the seed has ~250 a month), on the
  // grid of the zoom the map asks for (celdaGrados), as the server groups them.
  const N = 50_000;
  const agencias = [
    { id: 1, nombre: 'Agencia Uno', color: '#D32F2F', cantidad: 25_000 },
    { id: 2, nombre: 'Agencia Dos', color: '#1976D2', cantidad: 25_000 },
  ];
  const lat = Array.from({ length: N }, (_, i) => Math.round((15 + (((i * 7919) % 1000) / 1000) * 16) * 1e5) / 1e5);
  const lon = Array.from({ length: N }, (_, i) => Math.round((-116 + (((i * 104729) % 1000) / 1000) * 29) * 1e5) / 1e5);
  const agrupar = (url: URL): MapaCeldas => {
    const zoom = Number(url.searchParams.get('zoom') ?? 4);
    const c = celdaGrados(zoom);
    const [oeste = null, sur = null, este = null, norte = null] = ['oeste', 'sur', 'este', 'norte'].map((k) => url.searchParams.get(k)).map((v) => (v === null ? null : Number(v)));
    const celdas = new Map<string, { n: number; lat: number; lon: number; id: number; agencia: number }>();
    for (let i = 0; i < N; i++) {
      const cx = Math.floor((lon[i] ?? 0) / c);
      const cy = Math.floor((lat[i] ?? 0) / c);
      if (oeste !== null && (cx < Math.floor(oeste / c) || cx > Math.floor((este ?? 0) / c) || cy < Math.floor((sur ?? 0) / c) || cy > Math.floor((norte ?? 0) / c))) continue;
      const k = `${(i % 2) + 1}:${cx}:${cy}`;
      const e = celdas.get(k) ?? { n: 0, lat: 0, lon: 0, id: i + 1, agencia: (i % 2) + 1 };
      celdas.set(k, { ...e, n: e.n + 1, lat: e.lat + (lat[i] ?? 0), lon: e.lon + (lon[i] ?? 0) });
    }
    const lista = [...celdas.values()].sort((a, b) => b.n - a.n);
    return {
      agencias,
      zoom,
      celda: c,
      extension: [-116, 15, -87, 31],
      celdas: {
        lat: lista.map((e) => Math.round((e.lat / e.n) * 1e5) / 1e5),
        lon: lista.map((e) => Math.round((e.lon / e.n) * 1e5) / 1e5),
        agencia: lista.map((e) => e.agencia),
        cantidad: lista.map((e) => e.n),
        id: lista.map((e) => e.id),
      },
    };
  };
  await page.route('**/api/reportes/mapa_folios/celdas**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(agrupar(new URL(route.request().url()))) }),
  );
  const llegada = page.waitForResponse((r) => r.url().includes('/api/reportes/mapa_folios/celdas'));
  await portal.loginAs('superadmin', '/admin/reportes/mapa_folios');
  await llegada;
  const t0 = await page.evaluate(() => performance.now());
  const mapa = page.getByTestId('mapa-folios');
  await expect(mapa).toHaveAttribute('data-pines', String(N), { timeout: 30_000 });
  const grupos = Number(await mapa.getAttribute('data-grupos'));
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
    { type: 'primer dibujo de 50,000 folios agrupados (ms desde la respuesta)', description: `${(dibujado - t0).toFixed(0)} (${grupos} pines)` },
    { type: 'fps arrastrando el mapa', description: ((frames * 1000) / ms).toFixed(1) },
  );
  console.log(`50k folios en ${grupos} pines: primer dibujo ${(dibujado - t0).toFixed(0)} ms tras la respuesta; arrastre ${((frames * 1000) / ms).toFixed(1)} fps`);
  await expect(mapa).toHaveAttribute('data-pines', /^\d+$/);
});
