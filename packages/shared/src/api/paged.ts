import type { Paged } from '@verifica/contracts';

/** The server-side paging and sorting of a list (SPEC §7 query parameters). */
export interface DataTablePagination {
  page: number;
  /** -1 = all rows ('Todos'). */
  rowsPerPage: number;
  sortBy: string | null;
  descending: boolean;
}

/** The id a row of a list is known by. */
export type RowId = string | number;

/** Query parameters of every paged list (SPEC §7). rowsPerPage -1 = all rows. */
export interface ListParams {
  sortBy?: string;
  descending?: boolean;
  page?: number;
  rowsPerPage?: number;
  search?: string;
  [extra: string]: unknown;
}

/** A paged answer, or the plain array the server gives when rowsPerPage is -1. */
export type PagedOrAll<T> = Paged<T> | T[];

/** Rows and counts of a list answer, whatever its shape. */
export interface PageResult<T> {
  rows: T[];
  /** Rows matching the filter. */
  totalItems: number;
  /** False: `totalItems` is a lower bound (the list asked `conteo: 'acotado'` and the server stopped counting). Absent: exact. */
  totalExacto?: boolean;
  /** Number of pages. */
  pages: number;
  page: number;
}

export function normalizePaged<T>(answer: PagedOrAll<T>): PageResult<T> {
  if (Array.isArray(answer)) return { rows: answer, totalItems: answer.length, pages: 1, page: 1 };
  const pagina = { rows: answer.data, totalItems: answer.totalItems, pages: answer.total, page: answer.current_page };
  return answer.totalItemsExacto === false ? { ...pagina, totalExacto: false } : pagina;
}

/**
 * How a list call may be read (optional; a call that ignores it still works: its rows come at the
 * end). `signal` cancels it. `alAvanzar`: a "Todos" call (rowsPerPage -1) reads the streamed array
 * as it arrives and hands over each stretch of rows as soon as it is complete (`getPage` does it).
 */
export interface OpcionesPagina<T> {
  signal?: AbortSignal;
  alAvanzar?: (filas: T[]) => void;
}

/** A list call: the remote's own (`resource(...).list`, `getPage(url, params, opciones)`). */
export type LeerPagina<T> = (params: ListParams, opciones?: OpcionesPagina<T>) => Promise<PageResult<T>>;
