import { useMemo } from 'react';
import { usePagedList } from '../api/usePagedList';
import type { ListParams, PageResult } from '../api/paged';
import type { DataTablePagination } from '../ui/DataTable/types';
import { filter as filterSpec } from './filterSpecs';
import { useFilters } from './useFilters';

/** SPEC §9: agencia and usuario lists search 800 ms after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 800;
/** SPEC §9: agencias and usuarios page sizes 5, 10, 15, 25, all (-1); default 10; nombre ascending. */
export const LIST_ROWS_PER_PAGE_OPTIONS = [5, 10, 15, 25, -1] as const;
export const DEFAULT_LIST_PAGINATION: DataTablePagination = { page: 1, rowsPerPage: 10, sortBy: 'nombre', descending: false };

/** Extra fixed query parameters of a list (e.g. a role filter); compared by value. */
export type ListFilter = Record<string, string | number | boolean>;

const SEARCH_ONLY = { search: filterSpec.text() };

export interface UseServerListOptions<T> {
  /** The typed API call, e.g. `agencias.list` (a `resource(...)`). */
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

/**
 * A searchable server-paged list: search, paging and sort in the URL (useFilters: a link
 * reproduces the view, back/forward restore it) loaded with usePagedList (stale-answer
 * protection, silent failures); the search applies 800 ms after typing stops.
 */
export function useServerList<T>({
  fetch,
  filter,
  initialPagination = DEFAULT_LIST_PAGINATION,
  debounceMs = LIST_SEARCH_DEBOUNCE_MS,
  enabled = true,
}: UseServerListOptions<T>): ServerList<T> {
  const view = useFilters(SEARCH_ONLY, { pagination: initialPagination, debounce: { search: debounceMs } });
  const applied = view.filters.search.trim();
  const filters = useMemo(() => ({ ...filter, ...(applied ? { search: applied } : {}) }), [filter, applied]);
  const list = usePagedList(fetch, { filters, pagination: view.pagination, onPaginationChange: view.setPagination, enabled });
  const { rows, totalItems, loading, pagination, setPagination } = list;

  const { setFilter } = view;
  return {
    rows,
    totalItems,
    loading,
    pagination,
    setPagination,
    search: view.inputs.search,
    setSearch: useMemo(() => (text: string) => setFilter('search', text), [setFilter]),
    reload: list.reload,
  };
}
