import { useCallback, useMemo, useState } from 'react';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { EstatusCallCenter, type AgenciaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { FILTROS_FOLIO, filasAsignadas, filter, type ListController, type SelectOption } from '@verifica/shared';
import { callcenterApi } from '../../api/callcenter';
import { useFoliosCallCenter } from '../../common/useFoliosCallCenter';

/** SPEC §9: the current month, No Asignadas (2); 0 = Todos. */
const FILTROS = {
  fecha_desde: filter.date(() => format(startOfMonth(new Date()), 'yyyy-MM-dd')),
  fecha_hasta: filter.date(() => format(endOfMonth(new Date()), 'yyyy-MM-dd')),
  ...FILTROS_FOLIO,
  asignadas: filter.number(2, [0, ...EstatusCallCenter.values]),
  /** Broad users only. */
  agencia_id: filter.numbers(),
};
/** SPEC §9: 25 rows on the assign screens, id descending; 800 ms on typed filters. */
const PAGINACION = { rowsPerPage: 25, sortBy: 'id', descending: true };
const DEBOUNCE = { cp_desde: 800, cp_hasta: 800 };

export type ListaAsignacion = ListController<SolicitudOperadorFila, typeof FILTROS>;

export interface AsignarOperadores {
  /** The list, its filter in the URL and its selection (rows, or every row of the filter). */
  lista: ListaAsignacion;
  agencias: AgenciaListItem[] | null;
  estatus: SelectOption<number>[];
  asignar: (usuarioId: number, agenciaId: number | null) => Promise<unknown>;
  /** After an assignment: clear the selection and reload. */
  listo: () => void;
  cargando: boolean;
  setCargando: (open: boolean) => void;
}

/** Asignar Solicitudes a Operadores: the list (filter in the URL), the assignment of the selection, the upload. */
export function useAsignarOperadores(): AsignarOperadores {
  const { agencias, lista } = useFoliosCallCenter({ pantalla: 'reportesAsignarOperadores', campos: FILTROS, paginacion: PAGINACION, esperas: DEBOUNCE });
  const [cargando, setCargando] = useState(false);

  const { recargar: reload, seleccion, consulta: query } = lista;
  const { limpiar: clear } = seleccion;
  const listo = useCallback(() => {
    clear();
    reload();
  }, [clear, reload]);

  const estatus = useMemo(() => [{ value: 0, label: 'Todos' }, ...EstatusCallCenter.options.map((o) => ({ value: o.value as number, label: o.label }))], []);

  return {
    lista,
    agencias,
    estatus,
    asignar: (usuario_id, agenciaId) => callcenterApi.asignar({ ...filasAsignadas(seleccion, query, agenciaId), usuario_id }),
    listo,
    cargando,
    setCargando,
  };
}
