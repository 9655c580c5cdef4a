import 'ol/ol.css';
import styled from 'styled-components';
import type { MapaConfig, MapaFolios } from '@verifica/contracts';
import { ALTO_MAPA, COLOR_MAR } from './mapa';
import { useFoliosMap } from './hooks/useFoliosMap';

const Contenedor = styled.div`
  position: relative;
  height: ${ALTO_MAPA}px;
  width: 100%;
  background: ${COLOR_MAR};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
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
