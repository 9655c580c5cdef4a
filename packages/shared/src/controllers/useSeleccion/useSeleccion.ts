import { useCallback, useMemo, useState } from 'react';
import type { RowId } from '../../api/paged';

export interface UseSeleccionOptions {
  /** The ids of the rows on the page shown. */
  pagina: readonly RowId[];
  /** Rows matching the filter (all pages). */
  total: number;
  /** The view (filter and page): when it changes, the selection starts again. */
  clave: string;
}

export interface Seleccion {
  /** The selected rows of the page (DataTable's `seleccionadas`). */
  ids: RowId[];
  /** Sets the selected rows (DataTable's `alSeleccionar`); ends "every row of the filter". */
  seleccionar: (ids: RowId[]) => void;
  /** Selects a row, or unselects it when selected. */
  alternar: (id: RowId) => void;
  /** Nothing selected. */
  limpiar: () => void;
  /** Every row of the filter, on every page, is selected ("Seleccionar los N resultados"). */
  todas: boolean;
  /** Selects every row of the filter (the page's rows stay marked). */
  seleccionarTodas: () => void;
  /** How many rows an action on the selection takes: the filter's total, or the selected rows. */
  cantidad: number;
  /** Every row of the page is selected, and there are more rows than the page: offer all of them. */
  ofrecerTodas: boolean;
  /** Rows shown on the page and rows matching the filter. */
  enPagina: number;
  total: number;
  /** Spread into a DataTable: `<DataTable {...lista.tabla} {...lista.seleccion.tabla} />`. */
  tabla: { seleccionable: true; seleccionadas: RowId[]; alSeleccionar: (ids: RowId[]) => void };
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
      seleccionar: select,
      alternar: toggle,
      limpiar: clear,
      todas: all,
      seleccionarTodas: selectAll,
      cantidad: all ? total : ids.length,
      ofrecerTodas: paginaCompleta && total > pagina.length,
      enPagina: pagina.length,
      total,
      tabla: { seleccionable: true as const, seleccionadas: ids, alSeleccionar: select },
    }),
    [ids, select, toggle, clear, all, selectAll, total, paginaCompleta, pagina.length],
  );
}
