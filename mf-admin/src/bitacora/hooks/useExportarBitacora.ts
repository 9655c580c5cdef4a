import { useCallback, useState } from 'react';
import { apiErrorMessage, useSnackbar, type ListParams } from '@verifica/shared';
import { exportarBitacora } from '../../api';

/** Exportar: the CSV of the list's current filter (no page); a failure says why in the error snackbar. */
export function useExportarBitacora(query: ListParams): { exportando: boolean; exportar: () => void } {
  const snackbar = useSnackbar();
  const [exportando, setExportando] = useState(false);
  const exportar = useCallback(() => {
    const { page: _page, rowsPerPage: _filas, ...filtro } = query;
    setExportando(true);
    exportarBitacora(filtro)
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)))
      .finally(() => setExportando(false));
  }, [query, snackbar]);
  return { exportando, exportar };
}
