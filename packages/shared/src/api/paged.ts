import type { Paged } from '@verifica/contracts';

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
