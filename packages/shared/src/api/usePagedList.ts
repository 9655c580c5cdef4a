import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ListaIncompletaError } from './arrayJson';
import type { DataTablePagination, LeerPagina, ListParams } from './paged';
import { usePeticionAdelantada } from './usePeticionAdelantada';
import { apiErrorMessage, useUltimo } from '@verifica/shared/base';

export interface UsePagedListOptions {
  /** Page 1 is implied; rowsPerPage and sort are the screen's defaults (SPEC §9). Not used when `pagination` is given. */
  initial?: Omit<DataTablePagination, 'page'> & { page?: number };
  /**
   * Controlled paging (e.g. from the URL: `usePagedList(fetch, { ...useFilters(...).paraPaginado })`):
   * the list shows this page and asks `onPaginationChange` for another; resetting the page when
   * the filters change is then the owner's job (useFilters does it).
   */
  pagination?: DataTablePagination;
  /** `how.replace`: a correction of the current view (a page past the end), not a new one. */
  onPaginationChange?: (pagination: DataTablePagination, how?: { replace?: boolean }) => void;
  /** The screen's filters (already debounced). A change goes back to page 1 and reloads. */
  filters?: Record<string, unknown>;
  /** False: do not load (e.g. until the filters are ready). Default true. */
  enabled?: boolean;
  /** 'acotado': the server may stop counting past the page ("más de N"; `totalExacto` false). For lists over very many rows. */
  conteo?: 'acotado';
  /**
   * True while the query may still be replaced before anyone sees it (a default view on its way):
   * the page is asked for, but its rows are held back, and never shown if the query changes first.
   */
  retenida?: boolean;
}

/** A "Todos" list being read as it streams in, or one whose stream broke. */
export interface ProgresoLista {
  /** Rows received so far. */
  filas: number;
  /** Why the stream broke (Spanish, the rows received stay); null while it is still arriving. */
  error: string | null;
}

export interface UsePagedList<T> {
  rows: T[];
  /** While a "Todos" list streams in (its rows grow in batches) or after its stream broke; null otherwise. */
  progreso: ProgresoLista | null;
  totalItems: number;
  /** False: `totalItems` is a lower bound (see `conteo`). */
  totalExacto: boolean;
  loading: boolean;
  /** The last load failure. SPEC §8: list failures are silent; the loading state just stops. */
  error: unknown;
  pagination: DataTablePagination;
  /** Pass to DataTable's onChange. */
  setPagination: (pagination: DataTablePagination) => void;
  reload: () => void;
  /** The query parameters of the current list (e.g. for an Excel export). */
  params: ListParams;
}

interface Resultado<T> {
  rows: T[];
  totalItems: number;
  totalExacto: boolean;
  /** The query (params key) the rows answer. */
  para: string;
  /** Asked for while the list was held back: not shown until released (see `retenida`). */
  retenida: boolean;
}

const SIN_RESULTADO: Resultado<never> = { rows: [], totalItems: 0, totalExacto: true, para: '', retenida: false };

/** How often (ms) the rows of a streaming "Todos" are handed to React after the first ones: one commit per batch, not per row. */
export const INTERVALO_FILAS_MS = 250;

/** A number per fetch function: two lists of one screen never share a request sent early. */
const funciones = new WeakMap<object, number>();
let ultimaFuncion = 0;
function claveAdelantada(fetchPage: object, pedida: string): string {
  const id = funciones.get(fetchPage) ?? ++ultimaFuncion;
  funciones.set(fetchPage, id);
  return `lista ${id} ${pedida}`;
}

/**
 * The headless controller of a server-paged list: keeps paging/sorting, loads a page whenever
 * it or the filters change, drops answers that arrive after a newer request. A page past the end
 * (a link's `?page=999`, or the last row of the last page deleted) turns into the last page that
 * has rows, replacing the view rather than adding one.
 */
export function usePagedList<T>(
  fetchPage: LeerPagina<T>,
  { initial, filters, enabled = true, pagination: controlled, onPaginationChange, conteo, retenida = false }: UsePagedListOptions,
): UsePagedList<T> {
  const [internal, setPaginationState] = useState<DataTablePagination>({ page: 1, rowsPerPage: 10, sortBy: null, descending: false, ...initial });
  const pagination = controlled ?? internal;
  const [result, setResult] = useState<Resultado<T>>(SIN_RESULTADO);
  // The request whose answer (or failure) is the latest one settled: `loading` is derived from it.
  const [respondida, setRespondida] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [progreso, setProgreso] = useState<(ProgresoLista & { para: string }) | null>(null);
  const [version, setVersion] = useState(0);
  const fetchRef = useRef(fetchPage);
  const requestId = useRef(0);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);

  // A change of filters goes back to page 1 (compared by value: callers build objects inline).
  const filtersKey = JSON.stringify(filters ?? {});
  const [appliedKey, setAppliedKey] = useState(filtersKey);
  if (appliedKey !== filtersKey) {
    setAppliedKey(filtersKey);
    if (!controlled && pagination.page !== 1) setPaginationState({ ...pagination, page: 1 });
  }

  const params: ListParams = {
    ...(JSON.parse(appliedKey) as Record<string, unknown>),
    page: pagination.page,
    rowsPerPage: pagination.rowsPerPage,
    ...(pagination.sortBy ? { sortBy: pagination.sortBy, descending: pagination.descending } : {}),
    ...(conteo ? { conteo } : {}),
  };
  const paramsKey = JSON.stringify(params);
  const clave = `${version}:${paramsKey}`;
  // Loading from the render where the page is wanted, not from the effect that asks for it: no
  // frame says «sin registros» (or loses the table's height) before a page has been asked for.
  const loading = enabled && (respondida !== clave || retenida);
  const retenidaRef = useRef(retenida);
  retenidaRef.current = retenida;

  // The first page leaves from the first render (a screen mounting in a transition is committed
  // only once its deferred controls are there); the others from a layout effect, as the page is
  // committed rather than after the browser has painted it.
  // "Todos" is read as it streams in, from the effect (it can be cancelled there).
  const todas = pagination.rowsPerPage < 0;
  const tomarAdelantada = usePeticionAdelantada(enabled && !todas ? { clave: claveAdelantada(fetchPage, clave), pedir: () => fetchPage(params) } : null);
  useLayoutEffect(() => {
    if (!enabled) return;
    const id = ++requestId.current;
    const pedida = `${version}:${paramsKey}`;
    const pedidaRetenida = retenidaRef.current;
    const pedidos = JSON.parse(paramsKey) as ListParams;
    // Only a "Todos" stream is cancelled when the view changes: a page is small, and its late
    // answer is dropped by its id as before.
    const todasPedidas = pedidos.rowsPerPage !== undefined && pedidos.rowsPerPage < 0;
    const control = todasPedidas ? new AbortController() : null;
    const vigente = () => id === requestId.current && !control?.signal.aborted;
    let recibidas: T[] = [];
    let volcado: ReturnType<typeof setTimeout> | null = null;
    let ultimoVolcado = 0;
    let volcados = 0;
    const volcar = () => {
      volcado = null;
      if (!vigente()) return;
      ultimoVolcado = performance.now();
      volcados += 1;
      const filas = recibidas.slice();
      // Not a transition: a transition started every interval is replaced by the next before it
      // commits once rendering the grown list takes longer than the interval (the first rows
      // showed only after 2.4 s of an 80,000-row answer).
      setResult({ rows: filas, totalItems: filas.length, totalExacto: true, para: paramsKey, retenida: pedidaRetenida });
      setProgreso({ filas: filas.length, error: null, para: pedida });
    };
    const alAvanzar = (filas: T[]) => {
      for (const f of filas) recibidas.push(f);
      // The first rows at once; then one commit per interval, INTERVALO_FILAS_MS doubling up to
      // 4 times it (each commit of a longer list costs more: the table's row model is rebuilt).
      const intervalo = INTERVALO_FILAS_MS * Math.min(4, 2 ** Math.max(0, volcados - 1));
      if (volcado === null) volcado = setTimeout(volcar, ultimoVolcado === 0 ? 0 : Math.max(0, ultimoVolcado + intervalo - performance.now()));
    };
    const opciones = control ? { signal: control.signal, alAvanzar } : {};
    if (control) setProgreso({ filas: 0, error: null, para: pedida });
    (tomarAdelantada(claveAdelantada(fetchRef.current, pedida)) ?? (control ? fetchRef.current(pedidos, opciones) : fetchRef.current(pedidos)))
      .then((page) => {
        if (!vigente()) return;
        if (volcado !== null) clearTimeout(volcado);
        recibidas = [];
        const { page: asked, rowsPerPage } = paginationRef.current;
        const last = rowsPerPage > 0 ? Math.ceil(page.totalItems / rowsPerPage) : 1;
        if (page.rows.length === 0 && page.totalItems > 0 && asked > last) {
          clampRef.current({ ...paginationRef.current, page: last });
          setRespondida(pedida);
          return;
        }
        // A transition: React renders the new rows in slices and keeps the page responsive.
        startTransition(() => {
          if (control) setProgreso(null);
          setResult({ rows: page.rows, totalItems: page.totalItems, totalExacto: page.totalExacto !== false, para: paramsKey, retenida: pedidaRetenida });
          setError(null);
          setRespondida(pedida);
        });
      })
      .catch((err: unknown) => {
        if (!vigente()) return;
        if (volcado !== null) clearTimeout(volcado);
        if (control) {
          // The rows that did arrive stay, with why the rest did not.
          volcar();
          const mensaje = err instanceof ListaIncompletaError ? err.message : apiErrorMessage(err);
          const filas = recibidas.length;
          startTransition(() => setProgreso({ filas, error: mensaje, para: pedida }));
        }
        recibidas = [];
        setError(err);
        setRespondida(pedida);
      });
    return () => {
      // A new query, page or reload, or the list going away: the request (a stream included) stops.
      control?.abort();
      if (volcado !== null) clearTimeout(volcado);
    };
  }, [paramsKey, enabled, version, tomarAdelantada]);

  const onChangeRef = useUltimo(onPaginationChange);
  const isControlled = controlled !== undefined;
  const setPagination = useCallback(
    (next: DataTablePagination) => (isControlled ? onChangeRef.current?.(next) : setPaginationState(next)),
    [isControlled],
  );
  const paginationRef = useRef(pagination);
  paginationRef.current = pagination;
  const clampRef = useRef((next: DataTablePagination) => setPaginationState(next));
  clampRef.current = (next) => (isControlled ? onChangeRef.current?.(next, { replace: true }) : setPaginationState(next));
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  // Held rows whose query stood once the hold ended are rows like any other from then on.
  if (!retenida && result.retenida && result.para === paramsKey) setResult({ ...result, retenida: false });
  const visible = !retenida && !result.retenida;
  const { rows, totalItems, totalExacto } = visible ? result : SIN_RESULTADO;
  const progresoVisible = useMemo(
    () => (visible && progreso !== null && progreso.para === clave ? { filas: progreso.filas, error: progreso.error } : null),
    [visible, progreso, clave],
  );
  return { rows, progreso: progresoVisible, totalItems, totalExacto, loading, error, pagination, setPagination, reload, params };
}
