import { ConfirmDialog } from '@verifica/shared';
import type { DeleteUsuario } from './hooks/useDeleteUsuario';

export interface DeleteUsuarioDialogProps {
  controller: DeleteUsuario;
  /** 'usuario' or 'gestor'. */
  noun: string;
}

/** '¿Deseas eliminar al usuario <nombre completo>?' with Cancelar / Eliminar. */
export function DeleteUsuarioDialog({ controller, noun }: DeleteUsuarioDialogProps) {
  const { target, cancel, confirm, deleting } = controller;
  return (
    <ConfirmDialog open={target !== null} onClose={cancel} persistent={false} title={`Eliminar ${noun}`} submitLabel="Eliminar" onSubmit={confirm} busy={deleting}>
      <p>{`¿Deseas eliminar al ${noun} ${target?.nombre_completo ?? ''}?`}</p>
    </ConfirmDialog>
  );
}
