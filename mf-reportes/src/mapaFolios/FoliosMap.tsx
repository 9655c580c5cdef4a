import styled from 'styled-components';
import type { MapaConfig, MapaFolios } from '@verifica/contracts';
import { MarcoMapa } from '@verifica/mapa';
import { ALTO_MAPA } from './mapa';
import { useFoliosMap } from './hooks/useFoliosMap';

const Contenedor = styled(MarcoMapa)`
  height: ${ALTO_MAPA}px;
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
