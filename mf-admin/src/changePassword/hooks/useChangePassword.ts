import { useState, type FormEvent } from 'react';
import { MENSAJES, type ChangePasswordRequest } from '@verifica/contracts';
import { useEnvio, useSession, type FieldErrors } from '@verifica/shared';
import { changePassword } from '../../api';

export type ChangePasswordValues = ChangePasswordRequest;

const EMPTY: ChangePasswordValues = { old_password: '', password: '', password_confirmation: '' };

export interface ChangePasswordController {
  values: ChangePasswordValues;
  setField: (field: keyof ChangePasswordValues, value: string) => void;
  errors: FieldErrors;
  saving: boolean;
  submit: (event?: FormEvent) => void;
}

/**
 * POST /api/change_password. Results go to the top snackbar (SPEC §2, §8): success 'Contraseña
 * Actualizada Correctamente' and the fields are cleared; failure the server's message, with its
 * field errors under old_password / password / password_confirmation and the typed values kept.
 * The change ends every earlier session, this one too: the fresh token of the answer is stored.
 */
export function useChangePassword(): ChangePasswordController {
  const { enviando: saving, errores: errors, setErrores: setErrors, enviar } = useEnvio();
  const { session, login } = useSession();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);

  const setField = (field: keyof ChangePasswordValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    enviar(() => changePassword(values), { exito: MENSAJES.contrasenaActualizada }, ({ token }) => {
      if (session && token) login({ ...session, token });
      setValues(EMPTY);
    });
  };

  return { values, setField, errors, saving, submit };
}
