import { useCallback, useEffect, useRef, useState } from 'react';
import { ESTADOS_TRABAJO_FINALES, type Trabajo } from '@verifica/contracts';
import { apiErrorMessage } from '@verifica/shared/base';
import { trabajosApi } from '../../api/trabajos';

/** Jobs whose end this page already told the user about (the screen that started it, or Mis trabajos). */
const avisados = new Set<number>();

/** True the first time it is asked for `id`: one notice per finished job, whoever sees it end first. */
export function primerAviso(id: number): boolean {
  if (avisados.has(id)) return false;
  avisados.add(id);
  return true;
}

/** Whether a job may still change (pendiente, en curso). */
export const trabajoActivo = (t: Pick<Trabajo, 'estado'> | null): boolean => t !== null && !ESTADOS_TRABAJO_FINALES.includes(t.estado);

/** Seconds left, from the pace so far (null while there is nothing to go by). */
export function segundosRestantes(t: Pick<Trabajo, 'estado' | 'hechos' | 'total' | 'iniciado_at'>, ahora = Date.now()): number | null {
  if (t.estado !== 'en_curso' || !t.iniciado_at || !t.total || t.hechos <= 0) return null;
  const transcurrido = (ahora - Date.parse(t.iniciado_at)) / 1000;
  if (!(transcurrido > 0)) return null;
  return Math.max(0, Math.round((transcurrido * (t.total - t.hechos)) / t.hechos));
}

export interface SeguimientoTrabajo {
  trabajo: Trabajo | null;
  /** The last failed read or cancel, in Spanish. */
  error: string | null;
  activo: boolean;
  cancelando: boolean;
  cancelar: () => void;
}

export interface UseTrabajoOptions {
  /** Milliseconds between reads while the job is active (default 1000). */
  intervaloMs?: number;
  /** Once, when the job reaches terminado, fallido or cancelado. */
  alTerminar?: (t: Trabajo) => void;
}

/**
 * Follows one job (GET /api/trabajos/{id}) until it ends, and cancels it (DELETE). null = nothing
 * to follow. The job lives on the server: leaving the screen only stops the reads.
 */
export function useTrabajo(id: number | null, { intervaloMs = 1000, alTerminar }: UseTrabajoOptions = {}): SeguimientoTrabajo {
  const [trabajo, setTrabajo] = useState<Trabajo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelando, setCancelando] = useState(false);
  const alTerminarRef = useRef(alTerminar);
  alTerminarRef.current = alTerminar;

  useEffect(() => {
    setTrabajo(null);
    setError(null);
    if (id === null) return;
    let vivo = true;
    let temporizador: ReturnType<typeof setTimeout> | undefined;
    const leer = async () => {
      try {
        const t = await trabajosApi.obtener(id);
        if (!vivo) return;
        setTrabajo(t);
        setError(null);
        if (!trabajoActivo(t)) {
          alTerminarRef.current?.(t);
          return;
        }
      } catch (e) {
        if (!vivo) return;
        setError(apiErrorMessage(e));
      }
      temporizador = setTimeout(() => void leer(), intervaloMs);
    };
    void leer();
    return () => {
      vivo = false;
      clearTimeout(temporizador);
    };
  }, [id, intervaloMs]);

  const cancelar = useCallback(() => {
    if (id === null || cancelando) return;
    setCancelando(true);
    trabajosApi
      .cancelar(id)
      .then((t) => setTrabajo((previo) => (previo && trabajoActivo(previo) ? t : previo)))
      .catch((e: unknown) => setError(apiErrorMessage(e)))
      .finally(() => setCancelando(false));
  }, [id, cancelando]);

  return { trabajo, error, activo: trabajoActivo(trabajo), cancelando, cancelar };
}
