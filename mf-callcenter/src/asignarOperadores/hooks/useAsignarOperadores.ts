import { useCallback, useMemo, useState } from 'react';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { EstatusCallCenter, type AgenciaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { filter, type RowId, type SelectOption, useAgenciasAmplias, useFilters, type UseFilters, type UsePagedList, usePagedList } from '@verifica/shared';
import { callcenterApi, type ConsultaLlamadas, type ListaOpcionesLlamadas } from '../../api/callcenter';

/** SPEC §9: the current month, No Asignadas (2). */
const FILTROS = {
  fecha_desde: filter.date(() => format(startOfMonth(new Date()), 'yyyy-MM-dd')),
  fecha_hasta: filter.date(() => format(endOfMonth(new Date()), 'yyyy-MM-dd')),
  edo: filter.strings(),
  ciudades: filter.strings(),
  colonias: filter.strings(),
  cp_desde: filter.text(),
  cp_hasta: filter.text(),
  folio_solicitud: filter.strings(),
  fuerza_venta: filter.strings(),
  asignadas: filter.number(2, [0, ...EstatusCallCenter.values]),
  agencia_id: filter.numbers(),
};
type Filtros = typeof FILTROS;
/** SPEC §9: 25 rows on the assign screens, id descending; 800 ms on typed filters. */
const PAGINACION = { rowsPerPage: 25, sortBy: 'id', descending: true };

const ARREGLOS = ['edo', 'ciudades', 'colonias', 'folio_solicitud', 'fuerza_venta'] as const;

export interface AsignarOperadores {
  filtros: UseFilters<Filtros>;
  consulta: ConsultaLlamadas;
  /** The filter without one field (a cascading option list ignores its own field). */
  consultaSin: (campo: (typeof ARREGLOS)[number]) => ConsultaLlamadas;
  opciones: (lista: ListaOpcionesLlamadas, campo: (typeof ARREGLOS)[number]) => () => Promise<string[]>;
  lista: UsePagedList<SolicitudOperadorFila>;
  agencias: AgenciaListItem[] | null;
  estatus: SelectOption<number>[];
  seleccion: RowId[];
  setSeleccion: (ids: RowId[]) => void;
  todos: boolean;
  setTodos: (todos: boolean) => void;
  cuantos: number;
  asignar: (usuarioId: number, agenciaId: number | null) => Promise<unknown>;
  listo: () => void;
  cargando: boolean;
  setCargando: (open: boolean) => void;
}

function aConsulta(f: UseFilters<Filtros>['filters'], conAgencia: boolean, sin?: string): ConsultaLlamadas {
  const q: ConsultaLlamadas = {};
  for (const k of ARREGLOS) if (k !== sin && f[k].length > 0) q[k] = f[k];
  for (const k of ['fecha_desde', 'fecha_hasta', 'cp_desde', 'cp_hasta'] as const) if (f[k].trim()) q[k] = f[k].trim();
  if (f.asignadas) q.asignadas = f.asignadas;
  if (conAgencia && f.agencia_id.length > 0) q.agencia_id = f.agencia_id;
  return q;
}

/** Asignar Solicitudes a Operadores: the filter in the URL, the selection (rows or the whole filter), the assignment. */
export function useAsignarOperadores(): AsignarOperadores {
  const filtros = useFilters(FILTROS, { pagination: PAGINACION, debounce: { cp_desde: 800, cp_hasta: 800 } });
  const agencias = useAgenciasAmplias();
  const consulta = useMemo(() => aConsulta(filtros.filters, agencias !== null), [filtros.filters, agencias]);
  const lista = usePagedList(callcenterApi.list, { filters: consulta, pagination: filtros.pagination, onPaginationChange: filtros.setPagination });
  const [seleccion, setSeleccionState] = useState<RowId[]>([]);
  const [todos, setTodos] = useState(false);
  const [cargando, setCargando] = useState(false);

  // A new filter or page starts a new selection.
  const clave = JSON.stringify([consulta, filtros.pagination]);
  const [claveAnterior, setClaveAnterior] = useState(clave);
  if (clave !== claveAnterior) {
    setClaveAnterior(clave);
    setSeleccionState([]);
    setTodos(false);
  }

  const { reload } = lista;
  const listo = useCallback(() => {
    setSeleccionState([]);
    setTodos(false);
    reload();
  }, [reload]);

  const estatus = useMemo(() => [{ value: 0, label: 'Todos' }, ...EstatusCallCenter.options.map((o) => ({ value: o.value as number, label: o.label }))], []);

  return {
    filtros,
    consulta,
    consultaSin: (campo) => aConsulta(filtros.filters, agencias !== null, campo),
    opciones: (l, campo) => () => callcenterApi.opciones(l, aConsulta(filtros.filters, agencias !== null, campo)),
    lista,
    agencias,
    estatus,
    seleccion,
    setSeleccion: (ids) => {
      setSeleccionState(ids);
      setTodos(false);
    },
    todos,
    setTodos,
    cuantos: todos ? lista.totalItems : seleccion.length,
    asignar: (usuario_id, agenciaId) =>
      todos
        ? callcenterApi.asignar({ ...consulta, ...(agenciaId ? { agencia_id: [agenciaId] } : {}), todos: true, usuario_id })
        : callcenterApi.asignar({ seleccionados: seleccion.map(Number), usuario_id }),
    listo,
    cargando,
    setCargando,
  };
}
