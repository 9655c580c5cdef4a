import { useCallback, useEffect, useState } from 'react';
import { useFilters, type FilterSpecs, type FilterValues } from '@verifica/shared';

/** A chart or a map has no pages: the paging defaults are never written to the URL. */
const SIN_PAGINAS = { rowsPerPage: -1, sortBy: null, descending: false };

export interface FiltrosConBuscar<S extends FilterSpecs> {
  /** What the filter form shows (applied on Buscar). */
  borrador: FilterValues<S>;
  setBorrador: (cambio: (actual: FilterValues<S>) => FilterValues<S>) => void;
  /** The filters in the URL: what the report shows. */
  aplicados: FilterValues<S>;
  /** Puts the form in the URL (a history entry), or asks for the same report again. */
  buscar: () => void;
  /** Grows on each Buscar that changes nothing: the report loads again. */
  busqueda: number;
  /** Filters applied beyond the defaults (the panel's header). */
  activos: number;
}

/**
 * The filters of a report loaded on entry and on Buscar (Grafica Folios, Mapa Folios), kept in
 * the URL with the shared useFilters: a link reopens the same report, back/forward move between
 * searches, unreadable link values are dropped with a notice. The form follows the URL when it
 * changes by other means (back/forward).
 */
export function useFiltrosConBuscar<S extends FilterSpecs>(specs: S): FiltrosConBuscar<S> {
  const f = useFilters(specs, { paginacion: SIN_PAGINAS });
  const [borrador, setBorrador] = useState(f.filtros);
  const [busqueda, setBusqueda] = useState(0);
  useEffect(() => setBorrador(f.filtros), [f.filtros]);
  const { cambiarFiltros: setFilters, filtros: filters } = f;
  const buscar = useCallback(() => {
    // The same filters again: no new URL, but the report is asked for again.
    if (JSON.stringify(borrador) === JSON.stringify(filters)) setBusqueda((n) => n + 1);
    else setFilters(borrador);
  }, [setFilters, borrador, filters]);
  return { borrador, setBorrador, aplicados: f.filtros, buscar, busqueda, activos: f.activos };
}
