import type { SolicitudFila } from '@verifica/contracts';
import { usePagedList, type DataTablePagination, type ListParams } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import type { FiltroConsulta } from '../filtros';

export interface ListaSolicitudes {
  rows: SolicitudFila[];
  totalItems: number;
  loading: boolean;
  reload: () => void;
}

const listar = (params: ListParams) => solicitudesApi.list(params as FiltroConsulta);

/**
 * GET /api/solicitudes for the filter and page in the URL (shared usePagedList: newer answers
 * win, failures are silent (SPEC §8), a page past the end becomes the last page).
 */
export function useListaSolicitudes(
  consulta: FiltroConsulta,
  pagination: DataTablePagination,
  onPaginationChange: (p: DataTablePagination, how?: { replace?: boolean }) => void,
): ListaSolicitudes {
  const { rows, totalItems, loading, reload } = usePagedList(listar, { filters: consulta, pagination, onPaginationChange });
  return { rows, totalItems, loading, reload };
}
