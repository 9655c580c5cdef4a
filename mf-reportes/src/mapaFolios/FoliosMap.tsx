import styled from 'styled-components';
import type { MapaConfig, MapaFolios } from '@verifica/contracts';
import { ALTO_MAPA, COLOR_MAR } from './mapa';
import { useFoliosMap } from './hooks/useFoliosMap';

// OpenLayers' control styles, here rather than ol/ol.css: a CSS chunk of a remote served from
// another origin is a stylesheet from that origin, which the portal's CSP (style-src) refuses.
const Contenedor = styled.div`
  position: relative;
  height: ${ALTO_MAPA}px;
  width: 100%;
  background: ${COLOR_MAR};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  .ol-viewport,
  .ol-unselectable {
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  .ol-hidden {
    display: none;
  }
  .ol-control {
    position: absolute;
    background: rgba(255, 255, 255, 0.85);
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 2px;
  }
  .ol-control button {
    display: block;
    margin: 1px;
    width: 30px;
    height: 30px;
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 1.1rem;
    line-height: 1;
    cursor: pointer;
  }
  .ol-control button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .ol-zoom {
    top: 8px;
    left: 8px;
  }
  .ol-rotate {
    display: none;
  }
  .ol-attribution {
    right: 8px;
    bottom: 8px;
    display: flex;
    flex-direction: row-reverse;
    align-items: center;
    max-width: calc(100% - 16px);
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .ol-attribution ul {
    margin: 0 4px;
    padding: 0;
    list-style: none;
  }
  .ol-attribution.ol-collapsed ul,
  .ol-attribution.ol-uncollapsible button {
    display: none;
  }
  .ol-attribution:not(.ol-collapsed) {
    background: rgba(255, 255, 255, 0.9);
  }
`;

export interface FoliosMapProps {
  datos: MapaFolios | null;
  /** undefined until the server's basemap setting is known. */
  config: MapaConfig | null | undefined;
  onFolio: (id: number) => void;
}

/** The OpenLayers map of Mapa Folios (500 px high): basemap plus one pin per folio. */
export default function FoliosMap({ datos, config, onFolio }: FoliosMapProps) {
  const mapa = useFoliosMap({ datos, config, onFolio });
  return <Contenedor ref={mapa.ref} role="region" aria-label="Mapa de folios" data-testid="mapa-folios" />;
}
