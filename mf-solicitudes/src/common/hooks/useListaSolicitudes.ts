import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolicitudFila } from '@verifica/contracts';
import type { DataTablePagination } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import type { FiltroConsulta } from '../filtros';

export interface ListaSolicitudes {
  rows: SolicitudFila[];
  totalItems: number;
  loading: boolean;
  reload: () => void;
}

/** GET /api/solicitudes for the filter and page in the URL; newer answers win, failures are silent (SPEC §8). */
export function useListaSolicitudes(consulta: FiltroConsulta, pagination: DataTablePagination): ListaSolicitudes {
  const [result, setResult] = useState<{ rows: SolicitudFila[]; totalItems: number }>({ rows: [], totalItems: 0 });
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const requestId = useRef(0);
  const key = JSON.stringify({
    ...consulta,
    page: pagination.page,
    rowsPerPage: pagination.rowsPerPage,
    ...(pagination.sortBy ? { sortBy: pagination.sortBy, descending: pagination.descending } : {}),
  });

  useEffect(() => {
    const id = ++requestId.current;
    setLoading(true);
    solicitudesApi
      .list(JSON.parse(key) as FiltroConsulta)
      .then((page) => {
        if (id === requestId.current) setResult({ rows: page.rows, totalItems: page.totalItems });
      })
      .catch(() => undefined)
      .finally(() => {
        if (id === requestId.current) setLoading(false);
      });
  }, [key, version]);

  return { ...result, loading, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
