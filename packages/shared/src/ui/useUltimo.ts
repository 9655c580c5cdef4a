import { useEffect, useRef } from 'react';

/**
 * A ref to the last committed `valor`: an effect or a handler calls the newest callback a parent
 * passed without depending on it (and so without re-running when the parent renders a new one).
 */
export function useUltimo<T>(valor: T): { readonly current: T } {
  const ref = useRef(valor);
  useEffect(() => {
    ref.current = valor;
  }, [valor]);
  return ref;
}
