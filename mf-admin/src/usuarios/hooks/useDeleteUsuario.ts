import { useState } from 'react';
import type { Usuario } from '@verifica/contracts';
import { usuarios } from '../../api';

export interface DeleteUsuario {
  /** The user the confirmation asks about; null when it is closed. */
  target: Usuario | null;
  /** Opens the confirmation for a user. */
  ask: (usuario: Usuario) => void;
  /** Cancelar: closes it without deleting. */
  cancel: () => void;
  /** Eliminar: DELETE /api/usuarios/{id}, then closes and reloads whatever the outcome. */
  confirm: () => void;
  deleting: boolean;
}

/**
 * Delete with confirmation. SPEC §8: a failed delete closes the dialog and reloads silently; a
 * successful one reloads too (the row is gone).
 */
export function useDeleteUsuario(onDone: () => void): DeleteUsuario {
  const [target, setTarget] = useState<Usuario | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = () => {
    if (!target || deleting) return;
    setDeleting(true);
    usuarios
      .remove(target.id)
      .catch(() => undefined)
      .finally(() => {
        setDeleting(false);
        setTarget(null);
        onDone();
      });
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
