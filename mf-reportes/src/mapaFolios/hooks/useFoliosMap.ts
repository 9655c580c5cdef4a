import { useCallback, useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import type BaseLayer from 'ol/layer/Base';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { ZOOM_MAX_MAPA, type MapaConfig } from '@verifica/contracts';
import { useUltimo } from '@verifica/shared';
import { CENTRO_MEXICO, ZOOM_INICIAL, controlesMapa, ponerCapaBase } from '@verifica/mapa';
import { ZOOM_FOLIO, ZOOM_GRUPO, capaCantidades, capaPines, featuresDe, vistaDe, type VistaMapa } from '../mapa';
import type { DatosMapa } from './useMapaFolios';

export interface UseFoliosMapOptions {
  datos: DatosMapa | null;
  /** undefined while the server's setting is not known yet (no basemap drawn), null = offline basemap. */
  config: MapaConfig | null | undefined;
  /** A pin of one folio was clicked (the map has zoomed to it): its solicitud id. */
  onFolio: (id: number) => void;
  /** The view settled: the zoom and extent whose cells the map needs. */
  onVista: (vista: VistaMapa) => void;
}

export interface UseFoliosMap {
  /** Attach to the map's element. */
  ref: (el: HTMLDivElement | null) => void;
}

const PADDING = [32, 32, 32, 32];

/** Centres a folio at zoom 20, then eases out to 15 (SPEC §9). */
function zoomAFolio(view: View, punto: number[]): void {
  view.cancelAnimations();
  view.setCenter(punto);
  view.setZoom(ZOOM_FOLIO[0]);
  view.animate({ zoom: ZOOM_FOLIO[1], duration: 700 });
}

/**
 * The OpenLayers controller of Mapa Folios: one map for the screen's life, the basemap by
 * configuration, the pins as a WebGL layer (one point per cell and agency of the server's grid,
 * sized by its count) under a layer of the groups' counts. Each settled view reports its zoom and
 * extent (onVista); each answer replaces the pins. The first answer of a search fits the view to
 * its folios (more than one) or returns to the default view over Mexico. A click on a group zooms
 * in on it; on a single folio (or a group that cannot zoom further) it zooms to the folio and
 * opens it. The element carries `data-pines` (folios in the pins drawn in view), `data-grupos`
 * (pins drawn in view), `data-zoom` and `data-centro` (lon,lat), written when a render completes.
 */
export function useFoliosMap({ datos, config, onFolio, onVista }: UseFoliosMapOptions): UseFoliosMap {
  const mapRef = useRef<OlMap | null>(null);
  const pinesRef = useRef(new VectorSource<Feature<Point>>());
  const ajustada = useRef<string | null>(null);
  const capasRef = useRef<BaseLayer[]>([]);
  const onFolioRef = useUltimo(onFolio);
  const onVistaRef = useUltimo(onVista);

  const ref = useCallback((el: HTMLDivElement | null) => {
    mapRef.current?.setTarget(undefined);
    // The pins' WebGL context is released now, not whenever the collector gets to it.
    for (const capa of capasRef.current) capa.dispose();
    mapRef.current = null;
    if (!el) return;
    const fuente = pinesRef.current;
    const pines = capaPines(fuente);
    const cantidades = capaCantidades(fuente);
    capasRef.current = [pines, cantidades];
    const map = new OlMap({
      target: el,
      layers: [pines, cantidades],
      controls: controlesMapa(),
      view: new View({ center: fromLonLat(CENTRO_MEXICO), zoom: ZOOM_INICIAL, maxZoom: ZOOM_MAX_MAPA }),
    });
    map.on('rendercomplete', () => {
      const size = map.getSize();
      if (!size) return;
      const enVista = fuente.getFeaturesInExtent(map.getView().calculateExtent(size));
      el.dataset.grupos = String(enVista.length);
      el.dataset.pines = String(enVista.reduce((t, f) => t + Number(f.get('cantidad')), 0));
      const view = map.getView();
      el.dataset.zoom = String(view.getZoom());
      el.dataset.centro = toLonLat(view.getCenter() ?? [0, 0]).map((v) => v.toFixed(6)).join(',');
    });
    map.on('moveend', () => {
      const size = map.getSize();
      const view = map.getView();
      if (!size) return;
      onVistaRef.current(vistaDe(view.getZoom() ?? ZOOM_INICIAL, view.calculateExtent(size)));
    });
    map.on('singleclick', (e) => {
      const f = map.forEachFeatureAtPixel(e.pixel, (feature) => feature, { layerFilter: (l) => l === pines, hitTolerance: 3 });
      if (!(f instanceof Feature)) return;
      const geom = f.getGeometry();
      if (!(geom instanceof Point)) return;
      const view = map.getView();
      const zoom = view.getZoom() ?? ZOOM_INICIAL;
      if (Number(f.get('cantidad')) > 1 && zoom < ZOOM_MAX_MAPA) {
        view.cancelAnimations();
        view.animate({ center: geom.getCoordinates(), zoom: Math.min(ZOOM_MAX_MAPA, Math.round(zoom) + ZOOM_GRUPO), duration: 400 });
        return;
      }
      zoomAFolio(view, geom.getCoordinates());
      onFolioRef.current(Number(f.get('folio')));
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
    const { celdas, busqueda } = datos;
    const colores = new Map(celdas.agencias.map((a) => [a.id, a.color]));
    source.clear(true);
    source.addFeatures(featuresDe(celdas.celdas, (a) => colores.get(a) ?? '#1559b5'));
    if (ajustada.current === busqueda) return;
    // A new search: fit its folios (the view's move asks for the cells of the new view).
    ajustada.current = busqueda;
    const view = map.getView();
    const total = celdas.agencias.reduce((t, a) => t + a.cantidad, 0);
    if (total > 1 && celdas.extension) {
      view.fit(transformExtent([...celdas.extension], 'EPSG:4326', 'EPSG:3857'), { padding: PADDING, maxZoom: ZOOM_FOLIO[1] });
    } else {
      view.setCenter(fromLonLat(CENTRO_MEXICO));
      view.setZoom(ZOOM_INICIAL);
    }
  }, [datos]);

  return { ref };
}
