import { useMemo } from 'react';
import type { ListParams, PageResult } from '../api/paged';
import type { DataTablePagination } from '../ui/DataTable/types';
import { filter as filterSpec } from './filterSpecs';
import { DEFAULT_LIST_PAGINATION, LIST_SEARCH_DEBOUNCE_MS } from './listDefaults';
import { useListController } from './useListController/useListController';

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
 * @deprecated since 2.4.0: use `useListController({ fetch, specs: { search: filter.text() }, ... })`.
 * Kept for remotes built against 2.3 that run under a newer shell. A searchable server-paged
 * list over the one list controller; the search applies 800 ms after typing stops.
 */
export function useServerList<T>({
  fetch,
  filter,
  initialPagination = DEFAULT_LIST_PAGINATION,
  debounceMs = LIST_SEARCH_DEBOUNCE_MS,
  enabled = true,
}: UseServerListOptions<T>): ServerList<T> {
  const list = useListController({
    fetch,
    specs: SEARCH_ONLY,
    pagination: initialPagination,
    debounce: { search: debounceMs },
    query: (filters) => ({ ...filter, ...filters }),
    enabled,
  });
  const { setFilter } = list;
  return {
    rows: list.rows,
    totalItems: list.totalItems,
    loading: list.loading,
    pagination: list.pagination,
    setPagination: list.setPagination,
    search: list.inputs.search,
    setSearch: useMemo(() => (text: string) => setFilter('search', text), [setFilter]),
    reload: list.reload,
  };
}
