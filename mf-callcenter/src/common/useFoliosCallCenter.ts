import type { AgenciaListItem, SolicitudOperadorFila } from '@verifica/contracts';
import { type FilterSpecs, type ListController, type UseListControllerOptions, useAgenciasAmplias, useListController } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';

export interface FoliosCallCenter<S extends FilterSpecs> {
  /** The agencies a user who sees several picks from; null for the others. */
  agencias: AgenciaListItem[] | null;
  lista: ListController<SolicitudOperadorFila, S>;
}

/**
 * A call-center list of folios (its live changes those of `solicitudes`) in the user's reach: only
 * a user who sees several agencies narrows by agency; for the others a shared link's `agencia_id`
 * is never sent. The screen's `filtrosPermanentes` go on top.
 */
export function useFoliosCallCenter<S extends FilterSpecs>(opciones: Omit<UseListControllerOptions<SolicitudOperadorFila, S>, 'recurso' | 'leer'>): FoliosCallCenter<S> {
  const agencias = useAgenciasAmplias();
  const alcance = agencias === null ? { agencia_id: [] } : {};
  const lista = useListController({ ...opciones, recurso: 'solicitudes', leer: callcenterApi.list, filtrosPermanentes: { ...alcance, ...opciones.filtrosPermanentes } });
  return { agencias, lista };
}
