import type { Position } from '@verifica/contracts';

export interface MapaPosicionProps {
  position: Position | null | undefined;
  /** Given: a click on the map picks the position. */
  onChange?: (position: Position) => void;
  /** Zoom when a position is shown over detailed tiles (SPEC §9: 16); the offline basemap picks its own. */
  zoom?: number;
  /** The request's municipality (ciudad, and its state), written under a map without detailed tiles. */
  municipio?: string | null;
  /** Height in px. */
  alto?: number;
  label?: string;
}
