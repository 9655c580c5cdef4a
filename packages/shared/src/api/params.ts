/** A value that says nothing: its key is left out of the query string. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The query string of every API call (set once on the shared axios client): an array is the
 * key repeated (`agencia_id=1&agencia_id=2`, no brackets), and undefined, null and '' values are
 * left out (an empty filter means "no filter"). Spaces are %20.
 */
export function paramsSerializer(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) query.append(key, text(item));
    } else if (!isEmpty(value)) {
      query.append(key, text(value));
    }
  }
  return query.toString().replace(/\+/g, '%20');
}
