import type { PantallaVista, SolicitudFila } from '@verifica/contracts';
import { useListController, type ListController } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import { FILTROS_DEBOUNCE, PAGINACION_SOLICITUDES, type FiltrosSolicitudes } from '../filtros';

export type ListaSolicitudes = ListController<SolicitudFila, FiltrosSolicitudes>;

/** GET /api/solicitudes for the filter, page and sort in the URL (the shared list controller); `pantalla` keys its saved views. */
export function useListaSolicitudes(filtros: FiltrosSolicitudes, pantalla: PantallaVista): ListaSolicitudes {
  return useListController({ recurso: 'solicitudes', fetch: solicitudesApi.list, pantalla, specs: filtros, pagination: PAGINACION_SOLICITUDES, debounce: FILTROS_DEBOUNCE });
}
