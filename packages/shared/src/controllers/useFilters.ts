import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router-dom';
import type { DataTablePagination } from '../ui/DataTable/types';
import { defaultOf, sameQueryValues, type FilterSpecs, type FilterValues } from './filterSpecs';

export interface UseFiltersOptions<S extends FilterSpecs> {
  /** Paging and sort when the URL says nothing (page 1 is implied). */
  pagination: Omit<DataTablePagination, 'page'> & { page?: number };
  /** Text filters and their debounce in ms (SPEC §9: 300 or 800): `{ search: 800 }`. */
  debounce?: Partial<Record<keyof S & string, number>>;
}

export interface UseFilters<S extends FilterSpecs> {
  /** The applied filters, read from the URL (defaults where it says nothing). */
  filters: FilterValues<S>;
  /** What the inputs show: the applied filters plus the text still within its debounce. */
  inputs: FilterValues<S>;
  /** Sets one filter; a debounced one reaches the URL (and the list) after its debounce. */
  setFilter: <K extends keyof S & string>(key: K, value: FilterValues<S>[K]) => void;
  /** Sets several filters at once (a filter form's Buscar), immediately. */
  setFilters: (values: Partial<FilterValues<S>>) => void;
  /** Every filter back to its default (paging and sort kept, page 1). */
  reset: () => void;
  pagination: DataTablePagination;
  setPagination: (pagination: DataTablePagination) => void;
  /** Spread into usePagedList's options: `usePagedList(fetch, { ...f.list })`. */
  list: { filters: FilterValues<S>; pagination: DataTablePagination; onPaginationChange: (p: DataTablePagination) => void };
}

const PAGING_KEYS = ['page', 'rowsPerPage', 'sortBy', 'descending'] as const;
/** location.state of an entry written by typing: the next typed write replaces it. */
const TYPING_STATE = 'verificaFiltersTyping';

function readPagination(query: URLSearchParams, defaults: DataTablePagination): DataTablePagination {
  const int = (key: string, fallback: number, ok: (n: number) => boolean) => {
    const raw = query.get(key);
    if (raw === null || !/^-?[0-9]+$/.test(raw)) return fallback;
    const n = Number(raw);
    return ok(n) ? n : fallback;
  };
  const descending = query.get('descending');
  return {
    page: int('page', defaults.page, (n) => n >= 1),
    rowsPerPage: int('rowsPerPage', defaults.rowsPerPage, (n) => n === -1 || n >= 1),
    sortBy: query.get('sortBy') || defaults.sortBy,
    descending: descending === null ? defaults.descending : descending === 'true',
  };
}

function readFilters<S extends FilterSpecs>(specs: S, query: URLSearchParams): FilterValues<S> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const raw = query.getAll(key);
    const parsed = raw.length > 0 ? spec.parse(raw) : undefined;
    out[key] = parsed === undefined ? defaultOf(spec) : parsed;
  }
  return out as FilterValues<S>;
}

/**
 * Filters, sort and paging of a list screen kept in the URL query string, so a link reproduces
 * the view and back/forward restore it.
 *
 * - Values absent from the URL (or unreadable) take the screen's defaults; values equal to their
 *   default are left out of the URL. Arrays are repeated keys (`agencia_id=1&agencia_id=2`).
 * - Any filter change goes back to page 1.
 * - History: a deliberate change (a select, a date, Buscar, a page, a sort) pushes an entry, so
 *   back undoes it. Typing in a debounced text filter writes the URL once typing stops: the
 *   first write of a burst pushes an entry, later writes of the same filter replace it, so back
 *   returns to the view before the search, not through every prefix typed.
 * - Query keys the screen does not own are kept.
 */
export function useFilters<S extends FilterSpecs>(specs: S, { pagination: pagingDefaults, debounce = {} }: UseFiltersOptions<S>): UseFilters<S> {
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

  /** Typed text not yet in the URL, by filter. */
  const [pending, setPending] = useState<Partial<FilterValues<S>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // The router's history: its location is already the next page while React still shows this one
  // (a navigation to a lazy screen is a transition), which useLocation does not tell.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const latest = useRef({ query, location, setQuery });
  latest.current = { query, location, setQuery };
  const ownWrite = useRef(false);

  /** Writes filters and/or paging into the current query (keeping keys we do not own). */
  const write = useCallback(
    (changes: { values?: Partial<Record<string, unknown>>; paging?: DataTablePagination; typing?: string }) => {
      const { query: current, location: loc, setQuery: navigateQuery } = latest.current;
      // The user has already left this page (e.g. clicked a row before the search debounce ran):
      // drop the write, which would otherwise land on the next page's URL.
      const live = (navigator as { location?: { pathname?: unknown } }).location?.pathname;
      if (typeof live === 'string' && live !== loc.pathname) return;
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes.values ?? {})) {
        const spec = specs[key];
        if (!spec) continue;
        next.delete(key);
        const written = spec.serialize(value);
        if (!sameQueryValues(written, spec.serialize(defaultOf(spec)))) for (const v of written) next.append(key, v);
      }
      const paging = changes.paging ?? { ...readPagination(current, defaults), page: 1 };
      for (const key of PAGING_KEYS) {
        next.delete(key);
        if (paging[key] !== defaults[key] && paging[key] !== null) next.set(key, String(paging[key]));
      }
      if (next.toString() === current.toString()) return;
      const state: unknown = loc.state;
      const replace =
        changes.typing !== undefined &&
        typeof state === 'object' &&
        state !== null &&
        (state as Record<string, unknown>)[TYPING_STATE] === changes.typing;
      ownWrite.current = true;
      navigateQuery(next, { replace, state: changes.typing !== undefined ? { [TYPING_STATE]: changes.typing } : null });
    },
    [specs, defaults, navigator],
  );

  const setFilter = useCallback(
    <K extends keyof S & string>(key: K, value: FilterValues<S>[K]) => {
      const ms = (debounce as Record<string, number | undefined>)[key];
      if (!ms) {
        write({ values: { [key]: value } });
        return;
      }
      setPending((p) => ({ ...p, [key]: value }));
      const timer = timers.current.get(key);
      if (timer) clearTimeout(timer);
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          write({ values: { [key]: value }, typing: key });
          setPending((p) => {
            const { [key]: _done, ...rest } = p;
            return rest as Partial<FilterValues<S>>;
          });
        }, ms),
      );
    },
    [write],
  );

  // Typing in flight is dropped when the view changes by other means (back/forward, a link).
  useEffect(() => {
    if (ownWrite.current) {
      ownWrite.current = false;
      return;
    }
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setPending({});
  }, [location.key]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  const setFilters = useCallback((values: Partial<FilterValues<S>>) => write({ values }), [write]);
  const reset = useCallback(
    () => write({ values: Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, defaultOf(spec)])) }),
    [write, specs],
  );
  const setPagination = useCallback((paging: DataTablePagination) => write({ paging }), [write]);

  const inputs = useMemo(() => ({ ...filters, ...pending }), [filters, pending]);
  const list = useMemo(() => ({ filters, pagination, onPaginationChange: setPagination }), [filters, pagination, setPagination]);

  return { filters, inputs, setFilter, setFilters, reset, pagination, setPagination, list };
}
