import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveLocation, useLocation, useSearchParams } from '@verifica/shared/router';
import type { DataTablePagination } from '../../api/paged';
import { useOptionalSnackbar } from '@verifica/shared/base';
import { defaultOf, type FilterSpecs, type FilterValues } from '../filterSpecs';
import { contarActivos, readFilters, readPagination, sameValue, unreadable } from './leerParametros';
import { parametrosReducer, type CambioParametros } from './parametrosReducer';

export interface UseFiltersOptions<S extends FilterSpecs> {
  /** Paging and sort when the URL says nothing (page 1 is implied). */
  paginacion: Omit<DataTablePagination, 'page'> & { page?: number };
  /** Text filters and their debounce in ms (SPEC §9: 300 or 800): `{ search: 800 }`. */
  esperas?: Partial<Record<keyof S & string, number>>;
}

export interface UseFilters<S extends FilterSpecs> {
  /** The applied filters, read from the URL (defaults where it says nothing). */
  filtros: FilterValues<S>;
  /** What the inputs show: the applied filters, except text being typed, which the input owns until the URL carries it. */
  entradas: FilterValues<S>;
  /** Sets one filter; a debounced one reaches the URL (and the list) after its debounce. */
  cambiarFiltro: <K extends keyof S & string>(key: K, value: FilterValues<S>[K]) => void;
  /** Sets several filters at once (a filter form's Buscar), immediately. */
  cambiarFiltros: (values: Partial<FilterValues<S>>) => void;
  /** Every filter back to its default (paging and sort kept, page 1). */
  restablecer: () => void;
  /** How many applied filters differ from their default (FiltrosPanel shows it on its header). */
  activos: number;
  paginacion: DataTablePagination;
  /** `replace`: correct the current history entry (a page past the end) instead of adding one. */
  cambiarPaginacion: (pagination: DataTablePagination, how?: { replace?: boolean }) => void;
  /** Spread into usePagedList's options: `usePagedList(fetch, { ...f.paraPaginado })`. */
  paraPaginado: {
    filters: FilterValues<S>;
    pagination: DataTablePagination;
    onPaginationChange: (p: DataTablePagination, how?: { replace?: boolean }) => void;
  };
}

/** Said when a link carries values the screen cannot read (they are dropped from the URL). */
export const FILTROS_IGNORADOS = 'Se ignoraron filtros no válidos del enlace';

/** location.state of an entry written by typing: the next typed write of the same filter replaces it. */
const TYPING_STATE = 'verificaFiltersTyping';
/** location.state: the id of the write that made the entry. */
const WRITE_STATE = 'verificaFiltersWrite';
/**
 * Write ids grow through the session, so an entry reached by back/forward (an older write, or
 * one that already landed) is never taken for a write still on its way.
 */
let writeCount = 0;

const stateValue = (state: unknown, key: string): unknown =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;

/**
 * Filters, sort and paging of a list screen kept in the URL query string, so a link reproduces
 * the view and back/forward restore it.
 *
 * - Values absent from the URL take the screen's defaults; values equal to their default are
 *   left out of the URL. Arrays are repeated keys (`agencia_id=1&agencia_id=2`).
 * - Values the screen cannot read (a bad date, a status outside its list, `page=abc`) are
 *   dropped from the URL (the entry is replaced) with a notice; the rest of the link applies.
 * - Any filter change goes back to page 1.
 * - Typing: the input owns its text. The URL is written from it once typing stops (the debounce),
 *   and the text stays the input's until the URL carries it, however late the router renders;
 *   only a change of view by other means (back/forward, a link) replaces it.
 * - History: a deliberate change (a select, a date, Buscar, a page, a sort) pushes an entry, so
 *   back undoes it. The first typed write of a burst pushes an entry, later writes of the same
 *   filter replace it, so back returns to the view before the search, not through every prefix.
 * - Writes build on the last write, even before the router has rendered it (two fields typed one
 *   after the other both reach the URL). Query keys the screen does not own are kept.
 */
export function useFilters<S extends FilterSpecs>(specs: S, { paginacion: pagingDefaults, esperas: debounce = {} }: UseFiltersOptions<S>): UseFilters<S> {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const queryKey = query.toString();
  const defaults = useMemo<DataTablePagination>(() => ({ page: 1, ...pagingDefaults }), [
    pagingDefaults.page,
    pagingDefaults.rowsPerPage,
    pagingDefaults.sortBy,
    pagingDefaults.descending,
  ]);
  // specs are a screen constant: the filters are read again when the URL changes.
  const filters = useMemo(() => readFilters(specs, new URLSearchParams(queryKey)), [queryKey]);
  const pagination = useMemo(() => readPagination(new URLSearchParams(queryKey), defaults), [queryKey, defaults]);

  /** Typed text the input owns: not yet written, or written but not yet rendered from the URL. */
  const [drafts, setDrafts] = useState<Partial<FilterValues<S>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  /** Ids of our writes the router has not rendered yet, oldest first. */
  const inFlight = useRef<number[]>([]);
  /** The query and typing of our last write while it is in flight: the next write builds on it. */
  const head = useRef<{ query: string; typing: unknown } | null>(null);
  // Where the router really is: its next location may not be rendered yet (a navigation to a lazy
  // screen is a transition), which useLocation does not tell.
  const liveLocation = useLiveLocation();
  const latest = useRef({ query, location, setQuery });
  latest.current = { query, location, setQuery };
  const snackbar = useOptionalSnackbar();

  /**
   * False when the router is already at (or on its way to) a view this screen did not write.
   * Outside a data router (a <MemoryRouter> in unit tests) there is nothing to read: true.
   */
  const stillHere = useCallback((): boolean => {
    const live = liveLocation();
    if (!live) return true;
    const { location: rendered } = latest.current;
    if (live.pathname !== rendered.pathname) return false;
    const id = stateValue(live.state, WRITE_STATE);
    return live.key === rendered.key || (typeof id === 'number' && inFlight.current.includes(id));
  }, [liveLocation]);

  /** Writes filters and/or paging into the query (keeping keys we do not own); false when nothing was written. */
  const write = useCallback(
    (cambio: CambioParametros, { typing, replace: reemplazar }: { typing?: string; replace?: boolean } = {}): boolean => {
      const { query: rendered, location: loc, setQuery: navigateQuery } = latest.current;
      // The user has already left this view (clicked a row, or back, before the search debounce
      // ran): drop the write, which would otherwise land on the next view's URL.
      if (!stillHere()) return false;
      const base = head.current ?? { query: rendered.toString(), typing: stateValue(loc.state, TYPING_STATE) };
      const next = parametrosReducer(base.query, cambio, { specs, defaults });
      if (next === base.query) return false;
      const replace = reemplazar === true || (typing !== undefined && base.typing === typing);
      const id = ++writeCount;
      inFlight.current.push(id);
      head.current = { query: next, typing };
      navigateQuery(new URLSearchParams(next), { replace, state: { [WRITE_STATE]: id, ...(typing !== undefined ? { [TYPING_STATE]: typing } : {}) } });
      return true;
    },
    [specs, defaults, stillHere],
  );

  const forget = useCallback((keys: readonly string[]) => {
    for (const key of keys) {
      clearTimeout(timers.current.get(key));
      timers.current.delete(key);
    }
    setDrafts((d) => {
      if (!keys.some((key) => key in d)) return d;
      const rest: Record<string, unknown> = { ...d };
      for (const key of keys) delete rest[key];
      return rest as Partial<FilterValues<S>>;
    });
  }, []);

  const inputs = useMemo(() => ({ ...filters, ...drafts }), [filters, drafts]);
  const shown = useRef(inputs);
  shown.current = inputs;

  const setFilter = useCallback(
    <K extends keyof S & string>(key: K, value: FilterValues<S>[K]) => {
      const ms = (debounce as Record<string, number | undefined>)[key];
      if (!ms) {
        forget([key]);
        write({ tipo: 'filtros', valores: { [key]: value } });
        return;
      }
      // A field re-sent unchanged (a range sends both ends) starts no write.
      if (!timers.current.has(key) && sameValue(specs[key], shown.current[key], value)) return;
      setDrafts((d) => ({ ...d, [key]: value }));
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          write({ tipo: 'filtros', valores: { [key]: value } }, { typing: key });
          // The draft goes when the URL carries it (below); a fresh object runs that check now.
          setDrafts((d) => ({ ...d }));
        }, ms),
      );
    },
    [write, forget, specs],
  );

  // Typed text the rendered URL now carries (and no keystroke is waiting) is the URL's again.
  useEffect(() => {
    const settled = Object.keys(drafts).filter((key) => !timers.current.has(key) && sameValue(specs[key], drafts[key], filters[key]));
    if (settled.length > 0) forget(settled);
  }, [drafts, filters, specs, forget]);

  // Our own writes landing are expected; any other change of view (back/forward, a link) drops
  // the typing in flight, whose text belonged to the view left.
  useEffect(() => {
    const id = stateValue(location.state, WRITE_STATE);
    const at = typeof id === 'number' ? inFlight.current.indexOf(id) : -1;
    if (at >= 0) {
      inFlight.current.splice(0, at + 1);
      if (inFlight.current.length === 0) head.current = null;
      return;
    }
    inFlight.current = [];
    head.current = null;
    forget([...timers.current.keys(), ...Object.keys(specs)]);
  }, [location.key]);

  // A link with values the screen cannot read: drop them (replacing the entry) and say so.
  useEffect(() => {
    const bad = unreadable(specs, new URLSearchParams(queryKey));
    if (bad.keys.length === 0) return;
    if (write({ tipo: 'descartar', claves: bad.keys }, { replace: true })) snackbar?.error(`${FILTROS_IGNORADOS}: ${bad.text.join(', ')}.`);
  }, [queryKey]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  const setFilters = useCallback(
    (values: Partial<FilterValues<S>>) => {
      forget(Object.keys(values));
      write({ tipo: 'filtros', valores: values });
    },
    [write, forget],
  );
  const reset = useCallback(() => {
    forget(Object.keys(specs));
    write({ tipo: 'filtros', valores: Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, defaultOf(spec)])) });
  }, [write, forget, specs]);
  const setPagination = useCallback(
    (paging: DataTablePagination, how?: { replace?: boolean }) => {
      write({ tipo: 'paginacion', paginacion: paging }, { replace: how?.replace });
    },
    [write],
  );

  const list = useMemo(() => ({ filters, pagination, onPaginationChange: setPagination }), [filters, pagination, setPagination]);
  const activos = useMemo(() => contarActivos(specs, filters), [specs, filters]);

  return { filtros: filters, entradas: inputs, cambiarFiltro: setFilter, cambiarFiltros: setFilters, restablecer: reset, activos, paginacion: pagination, cambiarPaginacion: setPagination, paraPaginado: list };
}
