import type { SolicitudFila } from '@verifica/contracts';
import type { RowTone } from '@verifica/shared';

/**
 * Row colouring of the request lists (documented here and in the legend): verified (has a field
 * verification) = green; assigned to a gestor and not verified yet = yellow; unassigned = none.
 */
export function tonoSolicitud(s: SolicitudFila): RowTone | null {
  if (s.verificado) return 'green';
  if (s.encuestador_id) return 'yellow';
  return null;
}

export const LEYENDA_SOLICITUDES: { tono: RowTone | null; texto: string }[] = [
  { tono: 'green', texto: 'Verificada' },
  { tono: 'yellow', texto: 'Asignada, sin verificar' },
  { tono: null, texto: 'Sin asignar' },
];
