import { useCallback, useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import type { MapaConfig, MapaFolios } from '@verifica/contracts';
import { CENTRO_MEXICO, ZOOM_INICIAL, controlesMapa, ponerCapaBase } from '@verifica/mapa';
import { ZOOM_FOLIO, capaPines, estiloPines, featuresDe } from '../mapa';

export interface UseFoliosMapOptions {
  datos: MapaFolios | null;
  /** undefined while the server's setting is not known yet (no basemap drawn), null = offline basemap. */
  config: MapaConfig | null | undefined;
  /** A pin was clicked (the map has zoomed to it): its solicitud id. */
  onFolio: (id: number) => void;
}

export interface UseFoliosMap {
  /** Attach to the map's element. */
  ref: (el: HTMLDivElement | null) => void;
}

const PADDING = [32, 32, 32, 32];

/** Centres a folio at zoom 20, then eases out to 15 (SPEC §9). */
function zoomAFolio(map: OlMap, source: VectorSource<Feature<Point>>, id: number): void {
  const punto = source.getFeatureById(id)?.getGeometry()?.getCoordinates();
  if (!punto) return;
  const view = map.getView();
  view.cancelAnimations();
  view.setCenter(punto);
  view.setZoom(ZOOM_FOLIO[0]);
  view.animate({ zoom: ZOOM_FOLIO[1], duration: 700 });
}

/**
 * The OpenLayers controller of Mapa Folios: one map for the screen's life, the basemap by
 * configuration, one pins layer whose features are replaced on each answer. With more than one
 * pin the view fits them all; otherwise it returns to the default view over Mexico. The element
 * carries `data-pines`: how many pins the last render drew in view.
 */
export function useFoliosMap({ datos, config, onFolio }: UseFoliosMapOptions): UseFoliosMap {
  const mapRef = useRef<OlMap | null>(null);
  const pinesRef = useRef(new VectorSource<Feature<Point>>());
  const colores = useRef(new Map<number, string>());
  const onFolioRef = useRef(onFolio);
  useEffect(() => {
    onFolioRef.current = onFolio;
  }, [onFolio]);

  const ref = useCallback((el: HTMLDivElement | null) => {
    mapRef.current?.setTarget(undefined);
    mapRef.current = null;
    if (!el) return;
    const pines = capaPines(pinesRef.current, estiloPines((a) => colores.current.get(a) ?? '#1559b5'));
    const map = new OlMap({
      target: el,
      layers: [pines],
      controls: controlesMapa(),
      view: new View({ center: fromLonLat(CENTRO_MEXICO), zoom: ZOOM_INICIAL, maxZoom: 20 }),
    });
    pines.on('postrender', () => {
      const size = map.getSize();
      if (!size) return;
      el.dataset.pines = String(pinesRef.current.getFeaturesInExtent(map.getView().calculateExtent(size)).length);
    });
    map.on('singleclick', (e) => {
      const f = map.forEachFeatureAtPixel(e.pixel, (feature) => feature, { layerFilter: (l) => l === pines, hitTolerance: 3 });
      const id = f?.getId();
      if (typeof id !== 'number') return;
      zoomAFolio(map, pinesRef.current, id);
      onFolioRef.current(id);
    });
    map.on('pointermove', (e) => {
      if (e.dragging) return;
      el.style.cursor = map.hasFeatureAtPixel(e.pixel, { layerFilter: (l) => l === pines, hitTolerance: 3 }) ? 'pointer' : '';
    });
    mapRef.current = map;
  }, []);

  // The basemap follows the configuration (offline outlines until it is known).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || config === undefined) return;
    return ponerCapaBase(map, config);
  }, [config]);

  useEffect(() => {
    const map = mapRef.current;
    const source = pinesRef.current;
    if (!map || !datos) return;
    colores.current = new Map(datos.agencias.map((a) => [a.id, a.color]));
    source.clear(true);
    source.addFeatures(featuresDe(datos.puntos));
    const view = map.getView();
    const extent = source.getExtent();
    if (datos.puntos.id.length > 1 && extent) {
      view.fit(extent, { padding: PADDING, maxZoom: ZOOM_FOLIO[1] });
    } else {
      view.setCenter(fromLonLat(CENTRO_MEXICO));
      view.setZoom(ZOOM_INICIAL);
    }
  }, [datos]);

  return { ref };
}
