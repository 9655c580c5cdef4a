import type { ListParams } from '../api/paged';
import type { Seleccion } from '../controllers/useSeleccion/useSeleccion';

/**
 * Which rows an assignment takes (contracts asignarSchema): the selected rows, or `todos` with
 * the list's filter, narrowed to the agency a broad user chose for it.
 */
export function filasAsignadas(seleccion: Seleccion, query: ListParams, agenciaId: number | null): ListParams {
  if (!seleccion.todas) return { seleccionados: seleccion.ids.map(Number) };
  return { ...query, ...(agenciaId ? { agencia_id: [agenciaId] } : {}), todos: true };
}
