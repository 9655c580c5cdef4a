/** Reading a list's parameters from its URL query: the filters, the paging, what a link got wrong. */
import type { DataTablePagination } from '../../api/paged';
import { defaultOf, sameQueryValues, type FilterSpec, type FilterSpecs, type FilterValues } from '../filterSpecs';

export const PAGING_KEYS = ['page', 'rowsPerPage', 'sortBy', 'descending'] as const;
const INTEGER = /^-?[0-9]+$/;
const PAGING_CHECKS: Record<'page' | 'rowsPerPage' | 'descending', (raw: string) => boolean> = {
  page: (raw) => INTEGER.test(raw) && Number(raw) >= 1,
  rowsPerPage: (raw) => INTEGER.test(raw) && (Number(raw) === -1 || Number(raw) >= 1),
  descending: (raw) => raw === 'true' || raw === 'false',
};

export function readPagination(query: URLSearchParams, defaults: DataTablePagination): DataTablePagination {
  const int = (key: 'page' | 'rowsPerPage', fallback: number) => {
    const raw = query.get(key);
    return raw !== null && PAGING_CHECKS[key](raw) ? Number(raw) : fallback;
  };
  const descending = query.get('descending');
  return {
    page: int('page', defaults.page),
    rowsPerPage: int('rowsPerPage', defaults.rowsPerPage),
    sortBy: query.get('sortBy') || defaults.sortBy,
    descending: descending === null ? defaults.descending : descending === 'true',
  };
}

export function readFilters<S extends FilterSpecs>(specs: S, query: URLSearchParams): FilterValues<S> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const raw = query.getAll(key);
    const parsed = raw.length > 0 ? spec.parse(raw) : undefined;
    out[key] = parsed === undefined ? defaultOf(spec) : parsed;
  }
  return out as FilterValues<S>;
}

/** The query keys whose values the screen cannot read, as the link wrote them (`asignadas=9`). */
export function unreadable(specs: FilterSpecs, query: URLSearchParams): { keys: string[]; text: string[] } {
  const keys: string[] = [];
  const text: string[] = [];
  const checks: [string, (raw: string[]) => boolean][] = [
    ...Object.entries(specs).map(([key, spec]): [string, (raw: string[]) => boolean] => [key, (raw) => spec.parse(raw) !== undefined]),
    ...Object.entries(PAGING_CHECKS).map(([key, ok]): [string, (raw: string[]) => boolean] => [key, (raw) => raw.every(ok)]),
  ];
  for (const [key, ok] of checks) {
    const raw = query.getAll(key);
    if (raw.length === 0 || ok(raw)) continue;
    keys.push(key);
    text.push(...raw.map((v) => `${key}=${v}`));
  }
  return { keys, text };
}

/** The filters whose value is not their default. */
export function contarActivos<S extends FilterSpecs>(specs: S, values: FilterValues<S>): number {
  return Object.entries(specs).filter(([key, spec]) => !sameValue(spec, values[key], defaultOf(spec))).length;
}

export const sameValue = (spec: FilterSpec<unknown> | undefined, a: unknown, b: unknown) =>
  spec !== undefined && sameQueryValues(spec.serialize(a), spec.serialize(b));
