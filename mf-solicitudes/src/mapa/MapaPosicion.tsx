import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OSM from 'ol/source/OSM';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { fromLonLat, toLonLat } from 'ol/proj';
import 'ol/ol.css';
import type { Position } from '@verifica/contracts';
import type { MapaPosicionProps } from './types';

/** SPEC §9: default centre about 22.70, -100.99 at zoom 4. */
const CENTRO = fromLonLat([-100.99, 22.7]);

const Lienzo = styled.div<{ $alto: number }>`
  width: 100%;
  height: ${({ $alto }) => $alto}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const marcador = new Style({
  image: new Circle({ radius: 8, fill: new Fill({ color: '#b3261e' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

/** An OpenLayers map that shows a position (zoom 16) and, with onChange, lets the user pick one by clicking. */
export default function MapaPosicion({ position, onChange, zoom = 16, alto = 320, label }: MapaPosicionProps) {
  const div = useRef<HTMLDivElement>(null);
  const mapa = useRef<{ map: OlMap; punto: Feature<Point> } | null>(null);
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
      layers: [new TileLayer({ source: new OSM() }), new VectorLayer({ source: new VectorSource({ features: [punto] }) })],
      view: new View({ center: CENTRO, zoom: 4 }),
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
