import { useCallback, useEffect, useRef } from 'react';
import { useUltimo } from '@verifica/shared/base';

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now. */
  flush: () => void;
}

/** A stable function that calls the latest `callback` once calls stop for `ms`. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number): DebouncedCallback<A> {
  const callbackRef = useUltimo(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const argsRef = useRef<A | null>(null);

  const cancel = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    argsRef.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = argsRef.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  const debounced = useCallback(
    (...args: A) => {
      argsRef.current = args;
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(flush, ms);
    },
    [flush, ms],
  );

  return Object.assign(debounced, { cancel, flush });
}
