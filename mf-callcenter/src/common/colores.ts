import type { ColorFilaLlamada, SolicitudOperadorFila } from '@verifica/contracts';
import type { RowTone } from '@verifica/shared';

const TONO: Record<ColorFilaLlamada, RowTone> = { verde: 'green', naranja: 'orange', amarillo: 'yellow', rojo: 'red' };

/** The row colour the server computed (contracts colorFilaLlamada) as a table tone. */
export const tonoLlamada = (s: SolicitudOperadorFila): RowTone | null => (s.color_fila ? TONO[s.color_fila] : null);
export const tonoDeColor = (c: ColorFilaLlamada): RowTone => TONO[c];
