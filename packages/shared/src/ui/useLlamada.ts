import { useState } from 'react';
import { apiErrorMessage } from '../api/errors';
import { useSnackbar } from './Snackbar';

export interface Llamada {
  /** The call is on its way. */
  ocupado: boolean;
  /** Makes the call (one at a time): a failure is the server's message in the snackbar; `despues` runs whatever the outcome. */
  llamar: (llamada: () => Promise<unknown>, despues: () => void) => void;
}

/** A button's call that says nothing on success (the list it changes shows it), e.g. Eliminar or Cancelar. */
export function useLlamada(): Llamada {
  const snackbar = useSnackbar();
  const [ocupado, setOcupado] = useState(false);
  const llamar = (llamada: () => Promise<unknown>, despues: () => void) => {
    if (ocupado) return;
    setOcupado(true);
    llamada()
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)))
      .finally(() => {
        setOcupado(false);
        despues();
      });
  };
  return { ocupado, llamar };
}
