import { useEffect, useState } from 'react';

/** The value, updated only after it has stopped changing for `ms` (SPEC §9: 300 or 800 ms). */
export function useDebounce<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
