import { useCallback, useState } from 'react';
import type { AgenciaListItem, SolicitudFila } from '@verifica/contracts';
import { apiErrorMessage, useAgenciasAmplias, useSnackbar } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import { FILTROS_REPORTE } from '../../common/filtros';
import { useListaSolicitudes, type ListaSolicitudes } from '../../common/hooks/useListaSolicitudes';

/** The dialog open over the report, with the row it is about. */
export type DialogoReporte =
  | { tipo: 'detalle'; id: number }
  | { tipo: 'datos'; fila: SolicitudFila }
  | { tipo: 'verificacion'; fila: SolicitudFila }
  | { tipo: 'reasignar'; fila: SolicitudFila }
  | { tipo: 'desasignar'; fila: SolicitudFila }
  | { tipo: 'duplicar'; fila: SolicitudFila }
  | null;

export interface ReporteSolicitudes {
  lista: ListaSolicitudes;
  agencias: AgenciaListItem[] | null;
  dialogo: DialogoReporte;
  abrir: (d: DialogoReporte) => void;
  cerrar: () => void;
  exportando: boolean;
  exportar: () => void;
}

/** Reporte de Solicitudes: the list (filter and page in the URL), the open dialog, the export of the filter. */
export function useReporteSolicitudes(): ReporteSolicitudes {
  const snackbar = useSnackbar();
  const lista = useListaSolicitudes(FILTROS_REPORTE);
  const agencias = useAgenciasAmplias();
  const [dialogo, setDialogo] = useState<DialogoReporte>(null);
  const [exportando, setExportando] = useState(false);

  const { query } = lista;
  const exportar = useCallback(() => {
    if (exportando) return;
    setExportando(true);
    solicitudesApi
      .exportar(query)
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)))
      .finally(() => setExportando(false));
  }, [query, exportando, snackbar]);

  return { lista, agencias, dialogo, abrir: setDialogo, cerrar: useCallback(() => setDialogo(null), []), exportando, exportar };
}
