import { useCallback, useEffect, useRef, useState } from 'react';
import type { Trabajo } from '@verifica/contracts';
import { apiErrorMessage } from '@verifica/shared/base';
import { EVENTO_TRABAJO_CREADO, trabajosApi } from '../../api/trabajos';
import { primerAviso, trabajoActivo } from '../useTrabajo/useTrabajo';

export interface MisTrabajos {
  /** Newest first (GET /api/trabajos); null before the first answer. */
  trabajos: Trabajo[] | null;
  error: string | null;
  /** Jobs still pendiente or en curso. */
  activos: number;
  recargar: () => void;
}

export interface UseMisTrabajosOptions {
  /** Milliseconds between reads while a job is active (default 2000) and otherwise (default 30000). */
  intervaloActivoMs?: number;
  intervaloMs?: number;
  /** Once per own job seen running that has ended since (the notice). */
  alTerminar?: (t: Trabajo) => void;
}

/**
 * The "Mis trabajos" list, read from the server (so it survives reloads): faster while something
 * runs, at once when this tab queues a job; tells when one of the user's running jobs ends.
 */
export function useMisTrabajos({ intervaloActivoMs = 2000, intervaloMs = 30_000, alTerminar }: UseMisTrabajosOptions = {}): MisTrabajos {
  const [trabajos, setTrabajos] = useState<Trabajo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [vuelta, setVuelta] = useState(0);
  const enCurso = useRef<Set<number>>(new Set());
  const alTerminarRef = useRef(alTerminar);
  alTerminarRef.current = alTerminar;

  const recargar = useCallback(() => setVuelta((v) => v + 1), []);

  useEffect(() => {
    window.addEventListener(EVENTO_TRABAJO_CREADO, recargar);
    return () => window.removeEventListener(EVENTO_TRABAJO_CREADO, recargar);
  }, [recargar]);

  useEffect(() => {
    let vivo = true;
    let temporizador: ReturnType<typeof setTimeout> | undefined;
    void trabajosApi
      .listar()
      .then((lista) => {
        if (!vivo) return;
        for (const t of lista) {
          if (!t.propio) continue;
          if (trabajoActivo(t)) enCurso.current.add(t.id);
          else if (enCurso.current.delete(t.id) && primerAviso(t.id)) alTerminarRef.current?.(t);
        }
        setTrabajos(lista);
        setError(null);
        temporizador = setTimeout(recargar, lista.some(trabajoActivo) ? intervaloActivoMs : intervaloMs);
      })
      .catch((e: unknown) => {
        if (!vivo) return;
        setError(apiErrorMessage(e));
        temporizador = setTimeout(recargar, intervaloMs);
      });
    return () => {
      vivo = false;
      clearTimeout(temporizador);
    };
  }, [vuelta, intervaloActivoMs, intervaloMs, recargar]);

  return { trabajos, error, activos: trabajos?.filter(trabajoActivo).length ?? 0, recargar };
}
