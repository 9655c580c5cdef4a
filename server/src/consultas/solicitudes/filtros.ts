/**
 * The WHERE of every request list built from the filter form: GET /api/solicitudes, its option
 * lists, the export, "assign every row of the filter" and the call-center list (with
 * the operador kind). Only plain column comparisons and `exists` on indexed foreign keys, so the
 * planner can use the solicitudes indexes and the partial "active assignment" indexes.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SolicitudesFiltro } from '@verifica/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { solicitudes, solicitudesBusqueda } from '../../db/schema';
import { patronBusqueda, plano } from '../../db/listado';
import { nombreClienteSql } from '../../lib/nombre';
import type { DefinicionAsignacion, OpcionesVigencia } from './asignacion';

/** The filter fields whose option list is cascading (the list ignores its own field). */
export type CampoOpciones = 'edo' | 'ciudades' | 'colonias' | 'fuerza_venta';

export interface OpcionesFiltro {
  /** Agency scope of the user (null = global; then `agencia_id` of the filter narrows). */
  scope: number | null;
  /** Which assignment `asignadas`, `usuario_id` and `vigencia` refer to. */
  asignacion: DefinicionAsignacion;
  /** Leave this field out (option lists). */
  omitir?: CampoOpciones;
  /** Clock and thresholds of the vigencia filter (default now() and 1 / 2 days). */
  vigencia?: OpcionesVigencia;
}

/** Filter fields this builder reads (the call-center filter may carry more). */
export type FiltroSolicitudes = Pick<
  SolicitudesFiltro,
  | 'search'
  | 'asignadas'
  | 'agencia_id'
  | 'edo'
  | 'cp_desde'
  | 'cp_hasta'
  | 'fecha_desde'
  | 'fecha_hasta'
  | 'colonias'
  | 'ciudades'
  | 'folio_solicitud'
  | 'fuerza_venta'
  | 'usuario_id'
  | 'vigencia'
  | 'nombre_cliente'
>;

/** The agencies a filter covers: the scoped user's own; a global user's choice (none = all). */
export function agenciaCondicion(scope: number | null, pedidas: readonly number[], col: AnyPgColumn = solicitudes.agencia_id): SQL | undefined {
  if (scope !== null) return eq(col, scope);
  if (pedidas.length === 1) return eq(col, pedidas[0] as number);
  if (pedidas.length > 1) return inArray(col, [...pedidas]);
  return undefined;
}

/** WHERE on `solicitudes` for the filter (undefined = every row of the scope). */
export function filtroSolicitudes(f: FiltroSolicitudes, opts: OpcionesFiltro): SQL | undefined {
  const { asignacion: a, omitir } = opts;
  const lista = (campo: CampoOpciones, col: AnyPgColumn, valores: readonly string[]) =>
    omitir === campo || valores.length === 0 ? undefined : valores.length === 1 ? eq(col, valores[0] as string) : inArray(col, [...valores]);

  const estatus = f.asignadas.map((v) => a.estatus(v)).filter((c): c is SQL => c !== undefined);
  return and(
    agenciaCondicion(opts.scope, f.agencia_id),
    lista('edo', solicitudes.edo, f.edo),
    lista('ciudades', solicitudes.ciudad, f.ciudades),
    lista('colonias', solicitudes.colonia, f.colonias),
    lista('fuerza_venta', solicitudes.fuerza_venta, f.fuerza_venta),
    f.folio_solicitud.length > 0 ? inArray(solicitudes.folio_solicitud, [...f.folio_solicitud]) : undefined,
    f.cp_desde ? gte(solicitudes.cp, f.cp_desde) : undefined,
    f.cp_hasta ? lte(solicitudes.cp, f.cp_hasta) : undefined,
    f.fecha_desde ? gte(solicitudes.fecha_captura, f.fecha_desde) : undefined,
    f.fecha_hasta ? lte(solicitudes.fecha_captura, f.fecha_hasta) : undefined,
    estatus.length === 1 ? estatus[0] : estatus.length > 1 ? or(...estatus) : undefined,
    f.usuario_id ? a.asignadaA(f.usuario_id) : undefined,
    f.vigencia ? a.vigencia(f.vigencia, opts.vigencia) : undefined,
    f.nombre_cliente ? sql`${plano(nombreClienteSql(solicitudes))} like ${patronBusqueda(f.nombre_cliente)}` : undefined,
    f.search?.trim() ? sql`${solicitudes.busqueda} like ${patronBusqueda(f.search)}` : undefined,
  );
}

/** Keys of a list query that solicitudes_busqueda can answer for (agency, capture range, search) or that do not filter. */
const SIN_OTRO_FILTRO = new Set(['search', 'agencia_id', 'fecha_desde', 'fecha_hasta', 'page', 'rowsPerPage', 'sortBy', 'descending', 'conteo', 'exportar_excel']);
const vacio = (v: unknown) => v === undefined || v === null || v === '' || v === 0 || (Array.isArray(v) && v.length === 0);

/**
 * The same rows as `filtroSolicitudes` written on `solicitudes_busqueda`, for a filter that is a
 * search narrowed at most by agency and capture range (the search box of either report, with or
 * without dates); undefined when any other key of the query filters (one added later included).
 * Its count rechecks the trigram matches on that narrow table (about 100 bytes a row) instead of
 * on solicitudes (about 1,100).
 */
export function filtroBusquedaAngosta(f: FiltroSolicitudes, opts: OpcionesFiltro): SQL | undefined {
  if (!f.search?.trim() || !Object.entries(f).every(([k, v]) => SIN_OTRO_FILTRO.has(k) || vacio(v))) return undefined;
  const b = solicitudesBusqueda;
  return and(
    agenciaCondicion(opts.scope, f.agencia_id, b.agencia_id),
    f.fecha_desde ? gte(b.fecha_captura, f.fecha_desde) : undefined,
    f.fecha_hasta ? lte(b.fecha_captura, f.fecha_hasta) : undefined,
    sql`${b.busqueda} like ${patronBusqueda(f.search)}`,
  );
}
