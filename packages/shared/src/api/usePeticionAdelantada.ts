import { useCallback, useRef } from 'react';

interface Adelantada<T> {
  clave: string;
  promesa: Promise<T>;
}

/**
 * A component's first request, sent from its first render instead of from the effect that wants
 * it: a screen rendered in a transition (the shell's remote screens wait there for their deferred
 * controls) is committed only at the end, and its data is on the way meanwhile. `primera.pedir` is
 * called once, on the first render (none when `primera` is null); `tomar(clave)` hands its promise
 * to the effect that asks for that same key, once, and null otherwise (the effect then sends its
 * own). A mount React starts over (a transition that suspended and restarted) asks again, and the
 * earlier answer is never read: the shell loads a screen's deferred controls before rendering it
 * so that this does not happen.
 */
export function usePeticionAdelantada<T>(primera: { clave: string; pedir: () => Promise<T> } | null): (clave: string) => Promise<T> | null {
  const adelantada = useRef<Adelantada<T> | null | undefined>(undefined);
  if (adelantada.current === undefined) {
    adelantada.current = primera && { clave: primera.clave, promesa: primera.pedir() };
    // Its failure reaches whoever takes it; left untaken, it must not be an unhandled rejection.
    adelantada.current?.promesa.catch(() => undefined);
  }
  return useCallback((pedida: string) => {
    const previa = adelantada.current;
    adelantada.current = null;
    return previa && previa.clave === pedida ? previa.promesa : null;
  }, []);
}
