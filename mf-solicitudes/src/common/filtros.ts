import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';

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
