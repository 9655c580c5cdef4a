import { useEffect, useRef } from 'react';
import { EVENTOS_DE_RECURSO, type EventoCambio, type RecursoEventos } from '@verifica/contracts';
import { suscribirEventos } from '../../api/eventos';

/** Events come in bursts (a bulk assignment): one call after the burst. */
export const ESPERA_EVENTOS_MS = 800;

/**
 * Calls `alCambiar` once after a burst of live events about `recurso` (null: never), and after a
 * reconnection, when events may have been missed. `filtro` narrows the events that count.
 */
export function useEventosDe(recurso: RecursoEventos | null, alCambiar: () => void, filtro?: (e: EventoCambio) => boolean): void {
  const actual = useRef({ alCambiar, filtro });
  actual.current = { alCambiar, filtro };
  useEffect(() => {
    if (!recurso) return undefined;
    const tipos = new Set<string>(EVENTOS_DE_RECURSO[recurso]);
    let temporizador: ReturnType<typeof setTimeout> | undefined;
    const programar = () => {
      clearTimeout(temporizador);
      temporizador = setTimeout(() => actual.current.alCambiar(), ESPERA_EVENTOS_MS);
    };
    const dejar = suscribirEventos({
      cambio: (e) => {
        if (tipos.has(e.tipo) && (actual.current.filtro?.(e) ?? true)) programar();
      },
      reconectado: programar,
    });
    return () => {
      clearTimeout(temporizador);
      dejar();
    };
  }, [recurso]);
}
