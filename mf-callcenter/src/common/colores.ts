import { LEYENDA_COLORES_LLAMADA, type ColorFilaLlamada, type SolicitudOperadorFila } from '@verifica/contracts';
import type { LeyendaItem, RowTone } from '@verifica/shared';

const TONO: Record<ColorFilaLlamada, RowTone> = { verde: 'green', naranja: 'orange', amarillo: 'yellow', rojo: 'red' };

/** The row colour the server computed (contracts colorFilaLlamada) as a table tone. */
export const tonoLlamada = (s: SolicitudOperadorFila): RowTone | null => (s.color_fila ? TONO[s.color_fila] : null);
export const tonoDeColor = (c: ColorFilaLlamada): RowTone => TONO[c];

/** The legend of the call-center report: the contracts' labels of each row colour. */
export const LEYENDA_LLAMADAS: LeyendaItem[] = LEYENDA_COLORES_LLAMADA.map(({ color, label }) => ({ tono: tonoDeColor(color), texto: label }));
