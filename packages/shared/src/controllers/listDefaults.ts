import type { DataTablePagination } from '../api/paged';

/** SPEC §9: agencia and usuario lists search 800 ms after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 800;
/** SPEC §9: agencias and usuarios page sizes 5, 10, 15, 25, all (-1); default 10; nombre ascending. */
export const LIST_ROWS_PER_PAGE_OPTIONS = [5, 10, 15, 25, -1] as const;
export const DEFAULT_LIST_PAGINATION: DataTablePagination = { page: 1, rowsPerPage: 10, sortBy: 'nombre', descending: false };
