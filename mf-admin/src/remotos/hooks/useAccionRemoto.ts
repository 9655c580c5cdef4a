import { useCallback, useState } from 'react';
import type { CanaryRelease, VersionRemoto } from '@verifica/contracts';
import { apiErrorMessage, useSnackbar } from '@verifica/shared';
import { remotos } from '../../api';

/** An action of the Remotos screen, waiting for its confirmation. */
export type AccionRemoto =
  | { tipo: 'activar'; remoto: string; version: VersionRemoto }
  | { tipo: 'revertir'; remoto: string; version: VersionRemoto }
  | { tipo: 'canary'; remoto: string; version: VersionRemoto }
  | { tipo: 'quitarCanary'; remoto: string; version: VersionRemoto }
  | { tipo: 'retirar'; remoto: string; version: VersionRemoto };

export const HECHO: Record<AccionRemoto['tipo'], string> = {
  activar: 'Versión activada',
  revertir: 'Versión anterior activada',
  canary: 'Canary guardada',
  quitarCanary: 'Canary quitada',
  retirar: 'Versión retirada',
};

export interface UseAccionRemoto {
  /** The action whose dialog is open. */
  pendiente: AccionRemoto | null;
  pedir: (accion: AccionRemoto) => void;
  cerrar: () => void;
  /** Sends it (`destino`: the canary's agencies or share); the server's refusal stays in `error`. */
  confirmar: (destino?: Partial<CanaryRelease>) => void;
  enviando: boolean;
  error: string | null;
}

function enviar(accion: AccionRemoto, destino: Partial<CanaryRelease>): Promise<void> {
  const { remoto, version } = accion;
  switch (accion.tipo) {
    case 'activar':
      return remotos.activar(remoto, version.id);
    case 'revertir':
      return remotos.revertir(remoto);
    case 'canary':
      return remotos.canary(remoto, version.id, destino);
    case 'quitarCanary':
      return remotos.quitarCanary(remoto);
    case 'retirar':
      return remotos.retirar(remoto, version.id);
  }
}

/**
 * Every action asks first (its dialog), then calls the registry; a refusal (409: an incompatible
 * release) shows the server's Spanish message in the dialog, which stays open. After a success the
 * dialog closes, a snackbar says what changed and `despues` reads the state again.
 */
export function useAccionRemoto(despues: () => void): UseAccionRemoto {
  const snackbar = useSnackbar();
  const [pendiente, setPendiente] = useState<AccionRemoto | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pedir = useCallback((accion: AccionRemoto) => {
    setError(null);
    setPendiente(accion);
  }, []);
  const cerrar = useCallback(() => setPendiente(null), []);
  const confirmar = useCallback(
    (destino: Partial<CanaryRelease> = {}) => {
      if (!pendiente) return;
      setEnviando(true);
      setError(null);
      enviar(pendiente, destino).then(
        () => {
          setEnviando(false);
          setPendiente(null);
          snackbar.success(HECHO[pendiente.tipo]);
          despues();
        },
        (e: unknown) => {
          setEnviando(false);
          setError(apiErrorMessage(e));
          despues();
        },
      );
    },
    [pendiente, snackbar, despues],
  );
  return { pendiente, pedir, cerrar, confirmar, enviando, error };
}
