import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import type { DataTablePagination } from '@verifica/shared';

/** The filter form of the request report and the assign screen (contracts solicitudesFiltroShape). */
export interface FiltrosSolicitudes {
  fecha_desde: string;
  fecha_hasta: string;
  /** Broad users only. */
  agencia_id: number | null;
  edo: string[];
  ciudades: string[];
  colonias: string[];
  cp_desde: string;
  cp_hasta: string;
  folio_solicitud: string[];
  fuerza_venta: string[];
  /** Report: 1/2/3 or null (all). Assign screen: 0 Todos, 1, 2, 3. */
  asignadas: number | null;
  search: string;
}

/** Query parameters sent to the API: only the fields that filter (arrays repeat). */
export type FiltroConsulta = Record<string, string | number | boolean | string[] | number[]>;

const ARREGLOS = ['edo', 'ciudades', 'colonias', 'folio_solicitud', 'fuerza_venta'] as const;
const TEXTOS = ['fecha_desde', 'fecha_hasta', 'cp_desde', 'cp_hasta', 'search'] as const;

const fecha = (d: Date) => format(d, 'yyyy-MM-dd');

/** SPEC §9: the request report shows one month ago to today, every status. */
export function filtrosReporte(hoy = new Date()): FiltrosSolicitudes {
  return { ...vacios(), fecha_desde: fecha(addMonths(hoy, -1)), fecha_hasta: fecha(hoy) };
}

/** SPEC §9: the assign screen shows the current month, No Asignadas (2). */
export function filtrosAsignacion(hoy = new Date()): FiltrosSolicitudes {
  return { ...vacios(), fecha_desde: fecha(startOfMonth(hoy)), fecha_hasta: fecha(endOfMonth(hoy)), asignadas: 2 };
}

function vacios(): FiltrosSolicitudes {
  return {
    fecha_desde: '',
    fecha_hasta: '',
    agencia_id: null,
    edo: [],
    ciudades: [],
    colonias: [],
    cp_desde: '',
    cp_hasta: '',
    folio_solicitud: [],
    fuerza_venta: [],
    asignadas: null,
    search: '',
  };
}

/** The filter as API query parameters: blanks dropped, search trimmed, agency only when asked for. */
export function aConsulta(f: FiltrosSolicitudes, sin?: keyof FiltrosSolicitudes): FiltroConsulta {
  const q: FiltroConsulta = {};
  for (const k of TEXTOS) {
    const v = f[k].trim();
    if (v && k !== sin) q[k] = v;
  }
  for (const k of ARREGLOS) if (f[k].length > 0 && k !== sin) q[k] = f[k];
  if (f.agencia_id && sin !== 'agencia_id') q.agencia_id = f.agencia_id;
  if (f.asignadas !== null && sin !== 'asignadas') q.asignadas = f.asignadas;
  return q;
}

/**
 * The view in the URL query: every filter field that differs from the screen's defaults, then
 * page, rowsPerPage, sortBy, descending when they differ from the defaults too.
 */
export function aUrl(f: FiltrosSolicitudes, p: DataTablePagination, defaults: FiltrosSolicitudes, pDefault: DataTablePagination): URLSearchParams {
  const u = new URLSearchParams();
  for (const k of TEXTOS) if (f[k] !== defaults[k]) u.set(k, f[k]);
  for (const k of ARREGLOS) for (const v of f[k]) u.append(k, v);
  if (f.agencia_id) u.set('agencia_id', String(f.agencia_id));
  if (f.asignadas !== defaults.asignadas) u.set('asignadas', f.asignadas === null ? '' : String(f.asignadas));
  if (p.page !== 1) u.set('page', String(p.page));
  if (p.rowsPerPage !== pDefault.rowsPerPage) u.set('rowsPerPage', String(p.rowsPerPage));
  if (p.sortBy !== pDefault.sortBy) u.set('sortBy', p.sortBy ?? '');
  if (p.descending !== pDefault.descending) u.set('descending', String(p.descending));
  return u;
}

const entero = (v: string | null): number | null => (v !== null && /^-?\d+$/.test(v) ? Number(v) : null);

/** The view a URL query describes; anything missing or unreadable takes the default. */
export function desdeUrl(
  u: URLSearchParams,
  defaults: FiltrosSolicitudes,
  pDefault: DataTablePagination,
): { filtros: FiltrosSolicitudes; pagination: DataTablePagination } {
  const filtros: FiltrosSolicitudes = { ...defaults };
  for (const k of TEXTOS) {
    const v = u.get(k);
    if (v !== null) filtros[k] = v;
  }
  for (const k of ARREGLOS) filtros[k] = u.getAll(k);
  filtros.agencia_id = entero(u.get('agencia_id'));
  if (u.has('asignadas')) filtros.asignadas = entero(u.get('asignadas'));
  const page = entero(u.get('page'));
  const rows = entero(u.get('rowsPerPage'));
  const pagination: DataTablePagination = {
    page: page && page > 0 ? page : 1,
    rowsPerPage: rows !== null && (rows === -1 || rows > 0) ? rows : pDefault.rowsPerPage,
    sortBy: u.has('sortBy') ? u.get('sortBy') || null : pDefault.sortBy,
    descending: u.has('descending') ? u.get('descending') === 'true' : pDefault.descending,
  };
  return { filtros, pagination };
}
