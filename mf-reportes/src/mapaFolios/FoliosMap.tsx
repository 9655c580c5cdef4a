import styled from 'styled-components';
import type { MapaConfig } from '@verifica/contracts';
import { MarcoMapa } from '@verifica/mapa';
import { ALTO_MAPA, type VistaMapa } from './mapa';
import type { DatosMapa } from './hooks/useMapaFolios';
import { useFoliosMap } from './hooks/useFoliosMap';

const Contenedor = styled(MarcoMapa)`
  height: ${ALTO_MAPA}px;
`;

export interface FoliosMapProps {
  datos: DatosMapa | null;
  /** undefined until the server's basemap setting is known. */
  config: MapaConfig | null | undefined;
  onFolio: (id: number) => void;
  /** The view moved: the zoom and extent whose cells to ask for. */
  onVista: (vista: VistaMapa) => void;
}

/** The OpenLayers map of Mapa Folios (500 px high): basemap plus the folios grouped by zoom (WebGL). */
export default function FoliosMap({ datos, config, onFolio, onVista }: FoliosMapProps) {
  const mapa = useFoliosMap({ datos, config, onFolio, onVista });
  return <Contenedor ref={mapa.ref} role="region" aria-label="Mapa de folios" data-testid="mapa-folios" />;
}
