import { useState } from 'react';
import { MENSAJES } from '@verifica/contracts';
import { ConfirmDialog } from '../ui/FormDialog';
import { useSnackbar } from '@verifica/shared/base';

export interface DesasignarDialogProps {
  /** The folio asked about; null = closed. */
  folio: string | null;
  onClose: () => void;
  /** The unassign call (usuario_id 0). */
  desasignar: () => Promise<unknown>;
  /** After the call, whatever the outcome: reload. */
  onDone: () => void;
}

/** Unassign confirmation (SPEC §4, §8): "Desasignacion Exitosa" / "Error al Desasignar". */
export function DesasignarDialog({ folio, onClose, desasignar, onDone }: DesasignarDialogProps) {
  const snackbar = useSnackbar();
  const [enviando, setEnviando] = useState(false);
  const confirmar = () => {
    setEnviando(true);
    desasignar()
      .then(() => snackbar.success(MENSAJES.desasignacionExitosa))
      .catch(() => snackbar.error(MENSAJES.errorAlDesasignar))
      .finally(() => {
        setEnviando(false);
        onClose();
        onDone();
      });
  };
  return (
    <ConfirmDialog open={folio !== null} onClose={onClose} title="Desasignar" submitLabel="Desasignar" onSubmit={confirmar} busy={enviando}>
      <p>¿Desasignar el folio {folio}?</p>
    </ConfirmDialog>
  );
}
