import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounce, type DataTablePagination } from '@verifica/shared';
import { aUrl, desdeUrl, type FiltrosSolicitudes } from '../filtros';

/** SPEC §9: the request report and the assign screens apply filters 300 ms after the last change. */
export const FILTROS_DEBOUNCE_MS = 300;

export interface VistaEnUrl {
  /** What the filter fields show (applied to the URL 300 ms after the last change). */
  filtros: FiltrosSolicitudes;
  setFiltros: (cambio: Partial<FiltrosSolicitudes>) => void;
  /** The filter in the URL: what the list shows. */
  aplicados: FiltrosSolicitudes;
  pagination: DataTablePagination;
  setPagination: (p: DataTablePagination) => void;
}

/**
 * Filters, paging and sorting kept in the URL query (a link reopens the same view; back and
 * forward move between views). A filter change goes back to page 1.
 */
export function useVistaEnUrl(defaults: FiltrosSolicitudes, pDefault: DataTablePagination): VistaEnUrl {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  // The defaults are computed once per screen visit (today's dates).
  const [base] = useState(() => ({ defaults, pDefault }));
  const vista = useMemo(() => desdeUrl(new URLSearchParams(urlKey), base.defaults, base.pDefault), [urlKey, base]);
  const vistaRef = useRef(vista);
  useEffect(() => {
    vistaRef.current = vista;
  }, [vista]);

  const [filtros, setFiltrosState] = useState(vista.filtros);
  // The URL changed under us (back/forward, a link): the fields follow it.
  const [urlVista, setUrlVista] = useState(urlKey);
  if (urlVista !== urlKey) {
    setUrlVista(urlKey);
    if (JSON.stringify(vista.filtros) !== JSON.stringify(filtros)) setFiltrosState(vista.filtros);
  }

  const debounced = useDebounce(filtros, FILTROS_DEBOUNCE_MS);
  const debouncedKey = JSON.stringify(debounced);
  useEffect(() => {
    const actual = vistaRef.current;
    if (debouncedKey === JSON.stringify(actual.filtros)) return;
    const next = JSON.parse(debouncedKey) as FiltrosSolicitudes;
    setSearchParams(aUrl(next, { ...actual.pagination, page: 1 }, base.defaults, base.pDefault));
  }, [debouncedKey, setSearchParams, base]);

  const setFiltros = useCallback((cambio: Partial<FiltrosSolicitudes>) => setFiltrosState((f) => ({ ...f, ...cambio })), []);
  const setPagination = useCallback(
    (p: DataTablePagination) => setSearchParams(aUrl(vistaRef.current.filtros, p, base.defaults, base.pDefault)),
    [setSearchParams, base],
  );

  return { filtros, setFiltros, aplicados: vista.filtros, pagination: vista.pagination, setPagination };
}
