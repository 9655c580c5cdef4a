import { Button, DIALOG_WIDTHS, Dialog } from '@verifica/shared';
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
    <Dialog
      open={target !== null}
      onClose={cancel}
      title={`Eliminar ${noun}`}
      maxWidth={DIALOG_WIDTHS.confirm}
      actions={
        <>
          <Button variant="text" onClick={cancel} disabled={deleting}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={confirm} loading={deleting}>
            Eliminar
          </Button>
        </>
      }
    >
      <p>{`¿Deseas eliminar al ${noun} ${target?.nombre_completo ?? ''}?`}</p>
    </Dialog>
  );
}
