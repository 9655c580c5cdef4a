import { useState, type Dispatch, type SetStateAction } from 'react';
import { apiErrorMessage, fieldErrors, type FieldErrors } from '../api/errors';
import { useSnackbar } from './Snackbar';

export interface MensajesEnvio<T> {
  /** Shown when the call succeeds (built from its answer when a function). */
  exito: string | ((respuesta: T) => string);
  /** Shown when it fails; by default the server's message (apiErrorMessage). */
  error?: string;
  /** Handles a failure itself when it answers true (e.g. useConflicto's 409): no field errors, no message. */
  siFalla?: (error: unknown) => boolean;
}

export interface Envio {
  /** A call is on its way. */
  enviando: boolean;
  /** The field errors of the last failed call (or of a check made before sending). */
  errores: FieldErrors;
  setErrores: Dispatch<SetStateAction<FieldErrors>>;
  /**
   * Sends one call at a time (SPEC §8): clears the errors, then on success the message and
   * `luego(respuesta)`; on failure the server's field errors (under the controls) and the message.
   */
  enviar: <T>(llamada: () => Promise<T>, mensajes: MensajesEnvio<T>, luego?: (respuesta: T) => void) => void;
}

/** The sending state of a form or a dialog: busy flag, field errors, snackbar messages. */
export function useEnvio(): Envio {
  const snackbar = useSnackbar();
  const [enviando, setEnviando] = useState(false);
  const [errores, setErrores] = useState<FieldErrors>({});

  const enviar = <T,>(llamada: () => Promise<T>, mensajes: MensajesEnvio<T>, luego?: (respuesta: T) => void) => {
    if (enviando) return;
    setEnviando(true);
    setErrores({});
    llamada()
      .then((respuesta) => {
        snackbar.success(typeof mensajes.exito === 'function' ? mensajes.exito(respuesta) : mensajes.exito);
        luego?.(respuesta);
      })
      .catch((error: unknown) => {
        if (mensajes.siFalla?.(error)) return;
        setErrores(fieldErrors(error));
        snackbar.error(mensajes.error ?? apiErrorMessage(error));
      })
      .finally(() => setEnviando(false));
  };

  return { enviando, errores, setErrores, enviar };
}
