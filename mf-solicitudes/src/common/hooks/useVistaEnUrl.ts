import { useCallback, useState } from 'react';
import { filter, useFilters, type DataTablePagination } from '@verifica/shared';
import type { FiltrosSolicitudes } from '../filtros';

/** SPEC §9: the request report and the assign screen apply typed filters 300 ms after the last key. */
export const FILTROS_DEBOUNCE_MS = 300;
const DEBOUNCE = { search: FILTROS_DEBOUNCE_MS, cp_desde: FILTROS_DEBOUNCE_MS, cp_hasta: FILTROS_DEBOUNCE_MS } as const;

export interface VistaEnUrl {
  /** What the filter fields show (typed text reaches the URL 300 ms after the last key). */
  filtros: FiltrosSolicitudes;
  setFiltros: (cambio: Partial<FiltrosSolicitudes>) => void;
  /** The filter in the URL: what the list shows. */
  aplicados: FiltrosSolicitudes;
  /** Filters applied beyond the screen's defaults (the panel's header). */
  activos: number;
  pagination: DataTablePagination;
  /** `how.replace`: a correction of the view (a page past the end), not a new history entry. */
  setPagination: (p: DataTablePagination, how?: { replace?: boolean }) => void;
}

function specsDe(d: FiltrosSolicitudes, asignadas: readonly number[]) {
  return {
    fecha_desde: filter.date(d.fecha_desde),
    fecha_hasta: filter.date(d.fecha_hasta),
    agencia_id: filter.number(d.agencia_id),
    edo: filter.strings(),
    ciudades: filter.strings(),
    colonias: filter.strings(),
    cp_desde: filter.text(),
    cp_hasta: filter.text(),
    folio_solicitud: filter.strings(),
    fuerza_venta: filter.strings(),
    asignadas: filter.number(d.asignadas, asignadas),
    search: filter.text(),
  };
}

/**
 * The filter, paging and sort of a solicitudes list kept in the URL (shared useFilters): a link
 * reopens the same view, back and forward move between views, a filter change goes to page 1.
 * `asignadas`: the screen's status values; a link with any other is dropped with a notice.
 */
export function useVistaEnUrl(defaults: FiltrosSolicitudes, pDefault: DataTablePagination, asignadas: readonly number[]): VistaEnUrl {
  // The specs (today's dates) are fixed for the screen's visit.
  const [specs] = useState(() => specsDe(defaults, asignadas));
  const f = useFilters(specs, { pagination: pDefault, debounce: DEBOUNCE });
  const { setFilter, setFilters } = f;

  const setFiltros = useCallback(
    (cambio: Partial<FiltrosSolicitudes>) => {
      const inmediatos: Partial<FiltrosSolicitudes> = {};
      for (const [key, value] of Object.entries(cambio) as [keyof FiltrosSolicitudes, never][]) {
        if (key in DEBOUNCE) setFilter(key, value);
        else inmediatos[key] = value;
      }
      if (Object.keys(inmediatos).length > 0) setFilters(inmediatos);
    },
    [setFilter, setFilters],
  );

  return { filtros: f.inputs, setFiltros, aplicados: f.filters, activos: f.activos, pagination: f.pagination, setPagination: f.setPagination };
}
