import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback, type DataTablePagination, type ListParams, type PageResult } from '@verifica/shared';

/** SPEC §9: agencia and usuario lists search 800 ms after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 800;
/** SPEC §9: agencias and usuarios page sizes 5, 10, 15, 25, all (-1); default 10; nombre ascending. */
export const LIST_ROWS_PER_PAGE_OPTIONS = [5, 10, 15, 25, -1] as const;
export const DEFAULT_LIST_PAGINATION: DataTablePagination = { page: 1, rowsPerPage: 10, sortBy: 'nombre', descending: false };

/** Extra query parameters of a list (e.g. a role filter); compared by value. */
export type ListFilter = Record<string, string | number | boolean>;

export interface UseServerListOptions<T> {
  /** The typed API call, e.g. `api.agencias.list`. */
  fetch: (params: ListParams) => Promise<PageResult<T>>;
  filter?: ListFilter;
  initialPagination?: DataTablePagination;
  debounceMs?: number;
  /** Load only when true (e.g. after a filter value is known). Default true. */
  enabled?: boolean;
}

export interface ServerList<T> {
  rows: T[];
  totalItems: number;
  /** True while a request is in flight (also on reloads). */
  loading: boolean;
  pagination: DataTablePagination;
  /** New paging/sorting from the table: loads that page. */
  setPagination: (pagination: DataTablePagination) => void;
  /** What the search box shows (applied after the debounce, back on page 1). */
  search: string;
  setSearch: (text: string) => void;
  /** Loads the current page again (after a delete, say). */
  reload: () => void;
}

interface Query {
  pagination: DataTablePagination;
  search: string;
}

/**
 * Headless controller of a server-paged list (react-admin's useListController, our API):
 * paging/sorting state, debounced search, loading, stale-answer protection, silent failures.
 */
export function useServerList<T>({
  fetch,
  filter,
  initialPagination = DEFAULT_LIST_PAGINATION,
  debounceMs = LIST_SEARCH_DEBOUNCE_MS,
  enabled = true,
}: UseServerListOptions<T>): ServerList<T> {
  const [query, setQuery] = useState<Query>({ pagination: initialPagination, search: '' });
  const [search, setSearchText] = useState('');
  const [result, setResult] = useState<{ rows: T[]; totalItems: number }>({ rows: [], totalItems: 0 });
  const [loading, setLoading] = useState(enabled);
  const [reloads, setReloads] = useState(0);

  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  }, [fetch]);
  const filterKey = JSON.stringify(filter ?? {});
  const lastRequest = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const requestId = ++lastRequest.current;
    const { page, rowsPerPage, sortBy, descending } = query.pagination;
    const params: ListParams = {
      ...(JSON.parse(filterKey) as ListFilter),
      page,
      rowsPerPage,
      ...(sortBy ? { sortBy, descending } : {}),
      ...(query.search ? { search: query.search } : {}),
    };
    setLoading(true);
    fetchRef.current(params).then(
      (answer) => {
        if (requestId !== lastRequest.current) return;
        // The page emptied under us (last row deleted): show the last page that has rows.
        if (answer.rows.length === 0 && page > 1 && answer.totalItems > 0 && rowsPerPage > 0) {
          const last = Math.ceil(answer.totalItems / rowsPerPage);
          setQuery((q) => ({ ...q, pagination: { ...q.pagination, page: last } }));
          return;
        }
        setResult({ rows: answer.rows, totalItems: answer.totalItems });
        setLoading(false);
      },
      () => {
        // SPEC §8: list load failures are silent; only the loading indicator stops.
        if (requestId === lastRequest.current) setLoading(false);
      },
    );
  }, [query, filterKey, reloads, enabled]);

  const applySearch = useDebouncedCallback((text: string) => {
    setQuery((q) => ({ search: text.trim(), pagination: { ...q.pagination, page: 1 } }));
  }, debounceMs);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    [applySearch],
  );

  const setPagination = useCallback((pagination: DataTablePagination) => setQuery((q) => ({ ...q, pagination })), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return {
    rows: result.rows,
    totalItems: result.totalItems,
    loading,
    pagination: query.pagination,
    setPagination,
    search,
    setSearch,
    reload,
  };
}
