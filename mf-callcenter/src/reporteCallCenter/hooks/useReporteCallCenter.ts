import { useCallback, useMemo, useState } from 'react';
import { addMonths, endOfMonth, format } from 'date-fns';
import { EstatusCallCenter, PERMISOS, Vigencia, type AgenciaListItem, type PersonaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { filter, type SelectOption, useAgenciasAmplias, useFilters, type UseFilters, useOpciones, type UsePagedList, usePagedList, useSession } from '@verifica/shared';
import { callcenterApi, type ConsultaLlamadas } from '../../api/callcenter';

/** SPEC §9: one month ago to the end of the current month. */
const FILTROS = {
  folio_solicitud: filter.strings(),
  agencia_id: filter.numbers(),
  usuario_id: filter.number(),
  asignadas: filter.number(null, EstatusCallCenter.values),
  vigencia: filter.number(null, Vigencia.values),
  nombre_cliente: filter.text(),
  fecha_desde: filter.date(() => format(addMonths(new Date(), -1), 'yyyy-MM-dd')),
  fecha_hasta: filter.date(() => format(endOfMonth(new Date()), 'yyyy-MM-dd')),
};
/** SPEC §9: 10 rows, id descending; 300 ms on the text filter. */
const PAGINACION = { rowsPerPage: 10, sortBy: 'id', descending: true };
export const DEBOUNCE_MS = 300;

export type DialogoLlamadas = { tipo: 'detalle'; id: number } | { tipo: 'llamadas'; fila: SolicitudOperadorFila } | { tipo: 'reasignar'; fila: SolicitudOperadorFila };

export interface ReporteCallCenter {
  filtros: UseFilters<typeof FILTROS>;
  lista: UsePagedList<SolicitudOperadorFila>;
  /** is_admin: operator filter, No Asignadas, detail, reassign, Asignar, Rehabilitar. */
  admin: boolean;
  agencias: AgenciaListItem[] | null;
  operadores: PersonaListItem[];
  estatus: SelectOption<number>[];
  vigencias: SelectOption<number>[];
  dialogo: DialogoLlamadas | null;
  abrir: (d: DialogoLlamadas) => void;
  cerrar: () => void;
}

/** Reporte del Call Center: URL-synced filters and paging, the list, the row dialogs. */
export function useReporteCallCenter(): ReporteCallCenter {
  const { can } = useSession();
  const admin = can(PERMISOS.admin);
  const filtros = useFilters(FILTROS, { pagination: PAGINACION, debounce: { nombre_cliente: DEBOUNCE_MS } });
  const agencias = useAgenciasAmplias();
  const f = filtros.filters;

  // Non-admins never send what the server refuses them (a shared link may carry it).
  const consulta = useMemo<ConsultaLlamadas>(() => {
    const q: ConsultaLlamadas = {};
    if (f.folio_solicitud.length > 0) q.folio_solicitud = f.folio_solicitud;
    if (agencias !== null && f.agencia_id.length > 0) q.agencia_id = f.agencia_id;
    if (admin && f.usuario_id) q.usuario_id = f.usuario_id;
    if (f.asignadas && (admin || f.asignadas !== 2)) q.asignadas = f.asignadas;
    if (f.vigencia) q.vigencia = f.vigencia;
    if (f.nombre_cliente.trim()) q.nombre_cliente = f.nombre_cliente.trim();
    if (f.fecha_desde) q.fecha_desde = f.fecha_desde;
    if (f.fecha_hasta) q.fecha_hasta = f.fecha_hasta;
    return q;
  }, [f, admin, agencias]);

  const lista = usePagedList(callcenterApi.list, { filters: consulta, pagination: filtros.pagination, onPaginationChange: filtros.setPagination });

  const agenciaOperadores = f.agencia_id.length === 1 ? (f.agencia_id[0] ?? null) : null;
  const { opciones: operadores } = useOpciones(() => callcenterApi.operadores(agenciaOperadores), admin ? String(agenciaOperadores) : null);

  const [dialogo, setDialogo] = useState<DialogoLlamadas | null>(null);
  const estatus = useMemo(() => EstatusCallCenter.options.filter((o) => admin || o.value !== 2).map((o) => ({ value: o.value as number, label: o.label })), [admin]);
  const vigencias = useMemo(() => Vigencia.options.map((o) => ({ value: o.value as number, label: o.label })), []);

  return {
    filtros,
    lista,
    admin,
    agencias,
    operadores,
    estatus,
    vigencias,
    dialogo,
    abrir: setDialogo,
    cerrar: useCallback(() => setDialogo(null), []),
  };
}
