/** The map report's constants (SPEC §9) and the OpenLayers pieces that know nothing of React (the basemap is @verifica/mapa's). */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorImageLayer from 'ol/layer/VectorImage';
import { fromLonLat } from 'ol/proj';
import type VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type { MapaFolios } from '@verifica/contracts';

/** SPEC §9: a folio is zoomed to 20, then 15; the map is 500 px high (default view: @verifica/mapa). */
export const ZOOM_FOLIO = [20, 15] as const;
export const ALTO_MAPA = 500;

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
