import { useEffect } from 'react';
import type { EventoCambio } from '@verifica/contracts';

/**
 * The live events a top bar notice listens to while `activo`. The stream comes with the rest of
 * @verifica/shared, loaded on demand (the frame paints with /base alone). `cambio` (stable: a
 * useCallback) gets each event and whether the notice still listens, for work that ends later.
 */
export function useEventosBarra(activo: boolean, cambio: (e: EventoCambio, vigente: () => boolean) => void): void {
  useEffect(() => {
    if (!activo) return undefined;
    let dejar: (() => void) | null = null;
    let vigente = true;
    const escuchando = () => vigente;
    void import('@verifica/shared').then(({ suscribirEventos }) => {
      if (vigente) dejar = suscribirEventos({ cambio: (e) => cambio(e, escuchando) });
    });
    return () => {
      vigente = false;
      dejar?.();
    };
  }, [activo, cambio]);
}
