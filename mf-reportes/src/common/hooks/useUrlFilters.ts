import { useCallback, useMemo, useRef } from 'react';
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
  // The defaults are fixed for the screen's life (today's dates when it opened).
  const fijos = useRef(defaults).current;
  const key = params.toString();
  const values = useMemo(() => {
    const current = new URLSearchParams(key);
    const out = { ...fijos };
    for (const name of Object.keys(fijos) as K[]) {
      const v = current.get(name);
      if (v !== null) out[name] = v;
    }
    return out;
  }, [key, fijos]);
  const set = useCallback(
    (name: K, value: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === fijos[name]) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, fijos],
  );
  return { values, set };
}
