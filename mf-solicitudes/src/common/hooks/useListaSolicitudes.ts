import type { PantallaVista, SolicitudFila } from '@verifica/contracts';
import { useListController, type ListController } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import { FILTROS_DEBOUNCE, PAGINACION_SOLICITUDES, type FiltrosSolicitudes } from '../filtros';

export type ListaSolicitudes = ListController<SolicitudFila, FiltrosSolicitudes>;

/**
 * GET /api/solicitudes for the filter, page and sort in the URL (the shared list controller); `pantalla` keys its saved views.
 * `conteo: 'acotado'` for a screen that only shows the rows (the report): past 10,000 rows its total reads "más de N".
 */
export function useListaSolicitudes(filtros: FiltrosSolicitudes, pantalla: PantallaVista, conteo?: 'acotado'): ListaSolicitudes {
  return useListController({ recurso: 'solicitudes', leer: solicitudesApi.list, pantalla, campos: filtros, paginacion: PAGINACION_SOLICITUDES, esperas: FILTROS_DEBOUNCE, conteo });
}
