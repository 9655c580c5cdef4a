import Feature from 'ol/Feature';
import View from 'ol/View';
import Polygon from 'ol/geom/Polygon';
import { ZOOM_INICIAL } from './capaBase';
import { ZOOM_POSICION, ZOOM_SIN_DETALLE, conTeselas, zoomConContorno } from './zoomPosicion';

/** A square outline of half-side `r` map units around [0, 0], like a state around its pin. */
const cuadro = (r: number) => new Feature(new Polygon([[[-r, -r], [r, -r], [r, r], [-r, r], [-r, -r]]]));
const TAMANO = [640, 320];

/** Whether an outline point `d` units above the centre is in a view of TAMANO at `zoom` (inside the 0.8 margin). */
const seVe = (view: View, zoom: number, d: number) => d <= ((TAMANO[1] as number) / 2) * 0.8 * (view.getResolutionForZoom(zoom) ?? 0);

describe('zoomConContorno (a position over the offline outlines)', () => {
  it('is the closest zoom at which the nearest outline around the centred pin is in view', () => {
    const view = new View();
    const r = 100_000;
    const zoom = zoomConContorno(view, [cuadro(r)], [0, 0], TAMANO);
    expect(zoom).toBeLessThan(ZOOM_POSICION);
    expect(seVe(view, zoom, r)).toBe(true);
    expect(seVe(view, zoom + 1, r)).toBe(false);
    // A pin near an outline opens closer, never past 16; a pin far from any, never wider than Mexico.
    expect(zoomConContorno(view, [cuadro(r)], [r - 50, 0], TAMANO)).toBe(ZOOM_POSICION);
    expect(zoomConContorno(view, [cuadro(1e8)], [0, 0], TAMANO)).toBe(ZOOM_INICIAL);
  });

  it('without outlines (not loaded yet) is ZOOM_SIN_DETALLE; detailed tiles are only a configured tile URL', () => {
    expect(zoomConContorno(new View(), [], [0, 0], TAMANO)).toBe(ZOOM_SIN_DETALLE);
    expect([conTeselas({ tile_url: 'https://t.example.mx/{z}/{x}/{y}.png', attribution: null }), conTeselas({ tile_url: null, attribution: null }), conTeselas(null)]).toEqual([true, false, false]);
  });
});
