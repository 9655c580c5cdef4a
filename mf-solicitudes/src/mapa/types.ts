import type { Position } from '@verifica/contracts';

export interface MapaPosicionProps {
  position: Position | null | undefined;
  /** Given: a click on the map picks the position. */
  onChange?: (position: Position) => void;
  /** Zoom when a position is shown (SPEC §9: detail map 16). */
  zoom?: number;
  /** Height in px. */
  alto?: number;
  label?: string;
}
