import { useCallback, useMemo } from 'react';
import type { RecursoEventos } from '@verifica/contracts';
import type { DataTablePagination, LeerPagina, ListParams, RowId } from '../../api/paged';
import { usePagedList, type ProgresoLista } from '../../api/usePagedList';
import type { FilterSpecs, FilterValues } from '../filterSpecs';
import { useCambiosEnVivo, type CambiosEnVivo } from '../useCambiosEnVivo/useCambiosEnVivo';
import { useFilters, type UseFilters, type UseFiltersOptions } from '../useFilters/useFilters';
import { useSeleccion, type Seleccion } from '../useSeleccion/useSeleccion';
import { useVistas, type UseVistasOptions, type Vistas } from '../useVistas/useVistas';

/** A query value that says nothing: blank text, null, no items. */
const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The API query of a list's filters: text trimmed; blank text, null and empty lists left out
 * (the server reads a missing key as "no filter").
 */
export function consultaDe(values: Record<string, unknown>): ListParams {
  const out: ListParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (!vacio(value)) out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

export interface UseListControllerOptions<T, S extends FilterSpecs> extends UseFiltersOptions<S> {
  /**
   * The remote's API call for one page (`resource(...).list`, `getPage(...)`). Given its second
   * argument (`(params, opciones) => getPage(url, params, opciones)`), "Todos" shows its first rows
   * as they stream in and a new view cancels the request.
   */
  leer: LeerPagina<T>;
  /** The screen's filters, one `filter.*` line each (a constant of the screen): they live in the URL and go to the API. */
  campos: S;
  /**
   * The applied filters -> what the API is asked (before `consultaDe`). Default: the filters as
   * they are. A screen leaves out what its user may not send, or adds a fixed parameter.
   */
  aParametros?: (filtros: FilterValues<S>) => Record<string, unknown>;
  /**
   * Parameters every request of the list carries, whatever the URL says (ra-core's permanent
   * `filter`): a fixed `rol`, or a filter this user may not narrow (`{ agencia_id: [] }`: a shared
   * link's value is not sent). They win over the filters; they are not in the URL nor in `activos`.
   */
  filtrosPermanentes?: Record<string, unknown>;
  /** False: do not load, e.g. while an applied filter is one the server would refuse (its field says why). Default true. */
  habilitada?: boolean | ((filtros: FilterValues<S>) => boolean);
  /** The id a row is selected by; default its `id`. */
  claveFila?: (fila: T) => RowId;
  /** The screen key of its saved views (contracts PANTALLAS_VISTAS): the list offers the Vistas menu. */
  pantalla?: UseVistasOptions['pantalla'];
  /** The records the rows show: their live events offer "N cambios — Actualizar" (none: the list does not follow them). */
  recurso?: RecursoEventos;
  /**
   * 'acotado': a list over very many rows lets the server stop counting 10,000 rows past the page
   * (the table shows "más de N"). Not for screens that act on "every row of the filter" by its count.
   */
  conteo?: 'acotado';
}

/** The DataTable props a list fills (the same names as the table's). */
export interface TablaDeLista<T> {
  filas: readonly T[];
  total: number;
  totalExacto: boolean;
  cargando: boolean;
  paginacion: DataTablePagination;
  alCambiar: (paginacion: DataTablePagination) => void;
  cambios: CambiosEnVivo;
  progreso: ProgresoLista | null;
}

export interface ListController<T, S extends FilterSpecs> extends Omit<UseFilters<S>, 'paraPaginado'> {
  /** The rows of the page (the last answer; newer requests win). */
  filas: T[];
  /** While "Todos" streams in (rows received so far), or after its stream broke (why); null otherwise. */
  progreso: ProgresoLista | null;
  /** Rows matching the filter (all pages); a lower bound when `totalExacto` is false. */
  total: number;
  /** False only with `conteo: 'acotado'` when the server stopped counting. */
  totalExacto: boolean;
  /** True while a page is being asked for (also on reloads). */
  cargando: boolean;
  /** The last load failure. SPEC §8: list failures are silent; the loading state just stops. */
  error: unknown;
  /** Asks for the current page again (after a change made from the screen). */
  recargar: () => void;
  /** The API query of the applied filters, without paging: an export or "assign every row of the filter" sends it. */
  consulta: ListParams;
  /** The query without one filter: what a cascading option list of that filter is asked with. */
  consultaSin: (key: keyof S & string) => ListParams;
  /** The selected rows, or every row of the filter (a DataTable with `{...seleccion.tabla}`, or `seleccionable` inside a `ListaProvider`). */
  seleccion: Seleccion;
  /** Saved views of the screen: `<VistasMenu />` inside a `ListaProvider`. */
  vistas: Vistas;
  /** Changes made elsewhere to the shown page (the DataTable offers them; rows never move by themselves). */
  cambios: CambiosEnVivo;
  /** Spread into a DataTable outside a `ListaProvider`: `<DataTable columnas={...} {...lista.tabla} />`. */
  tabla: TablaDeLista<T>;
}

const porId = (row: unknown): RowId => (row as { id: RowId }).id;

/**
 * The controller of every list screen (react-admin's useListController, refine's useTable):
 * filters, sort and page in the URL (`useFilters`: a link reproduces the view, back/forward
 * restore it, typed text reaches the URL after its debounce, unreadable link values are dropped
 * with a notice), the page loaded for them (`usePagedList`: newer answers win, a page past the
 * end becomes the last page, replacing the history entry), and the selection (`useSeleccion`),
 * which a new view starts again.
 *
 * Adding a filter to a screen: its `filter.*` line in `campos` and its control
 * (`cambiarFiltro(key, value)` / `entradas[key]`); the query carries it to the API.
 */
export function useListController<T, S extends FilterSpecs>({
  leer: fetch,
  campos: specs,
  aParametros: toQuery,
  filtrosPermanentes,
  habilitada = true,
  claveFila: rowKey = porId,
  pantalla,
  recurso,
  conteo,
  ...options
}: UseListControllerOptions<T, S>): ListController<T, S> {
  const { filtros: filters, entradas: inputs, cambiarFiltro: setFilter, cambiarFiltros: setFilters, restablecer: reset, activos, paginacion: pagination, cambiarPaginacion: setPagination } = useFilters(specs, options);
  const vistas = useVistas({ pantalla, filtros: Object.keys(specs) });
  // Compared by value: `toQuery` may read more than the filters (the user's permissions).
  const queryKey = JSON.stringify(consultaDe({ ...(toQuery ? toQuery(filters) : filters), ...filtrosPermanentes }));
  const query = useMemo(() => JSON.parse(queryKey) as ListParams, [queryKey]);
  const activa = typeof habilitada === 'function' ? habilitada(filters) : habilitada;
  // A screen opened without a query asks for its page while the views load (most users have no
  // default view); the rows wait for the views, and are dropped if a default view replaces the query.
  const page = usePagedList(fetch, { filters: query, pagination, onPaginationChange: setPagination, enabled: activa, conteo, retenida: vistas.esperando });
  const cambios = useCambiosEnVivo({ recurso: recurso ?? null, fetch, params: page.params, rows: page.rows, totalItems: page.totalItems, rowKey, enabled: activa, reload: page.reload });
  const pagina = useMemo(() => page.rows.map(rowKey), [page.rows, rowKey]);
  const seleccion = useSeleccion({ pagina, total: page.totalItems, clave: JSON.stringify([queryKey, pagination]) });
  const queryWithout = useCallback(
    (key: keyof S & string) => Object.fromEntries(Object.entries(query).filter(([k]) => k !== key)) as ListParams,
    [query],
  );
  const table = useMemo(
    () => ({ filas: page.rows, total: page.totalItems, totalExacto: page.totalExacto, cargando: page.loading, paginacion: pagination, alCambiar: setPagination, cambios, progreso: page.progreso }),
    [page.rows, page.totalItems, page.totalExacto, page.loading, pagination, setPagination, cambios, page.progreso],
  );
  return {
    filtros: filters,
    entradas: inputs,
    cambiarFiltro: setFilter,
    cambiarFiltros: setFilters,
    restablecer: reset,
    activos,
    paginacion: pagination,
    cambiarPaginacion: setPagination,
    filas: page.rows,
    progreso: page.progreso,
    total: page.totalItems,
    totalExacto: page.totalExacto,
    cargando: page.loading,
    error: page.error,
    recargar: page.reload,
    consulta: query,
    consultaSin: queryWithout,
    seleccion,
    vistas,
    cambios,
    tabla: table,
  };
}
