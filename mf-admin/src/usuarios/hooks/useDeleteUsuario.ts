import { useState } from 'react';
import type { Usuario } from '@verifica/contracts';
import { useLlamada } from '@verifica/shared';
import { usuarios } from '../../api';

export interface DeleteUsuario {
  /** The user the confirmation asks about; null when it is closed. */
  target: Usuario | null;
  /** Opens the confirmation for a user. */
  ask: (usuario: Usuario) => void;
  /** Cancelar: closes it without deleting. */
  cancel: () => void;
  /** Eliminar: DELETE /api/usuarios/{id}, then closes and reloads whatever the outcome; a refusal says why. */
  confirm: () => void;
  deleting: boolean;
}

/**
 * Delete with confirmation. A successful delete reloads (the row is gone); a refused one (e.g. 422
 * 'No puedes eliminar tu propio usuario') closes the dialog, reloads and shows the server's
 * message in the error snackbar, so the user knows why the row is still there.
 */
export function useDeleteUsuario(onDone: () => void): DeleteUsuario {
  const [target, setTarget] = useState<Usuario | null>(null);
  const { ocupado: deleting, llamar } = useLlamada();

  const confirm = () => {
    if (!target) return;
    llamar(
      () => usuarios.remove(target.id),
      () => {
        setTarget(null);
        onDone();
      },
    );
  };

  return {
    target,
    ask: setTarget,
    cancel: () => {
      if (!deleting) setTarget(null);
    },
    confirm,
    deleting,
  };
}
