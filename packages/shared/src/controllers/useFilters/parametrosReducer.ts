import type { DataTablePagination } from '../../api/paged';
import { defaultOf, sameQueryValues, type FilterSpecs } from '../filterSpecs';
import { PAGING_KEYS, readPagination } from './leerParametros';

/**
 * A change of a list's parameters (ra-core's queryReducer actions):
 * - `filtros`: some filters take new values; the list goes back to page 1, the sort and page size stay;
 * - `paginacion`: the page, the sort or the page size (the table's footer and headers);
 * - `descartar`: keys dropped from the query (a link's unreadable values); the rest of the view stays.
 */
export type CambioParametros =
  | { tipo: 'filtros'; valores: Readonly<Record<string, unknown>> }
  | { tipo: 'paginacion'; paginacion: DataTablePagination }
  | { tipo: 'descartar'; claves: readonly string[] };

export interface ReglasParametros {
  /** The screen's filters: how each is written, and its default (a default is left out of the URL). */
  specs: FilterSpecs;
  /** Paging and sort when the URL says nothing (left out of the URL). */
  defaults: DataTablePagination;
}

/**
 * The URL query (as a string) after a change, without side effects. Keys the screen does not
 * own are kept; values equal to their default are left out, so each view has one URL.
 */
export function parametrosReducer(query: string, cambio: CambioParametros, { specs, defaults }: ReglasParametros): string {
  const current = new URLSearchParams(query);
  const next = new URLSearchParams(current);
  if (cambio.tipo === 'descartar') {
    for (const key of cambio.claves) next.delete(key);
    return next.toString();
  }
  if (cambio.tipo === 'filtros') {
    for (const [key, value] of Object.entries(cambio.valores)) {
      const spec = specs[key];
      if (!spec) continue;
      next.delete(key);
      const written = spec.serialize(value);
      if (!sameQueryValues(written, spec.serialize(defaultOf(spec)))) for (const v of written) next.append(key, v);
    }
  }
  const paging = cambio.tipo === 'paginacion' ? cambio.paginacion : { ...readPagination(current, defaults), page: 1 };
  for (const key of PAGING_KEYS) {
    next.delete(key);
    if (paging[key] !== defaults[key] && paging[key] !== null) next.set(key, String(paging[key]));
  }
  return next.toString();
}
