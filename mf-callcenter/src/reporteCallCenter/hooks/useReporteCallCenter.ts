import { useCallback, useMemo, useState } from 'react';
import { addMonths, endOfMonth, format } from 'date-fns';
import { EstatusCallCenter, FILTRO_INTENTOS_VALORES, PERMISOS, Vigencia, type AgenciaListItem, type PersonaListItem, type SolicitudOperadorFila } from '@verifica/contracts';
import { filter, type ListController, type SelectOption, useOpciones, useSession } from '@verifica/shared';
import { callcenterApi } from '../../api/callcenter';
import { useFoliosCallCenter } from '../../common/useFoliosCallCenter';
import type { FolioLlamada } from './useSeguimientoLlamadas';

/** SPEC §9: one month ago to the end of the current month. */
const FILTROS = {
  folio_solicitud: filter.strings(),
  agencia_id: filter.numbers(),
  usuario_id: filter.number(),
  asignadas: filter.number(null, EstatusCallCenter.values),
  vigencia: filter.number(null, Vigencia.values),
  intentos: filter.oneOf(FILTRO_INTENTOS_VALORES),
  nombre_cliente: filter.text(),
  fecha_desde: filter.date(() => format(addMonths(new Date(), -1), 'yyyy-MM-dd')),
  fecha_hasta: filter.date(() => format(endOfMonth(new Date()), 'yyyy-MM-dd')),
};
/** SPEC §9: 10 rows, id descending; 300 ms on the text filter. */
const PAGINACION = { rowsPerPage: 10, sortBy: 'id', descending: true };
export const DEBOUNCE_MS = 300;

export type DialogoLlamadas = { tipo: 'detalle'; id: number } | { tipo: 'llamadas'; fila: FolioLlamada } | { tipo: 'reasignar'; fila: SolicitudOperadorFila };

export interface ReporteCallCenter {
  /** The list, its filters and page in the URL. */
  lista: ListController<SolicitudOperadorFila, typeof FILTROS>;
  /** is_admin: operator filter, No Asignadas, detail, reassign, Asignar, Rehabilitar. */
  admin: boolean;
  /** An operator (neither is_admin nor gestionar_solicitudes): works their own queue (Siguiente llamada). */
  operador: boolean;
  agencias: AgenciaListItem[] | null;
  operadores: PersonaListItem[];
  estatus: SelectOption<number>[];
  vigencias: SelectOption<number>[];
  dialogo: DialogoLlamadas | null;
  abrir: (d: DialogoLlamadas) => void;
  cerrar: () => void;
}

/** Reporte del Call Center: the list (filters and page in the URL), the operator options, the row dialogs. */
export function useReporteCallCenter(): ReporteCallCenter {
  const { can } = useSession();
  const admin = can(PERMISOS.admin);
  const { agencias, lista } = useFoliosCallCenter({
    pantalla: 'reportesCallCenter',
    campos: FILTROS,
    paginacion: PAGINACION,
    esperas: { nombre_cliente: DEBOUNCE_MS },
    conteo: 'acotado',
    // Non-admins never send what the server refuses them (a shared link may carry it).
    filtrosPermanentes: admin ? {} : { usuario_id: null },
    aParametros: ({ asignadas, ...resto }) => ({ ...resto, asignadas: admin || asignadas !== 2 ? asignadas : null }),
  });
  const f = lista.filtros;

  const agenciaOperadores = f.agencia_id.length === 1 ? (f.agencia_id[0] ?? null) : null;
  const { opciones: operadores } = useOpciones(() => callcenterApi.operadores(agenciaOperadores), admin ? String(agenciaOperadores) : null);

  const [dialogo, setDialogo] = useState<DialogoLlamadas | null>(null);
  const estatus = useMemo(() => EstatusCallCenter.options.filter((o) => admin || o.value !== 2).map((o) => ({ value: o.value as number, label: o.label })), [admin]);
  const vigencias = useMemo(() => Vigencia.options.map((o) => ({ value: o.value as number, label: o.label })), []);

  return {
    lista,
    admin,
    operador: !admin && !can(PERMISOS.gestionarSolicitudes),
    agencias,
    operadores,
    estatus,
    vigencias,
    dialogo,
    abrir: setDialogo,
    cerrar: useCallback(() => setDialogo(null), []),
  };
}
