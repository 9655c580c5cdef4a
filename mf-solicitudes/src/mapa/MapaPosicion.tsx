import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import type { Size } from 'ol/size';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { Position } from '@verifica/contracts';
import { useUltimo } from '@verifica/shared';
import { CENTRO_MEXICO, MarcoMapa, ZOOM_INICIAL, ZOOM_POSICION, capaBase, conTeselas, controlesMapa, useMapaConfig, zoomConContorno } from '@verifica/mapa';
import type { MapaPosicionProps } from './types';

const Lienzo = styled(MarcoMapa)<{ $alto: number }>`
  height: ${({ $alto }) => $alto}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Ubicacion = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const marcador = new Style({
  image: new Circle({ radius: 8, fill: new Fill({ color: '#b3261e' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

/**
 * An OpenLayers map that shows a position and, with onChange, lets the user pick one by clicking.
 * Over the portal's basemap setting, like every map (@verifica/mapa): over detailed tiles at zoom
 * 16 (SPEC §9); over the offline outlines at the closest zoom that shows one, with the coordinates
 * and the municipality written under the map.
 */
export default function MapaPosicion({ position, onChange, zoom = ZOOM_POSICION, alto = 320, label, municipio }: MapaPosicionProps) {
  const div = useRef<HTMLDivElement>(null);
  const mapa = useRef<{ map: OlMap; punto: Feature<Point> } | null>(null);
  const config = useMapaConfig();
  const [contornos, setContornos] = useState<readonly Feature[]>([]);
  const onChangeRef = useUltimo(onChange);

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
    // What the view shows, for tests and the e2e: its zoom and its centre (lat, lon).
    const view = map.getView();
    const anotar = (el: HTMLDivElement) => () => {
      const [lo = 0, la = 0] = toLonLat(view.getCenter() ?? [0, 0]);
      el.dataset.zoom = String(view.getZoom());
      el.dataset.centro = `${la.toFixed(4)}, ${lo.toFixed(4)}`;
    };
    view.on(['change:center', 'change:resolution'], anotar(div.current));
    mapa.current = { map, punto };
    return () => {
      map.setTarget(undefined);
      mapa.current = null;
    };
  }, [onChangeRef]);

  // The basemap, once the server's setting is known; the offline outlines once loaded.
  useEffect(() => {
    const m = mapa.current;
    if (!m || config === undefined) return;
    const base = capaBase(config);
    m.map.getLayers().insertAt(0, base);
    const source = base.getSource();
    const contorno = source instanceof VectorSource ? source : null;
    const alCargar = () => setContornos(contorno?.getFeatures() ?? []);
    contorno?.on('featuresloadend', alCargar);
    return () => {
      contorno?.un('featuresloadend', alCargar);
      m.map.removeLayer(base);
      setContornos([]);
    };
  }, [config]);

  const lat = position?.latitude;
  const lon = position?.longitude;
  const detallado = conTeselas(config);
  // The zoom last set for this basemap: a new target (tiles known, outlines loaded) is applied;
  // a new position keeps a closer zoom the user chose.
  const objetivoPuesto = useRef<number | null>(null);
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
    if (config === undefined) return;
    const tamano: Size = m.map.getSize() ?? [div.current?.clientWidth || alto * 2, alto];
    const objetivo = detallado ? zoom : zoomConContorno(view, contornos, coord, tamano);
    if (objetivo !== objetivoPuesto.current || (view.getZoom() ?? 0) < objetivo) view.setZoom(objetivo);
    objetivoPuesto.current = objetivo;
  }, [lat, lon, zoom, config, detallado, contornos, alto]);

  return (
    <div>
      <Lienzo ref={div} $alto={alto} role="img" aria-label={label ?? describir(position)} data-testid="mapa-posicion" />
      {config !== undefined && !detallado && position && (
        <Ubicacion data-testid="mapa-ubicacion">
          Coordenadas: {position.latitude}, {position.longitude}
          {municipio ? ` · Municipio: ${municipio}` : ''}
        </Ubicacion>
      )}
    </div>
  );
}

function describir(p: Position | null | undefined): string {
  return p ? `Mapa: ${p.latitude}, ${p.longitude}` : 'Mapa sin posición';
}
