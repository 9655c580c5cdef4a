import type { Usuario } from '@verifica/contracts';
import { DEFAULT_LIST_PAGINATION, LIST_SEARCH_DEBOUNCE_MS, filter, useListController, type ListController } from '@verifica/shared';
import { usuarios } from '../../api';
import type { UsuariosVariant } from '../variants';

const FILTROS = { search: filter.text() };

/**
 * GET /api/usuarios (eliminado=1, added by the API client): 10 per page by nombre ascending,
 * search after 800 ms; the Gestores variant adds rol=gestor.
 */
export function useUsuariosList(variant: UsuariosVariant): ListController<Usuario, typeof FILTROS> {
  return useListController({
    recurso: 'usuarios',
    pantalla: variant.listRoute,
    leer: usuarios.list,
    campos: FILTROS,
    paginacion: DEFAULT_LIST_PAGINATION,
    esperas: { search: LIST_SEARCH_DEBOUNCE_MS },
    filtrosPermanentes: { rol: variant.rol },
  });
}
