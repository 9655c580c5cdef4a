import { useCallback, useState } from 'react';
import type { AgenciaListItem, SolicitudFila } from '@verifica/contracts';
import { useAgenciasAmplias, useTrabajoIniciado, type TrabajoIniciado } from '@verifica/shared';
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
  /** Exportar a Excel as a background job: its progress under the header. */
  exportacion: TrabajoIniciado;
}

/** Reporte de Solicitudes: the list (filter and page in the URL), the open dialog, the export of the filter. */
export function useReporteSolicitudes(): ReporteSolicitudes {
  const lista = useListaSolicitudes(FILTROS_REPORTE, 'reportesSolicitudes', 'acotado');
  const agencias = useAgenciasAmplias();
  const [dialogo, setDialogo] = useState<DialogoReporte>(null);
  const { consulta: query } = lista;
  const exportacion = useTrabajoIniciado(useCallback(() => solicitudesApi.exportar(query), [query]));

  return { lista, agencias, dialogo, abrir: setDialogo, cerrar: useCallback(() => setDialogo(null), []), exportacion };
}
