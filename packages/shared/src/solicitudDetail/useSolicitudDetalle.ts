import { useCallback, useEffect, useState } from 'react';
import type { SolicitudDetalle } from '@verifica/contracts';
import { api } from '../api/endpoints';

export interface UseSolicitudDetalle {
  data: SolicitudDetalle | null;
  loading: boolean;
  /** The load failure, if any. SPEC §8: detail load failures are silent in the view. */
  error: unknown;
  reload: () => void;
}

/**
 * Loads GET /api/solicitudes/{id}. Pass `initial` to skip the request (the caller already has
 * the detail, e.g. from the folio search). A null id loads nothing.
 */
export function useSolicitudDetalle(id: number | null | undefined, initial?: SolicitudDetalle | null): UseSolicitudDetalle {
  const [data, setData] = useState<SolicitudDetalle | null>(initial ?? null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (initial) {
      setData(initial);
      setLoading(false);
      setError(null);
      return;
    }
    if (id == null) {
      setData(null);
      return;
    }
    let active = true;
    setLoading(true);
    setError(null);
    api
      .solicitud(id)
      .then((detalle) => {
        if (active) setData(detalle);
      })
      .catch((err: unknown) => {
        if (active) setError(err);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [id, initial, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
