import type { Agencia } from '@verifica/contracts';
import { DEFAULT_LIST_PAGINATION, LIST_SEARCH_DEBOUNCE_MS, filter, useListController, type ListController } from '@verifica/shared';
import { agencias } from '../../api';

const FILTROS = { search: filter.text() };

/** GET /api/agencias: 10 per page by nombre ascending, search after 800 ms (SPEC §9). */
export function useAgenciasList(): ListController<Agencia, typeof FILTROS> {
  return useListController({ recurso: 'agencias', pantalla: 'agencias', leer: agencias.list, campos: FILTROS, paginacion: DEFAULT_LIST_PAGINATION, esperas: { search: LIST_SEARCH_DEBOUNCE_MS } });
}
