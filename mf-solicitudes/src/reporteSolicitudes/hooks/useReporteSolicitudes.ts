import { useCallback, useMemo, useState } from 'react';
import { AsignadasReporte, type AgenciaListItem, type SolicitudFila } from '@verifica/contracts';
import { apiErrorMessage, type DataTablePagination, useAgenciasAmplias, useSnackbar } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import { aConsulta, filtrosReporte } from '../../common/filtros';
import { useListaSolicitudes, type ListaSolicitudes } from '../../common/hooks/useListaSolicitudes';
import { useVistaEnUrl, type VistaEnUrl } from '../../common/hooks/useVistaEnUrl';

/** SPEC §9: 25 per page, id descending. */
export const REPORTE_PAGINACION: DataTablePagination = { page: 1, rowsPerPage: 25, sortBy: 'id', descending: true };

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
  vista: VistaEnUrl;
  lista: ListaSolicitudes;
  agencias: AgenciaListItem[] | null;
  dialogo: DialogoReporte;
  abrir: (d: DialogoReporte) => void;
  cerrar: () => void;
  exportando: boolean;
  exportar: () => void;
}

/** Reporte de Solicitudes: the filter and page in the URL, the list, the open dialog, the export. */
export function useReporteSolicitudes(): ReporteSolicitudes {
  const snackbar = useSnackbar();
  const [defaults] = useState(() => filtrosReporte());
  const vista = useVistaEnUrl(defaults, REPORTE_PAGINACION, AsignadasReporte.values);
  const agencias = useAgenciasAmplias();
  const consulta = useMemo(() => aConsulta(vista.aplicados), [vista.aplicados]);
  const lista = useListaSolicitudes(consulta, vista.pagination, vista.setPagination);
  const [dialogo, setDialogo] = useState<DialogoReporte>(null);
  const [exportando, setExportando] = useState(false);

  const exportar = useCallback(() => {
    if (exportando) return;
    setExportando(true);
    solicitudesApi
      .exportar(consulta)
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)))
      .finally(() => setExportando(false));
  }, [consulta, exportando, snackbar]);

  return { vista, lista, agencias, dialogo, abrir: setDialogo, cerrar: useCallback(() => setDialogo(null), []), exportando, exportar };
}
