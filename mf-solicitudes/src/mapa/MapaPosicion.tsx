import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { Position } from '@verifica/contracts';
import { CENTRO_MEXICO, MarcoMapa, ZOOM_INICIAL, controlesMapa, ponerCapaBase, useMapaConfig } from '@verifica/mapa';
import type { MapaPosicionProps } from './types';

const Lienzo = styled(MarcoMapa)<{ $alto: number }>`
  height: ${({ $alto }) => $alto}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const marcador = new Style({
  image: new Circle({ radius: 8, fill: new Fill({ color: '#b3261e' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

/**
 * An OpenLayers map that shows a position (zoom 16) and, with onChange, lets the user pick one by
 * clicking. Over the portal's basemap setting, like every map (@verifica/mapa).
 */
export default function MapaPosicion({ position, onChange, zoom = 16, alto = 320, label }: MapaPosicionProps) {
  const div = useRef<HTMLDivElement>(null);
  const mapa = useRef<{ map: OlMap; punto: Feature<Point> } | null>(null);
  const config = useMapaConfig();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!div.current) return;
    const punto = new Feature<Point>();
    punto.setStyle(marcador);
    const map = new OlMap({
      target: div.current,
      layers: [new VectorLayer({ source: new VectorSource({ features: [punto] }) })],
      controls: controlesMapa(),
      view: new View({ center: fromLonLat(CENTRO_MEXICO), zoom: ZOOM_INICIAL }),
    });
    map.on('singleclick', (e) => {
      if (!onChangeRef.current) return;
      const [longitude = 0, latitude = 0] = toLonLat(e.coordinate);
      onChangeRef.current({ latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) });
    });
    mapa.current = { map, punto };
    return () => {
      map.setTarget(undefined);
      mapa.current = null;
    };
  }, []);

  // The basemap, once the server's setting is known.
  useEffect(() => {
    const m = mapa.current;
    if (!m || config === undefined) return;
    return ponerCapaBase(m.map, config);
  }, [config]);

  const lat = position?.latitude;
  const lon = position?.longitude;
  useEffect(() => {
    const m = mapa.current;
    if (!m) return;
    if (lat == null || lon == null) {
      m.punto.setGeometry(undefined);
      return;
    }
    const coord = fromLonLat([lon, lat]);
    m.punto.setGeometry(new Point(coord));
    const view = m.map.getView();
    view.setCenter(coord);
    if ((view.getZoom() ?? 0) < zoom) view.setZoom(zoom);
  }, [lat, lon, zoom]);

  return <Lienzo ref={div} $alto={alto} role="img" aria-label={label ?? describir(position)} data-testid="mapa-posicion" />;
}

function describir(p: Position | null | undefined): string {
  return p ? `Mapa: ${p.latitude}, ${p.longitude}` : 'Mapa sin posición';
}
