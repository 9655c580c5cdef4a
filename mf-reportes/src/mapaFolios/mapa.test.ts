import { fromLonLat, transformExtent } from 'ol/proj';
import { celdaGrados } from '@verifica/contracts';
import { ZOOM_CON_EXTENSION, featuresDe, radioPin, vistaDe } from './mapa';

const en3857 = (oeste: number, sur: number, este: number, norte: number) => transformExtent([oeste, sur, este, norte], 'EPSG:4326', 'EPSG:3857');

describe('vistaDe: what the map asks for', () => {
  it('below zoom 8 only the whole zoom level: every cell of the filters', () => {
    expect(vistaDe(4, en3857(-120, 10, -80, 35))).toEqual({ zoom: 4 });
    expect(vistaDe(7.4, en3857(-104, 19, -98, 23))).toEqual({ zoom: 7 });
    expect(vistaDe(-1, en3857(-180, -85, 180, 85))).toEqual({ zoom: 0 });
    expect(vistaDe(22, en3857(-99.1, 19.4, -99.09, 19.41)).zoom).toBe(20);
  });

  it('from zoom 8 on, the view widened by half a view each way, snapped outwards to blocks of 8 cells', () => {
    const v = vistaDe(ZOOM_CON_EXTENSION + 0.2, en3857(-100, 20, -99, 21));
    expect(v.zoom).toBe(8);
    const [oeste, sur, este, norte] = (v.extension ?? []).map(Number);
    const paso = celdaGrados(8) * 8;
    for (const lado of [oeste, sur, este, norte]) expect(Math.abs((lado ?? 0) / paso - Math.round((lado ?? 0) / paso))).toBeLessThan(1e-4);
    expect(oeste).toBeLessThanOrEqual(-100.5);
    expect(este).toBeGreaterThanOrEqual(-98.5);
    expect(sur).toBeLessThanOrEqual(19.5);
    expect(norte).toBeGreaterThanOrEqual(21.5);
    expect(oeste).toBeGreaterThan(-100.5 - paso);
    // Plain decimals the server reads (at most 8 decimals), never exponents.
    for (const lado of v.extension ?? []) expect(lado).toMatch(/^-?\d{1,3}\.\d{6}$/);
    // A small pan asks the same thing again.
    expect(vistaDe(8, en3857(-99.98, 20.01, -98.98, 21.01))).toEqual(v);
    // Never past the world's edges.
    expect(vistaDe(8, en3857(-179.9, 84, -178.9, 85)).extension?.[0]).toBe('-180.000000');
  });
});

describe('featuresDe', () => {
  it('one point per cell with its count, smallest id, agency and colour', () => {
    const [a, b] = featuresDe({ lat: [19.43, 25.67], lon: [-99.13, -100.31], agencia: [1, 2], cantidad: [2, 1], id: [11, 13] }, (x) => (x === 1 ? '#1976D2' : '#F57C00'));
    expect(a?.getGeometry()?.getCoordinates()).toEqual(fromLonLat([-99.13, 19.43]));
    expect([a?.get('cantidad'), a?.get('folio'), a?.get('agencia'), a?.get('color')]).toEqual([2, 11, 1, '#1976D2']);
    expect([b?.get('cantidad'), b?.get('folio'), b?.get('color')]).toEqual([1, 13, '#F57C00']);
  });
});

describe('radioPin (the canvas fallback draws the WebGL sizes)', () => {
  it('5 px for one folio, growing with the count', () => {
    expect([1, 2, 10, 55, 100, 1000, 10000, 50000].map(radioPin)).toEqual([5, 7, 9, 11, 13, 18, 24, 24]);
  });
});
