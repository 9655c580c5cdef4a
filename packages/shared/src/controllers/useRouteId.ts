import { useParams } from '@verifica/shared/router';

/**
 * The `:id` of a form route: 0 for a new record (no `:id`, or `0`), the id when it is a plain
 * positive integer, null when it is anything else ('abc', '1.5', '-3'): a record that cannot
 * exist, which the form shows as not found rather than as a new record.
 */
export function useRouteId(): number | null {
  const { id } = useParams();
  return parseRouteId(id);
}

export function parseRouteId(id: string | undefined): number | null {
  if (id === undefined || id === '0') return 0;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2147483647 ? value : null;
}
