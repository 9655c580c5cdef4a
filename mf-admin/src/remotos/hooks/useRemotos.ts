import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemotosRespuesta } from '@verifica/contracts';
import { useEventosDe } from '@verifica/shared';
import { remotos } from '../../api';

export type EstadoCarga = { fase: 'cargando' } | { fase: 'error' } | { fase: 'listo'; datos: RemotosRespuesta };

export interface UseRemotos {
  carga: EstadoCarga;
  /** Reads the registry again (after an action; the rows stay while it reads). */
  recargar: () => void;
}

/**
 * GET /api/remotos: every remote with its active release, canary and history; read again after a
 * burst of `remoto` live events (another administrator, the CLI) and after a reconnection.
 */
export function useRemotos(): UseRemotos {
  const [carga, setCarga] = useState<EstadoCarga>({ fase: 'cargando' });
  const ultima = useRef(0);
  const recargar = useCallback(() => {
    const esta = ++ultima.current;
    remotos.estado().then(
      (datos) => esta === ultima.current && setCarga({ fase: 'listo', datos }),
      () => esta === ultima.current && setCarga((c) => (c.fase === 'listo' ? c : { fase: 'error' })),
    );
  }, []);
  useEffect(recargar, [recargar]);
  useEventosDe('remotos', recargar);
  return { carga, recargar };
}
