import type { AgenciaListItem, GraficaFila } from '@verifica/contracts';

export const AGENCIAS_LIST: AgenciaListItem[] = [
  { id: 1, nombre: 'Agencia Centro' },
  { id: 2, nombre: 'Agencia Norte' },
  { id: 3, nombre: 'Agencia Sur' },
];

export function fila(agencia_id: number, nombre: string, color: string, n: [number, number, number, number, number]): GraficaFila {
  const [asignadas, no_asignadas, nunca_asignadas, desasignadas, verificadas] = n;
  return { agencia_id, nombre, color, asignadas, no_asignadas, nunca_asignadas, desasignadas, verificadas };
}
