import { useCallback, useMemo, useState } from 'react';
import type { RowId } from '../../ui/DataTable/types';

export interface UseSeleccionOptions {
  /** The ids of the rows on the page shown. */
  pagina: readonly RowId[];
  /** Rows matching the filter (all pages). */
  total: number;
  /** The view (filter and page): when it changes, the selection starts again. */
  clave: string;
}

export interface Seleccion {
  /** The selected rows of the page (DataTable's `selected`). */
  ids: RowId[];
  /** Sets the selected rows (DataTable's `onSelectedChange`); ends "every row of the filter". */
  select: (ids: RowId[]) => void;
  /** Selects a row, or unselects it when selected. */
  toggle: (id: RowId) => void;
  /** Nothing selected. */
  clear: () => void;
  /** Every row of the filter, on every page, is selected ("Seleccionar los N resultados"). */
  all: boolean;
  /** Selects every row of the filter (the page's rows stay marked). */
  selectAll: () => void;
  /** How many rows an action on the selection takes: the filter's total, or the selected rows. */
  count: number;
  /** Every row of the page is selected, and there are more rows than the page: offer all of them. */
  offerAll: boolean;
  /** Rows shown on the page and rows matching the filter. */
  pageSize: number;
  total: number;
  /** Spread into a DataTable: `<DataTable {...lista.table} {...lista.seleccion.table} />`. */
  table: { selectable: true; selected: RowId[]; onSelectedChange: (ids: RowId[]) => void };
}

/**
 * The selection of a paged list (react-admin's useRecordSelection): the selected rows of the
 * page, or every row of the filter. A new view (filter, page, sort) starts a new selection, so
 * an action never takes rows the user no longer sees.
 */
export function useSeleccion({ pagina, total, clave }: UseSeleccionOptions): Seleccion {
  const [ids, setIds] = useState<RowId[]>([]);
  const [all, setAll] = useState(false);
  const [claveVista, setClaveVista] = useState(clave);
  if (claveVista !== clave) {
    setClaveVista(clave);
    setIds([]);
    setAll(false);
  }

  const select = useCallback((next: RowId[]) => {
    setIds(next);
    setAll(false);
  }, []);
  const toggle = useCallback((id: RowId) => {
    setIds((actual) => (actual.includes(id) ? actual.filter((x) => x !== id) : [...actual, id]));
    setAll(false);
  }, []);
  const clear = useCallback(() => select([]), [select]);
  const selectAll = useCallback(() => {
    setIds([...pagina]);
    setAll(true);
  }, [pagina]);

  const paginaCompleta = pagina.length > 0 && pagina.every((id) => ids.includes(id));
  return useMemo(
    () => ({
      ids,
      select,
      toggle,
      clear,
      all,
      selectAll,
      count: all ? total : ids.length,
      offerAll: paginaCompleta && total > pagina.length,
      pageSize: pagina.length,
      total,
      table: { selectable: true as const, selected: ids, onSelectedChange: select },
    }),
    [ids, select, toggle, clear, all, selectAll, total, paginaCompleta, pagina.length],
  );
}
