/** The map report's constants (SPEC §9) and the OpenLayers pieces that know nothing of React (the basemap is @verifica/mapa's). */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorImageLayer from 'ol/layer/VectorImage';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import { fromLonLat, transformExtent } from 'ol/proj';
import type VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import type { FlatStyle } from 'ol/style/flat';
import type { FeatureLike } from 'ol/Feature';
import { celdaGrados, ZOOM_MAX_MAPA, type MapaCeldas } from '@verifica/contracts';

/** SPEC §9: a folio is zoomed to 20, then 15; the map is 500 px high (default view: @verifica/mapa). */
export const ZOOM_FOLIO = [20, 15] as const;
export const ALTO_MAPA = 500;

/** From this zoom on the map asks only for the cells around the view (below, Mexico fits in it). */
export const ZOOM_CON_EXTENSION = 8;

/** A click on a group zooms in this many levels (its cell, 48 px, becomes ~380 px wide). */
export const ZOOM_GRUPO = 3;

/** What the map asks the server for: the grid's zoom and, from ZOOM_CON_EXTENSION on, an extent. */
export interface VistaMapa {
  zoom: number;
  /** oeste, sur, este, norte in degrees, as sent (6 decimals). */
  extension?: readonly [string, string, string, string];
}

/**
 * The view's request: its zoom rounded to a whole level; from ZOOM_CON_EXTENSION on, the visible
 * extent (EPSG:3857) widened by half a view on each side and snapped outwards to blocks of 8 cells,
 * so small pans ask the same thing again (and are not asked at all).
 */
export function vistaDe(zoomVista: number, extension3857: readonly number[]): VistaMapa {
  const zoom = Math.min(ZOOM_MAX_MAPA, Math.max(0, Math.round(zoomVista)));
  if (zoom < ZOOM_CON_EXTENSION) return { zoom };
  const [o = 0, s = 0, e = 0, n = 0] = transformExtent([...extension3857], 'EPSG:3857', 'EPSG:4326');
  const medioAncho = (e - o) / 2;
  const medioAlto = (n - s) / 2;
  const paso = celdaGrados(zoom) * 8;
  const abajo = (v: number, limite: number) => Math.max(-limite, Math.floor(v / paso) * paso).toFixed(6);
  const arriba = (v: number, limite: number) => Math.min(limite, Math.ceil(v / paso) * paso).toFixed(6);
  return { zoom, extension: [abajo(o - medioAncho, 180), abajo(s - medioAlto, 90), arriba(e + medioAncho, 180), arriba(n + medioAlto, 90)] };
}

/**
 * The pins, drawn by WebGL: one circle per cell and agency in the agency's colour, wider the more
 * folios it holds (a single folio: 5 px), a thicker white ring around groups.
 */
/** A pin's radius in pixels by its count (linear between these points; one folio: 5 px). */
const TAMANOS: readonly (readonly [number, number])[] = [[1, 5], [2, 7], [10, 9], [100, 13], [1000, 18], [10000, 24]];

export const ESTILO_PINES: FlatStyle = {
  'circle-radius': ['interpolate', ['linear'], ['get', 'cantidad'], ...TAMANOS.flat()],
  'circle-fill-color': ['get', 'color'],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': ['case', ['>', ['get', 'cantidad'], 1], 2, 1.25],
};

/** Radius of a pin in pixels by its count: ESTILO_PINES' interpolation, for the canvas fallback. */
export function radioPin(cantidad: number): number {
  let [c0, r0] = TAMANOS[0] ?? [1, 5];
  if (cantidad <= c0) return r0;
  for (const [c1, r1] of TAMANOS.slice(1)) {
    if (cantidad <= c1) return r0 + ((r1 - r0) * (cantidad - c0)) / (c1 - c0);
    [c0, r0] = [c1, r1];
  }
  return r0;
}

let webgl: boolean | undefined;
/** Whether this browser draws WebGL (a machine without a GPU or SwiftShader may not). */
function hayWebGL(): boolean {
  if (webgl === undefined) {
    try {
      const c = document.createElement('canvas');
      webgl = typeof WebGLRenderingContext !== 'undefined' && Boolean(c.getContext('webgl2') ?? c.getContext('webgl'));
    } catch {
      webgl = false;
    }
  }
  return webgl;
}

/**
 * The pins layer: WebGL; where the browser has none, the same pins on a canvas drawn once into an
 * image (a few thousand groups at most, never one symbol per folio).
 */
export function capaPines(source: VectorSource<Feature<Point>>): WebGLVectorLayer<VectorSource<Feature<Point>>> | VectorImageLayer<VectorSource<Feature<Point>>> {
  if (hayWebGL()) return new WebGLVectorLayer({ className: 'capa-pines', source, style: ESTILO_PINES });
  const cache = new Map<string, Style>();
  const estilo = (f: FeatureLike): Style => {
    const cantidad = Number(f.get('cantidad'));
    const radio = Math.round(radioPin(cantidad));
    const color = String(f.get('color'));
    const clave = `${color}|${radio}`;
    let s = cache.get(clave);
    if (!s) {
      s = new Style({ image: new Circle({ radius: radio, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: cantidad > 1 ? 2 : 1.25 }) }) });
      cache.set(clave, s);
    }
    return s;
  };
  return new VectorImageLayer({ className: 'capa-pines', source, style: estilo, imageRatio: 1.5 });
}

const compacto = new Intl.NumberFormat('es-MX', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The groups' counts over their pins (the WebGL layer draws no text): a canvas layer drawn once
 * into an image that panning moves; single folios have no label.
 */
export function capaCantidades(source: VectorSource<Feature<Point>>): VectorImageLayer<VectorSource<Feature<Point>>> {
  const cache = new Map<string, Style>();
  const estilo = (f: FeatureLike): Style | undefined => {
    const cantidad = Number(f.get('cantidad'));
    if (!(cantidad > 1)) return undefined;
    const texto = compacto.format(cantidad);
    let s = cache.get(texto);
    if (!s) {
      s = new Style({
        text: new Text({ text: texto, font: '600 11px system-ui, sans-serif', fill: new Fill({ color: '#ffffff' }), stroke: new Stroke({ color: 'rgba(0, 0, 0, 0.6)', width: 3 }) }),
      });
      cache.set(texto, s);
    }
    return s;
  };
  return new VectorImageLayer({ className: 'capa-cantidades', source, style: estilo, imageRatio: 1.5 });
}

/** The answer's parallel arrays -> one point feature per cell and agency (cantidad, folio = smallest id, agencia, color). */
export function featuresDe(celdas: MapaCeldas['celdas'], colorDe: (agencia: number) => string): Feature<Point>[] {
  const n = celdas.id.length;
  const out = new Array<Feature<Point>>(n);
  for (let i = 0; i < n; i++) {
    const agencia = celdas.agencia[i] ?? 0;
    out[i] = new Feature({
      geometry: new Point(fromLonLat([celdas.lon[i] ?? 0, celdas.lat[i] ?? 0])),
      cantidad: celdas.cantidad[i] ?? 0,
      folio: celdas.id[i] ?? 0,
      agencia,
      color: colorDe(agencia),
    });
  }
  return out;
}
