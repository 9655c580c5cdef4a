import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A filter's default value; a value equal to it is left out of the URL. */
export type FilterDefaults = Record<string, string>;

export interface UrlFilters<K extends string> {
  /** Current values (the URL's, or the defaults). */
  values: Record<K, string>;
  set: (name: K, value: string) => void;
}

/**
 * Filters kept in the query string (shareable, survive a reload, back/forward restores them).
 * Each change replaces the history entry so typing does not fill the history.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>): UrlFilters<K> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const values = useMemo(() => {
    const current = new URLSearchParams(key);
    const out = { ...defaults };
    for (const name of Object.keys(defaults) as K[]) {
      const v = current.get(name);
      if (v !== null) out[name] = v;
    }
    return out;
    // defaults are computed once per screen (dates of today).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const set = useCallback(
    (name: K, value: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === defaults[name]) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return { values, set };
}
