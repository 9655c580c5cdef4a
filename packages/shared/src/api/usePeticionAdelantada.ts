import { useCallback, useRef } from 'react';
import { useMontaje } from '@verifica/shared/base';

interface Adelantada<T> {
  clave: string;
  promesa: Promise<T>;
}

/**
 * A component's first request, sent from its first render instead of from the effect that wants
 * it: a screen mounting in a transition (the shell's remote screens wait there for their deferred
 * controls) is committed only at the end, and its data is on the way meanwhile. `primera.pedir`
 * is called on the first render (none when `primera` is null); `tomar(clave)` hands its promise to
 * the effect that asks for that same key, once, and null otherwise (the effect then sends its
 * own). Inside a mounting PantallaEntera the request is kept by the screen's Montaje under
 * `primera.clave`, so a restart of that first render finds it instead of asking again; the caller
 * makes the key unique within the screen.
 */
export function usePeticionAdelantada<T>(primera: { clave: string; pedir: () => Promise<T> } | null): (clave: string) => Promise<T> | null {
  const montaje = useMontaje();
  const adelantada = useRef<Adelantada<T> | null | undefined>(undefined);
  if (adelantada.current === undefined && primera) {
    let promesa = montaje?.adelantadas.get(primera.clave) as Promise<T> | undefined;
    if (!promesa) {
      promesa = primera.pedir();
      // Its failure reaches whoever takes it; left untaken, it must not be an unhandled rejection.
      promesa.catch(() => undefined);
      montaje?.adelantadas.set(primera.clave, promesa);
    }
    adelantada.current = { clave: primera.clave, promesa };
  }
  adelantada.current ??= null;
  return useCallback((pedida: string) => {
    const previa = adelantada.current;
    adelantada.current = null;
    return previa && previa.clave === pedida ? previa.promesa : null;
  }, []);
}
