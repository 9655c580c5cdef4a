import type { ReactNode } from 'react';
import { Button } from '@verifica/shared/base';
import { Dialog, DIALOG_WIDTHS, type DialogProps } from './Dialog';

export interface FormDialogProps extends Omit<DialogProps, 'actions' | 'open' | 'persistent' | 'maxWidth'> {
  /** Default true (a dialog mounted only while it is open). */
  open?: boolean;
  /** The confirming button's text: 'Guardar', 'Cargar', 'Eliminar'... */
  submitLabel: string;
  onSubmit: () => void;
  /** The call is on its way: the confirming button spins and the dismissing one is disabled. */
  busy: boolean;
  /** The confirming button cannot be pressed yet (something is missing). */
  submitDisabled?: boolean;
  /** 'danger' for a destructive confirmation. Default 'primary'. */
  submitVariant?: 'primary' | 'danger';
  /** The dismissing button's text (it calls onClose). Default 'Cerrar'; a confirmation says 'Cancelar'. */
  dismissLabel?: string;
  /** Buttons before the dismissing one. */
  extraActions?: ReactNode;
  /** Default true: a click on the backdrop does not close it (Escape does, as Cerrar; not while busy). */
  persistent?: boolean;
  /** Default DIALOG_WIDTHS.detail (700 px). */
  maxWidth?: number;
}

/** A dialog that asks for something and sends it: dismiss (Cerrar or Cancelar) and one confirming button. */
export function FormDialog({
  open = true,
  submitLabel,
  onSubmit,
  busy,
  submitDisabled = false,
  submitVariant = 'primary',
  dismissLabel = 'Cerrar',
  extraActions,
  persistent = true,
  maxWidth = DIALOG_WIDTHS.detail,
  ...dialog
}: FormDialogProps) {
  const actions = (
    <>
      {extraActions}
      <Button variant="text" onClick={dialog.onClose} disabled={busy}>
        {dismissLabel}
      </Button>
      <Button variant={submitVariant} onClick={onSubmit} disabled={submitDisabled} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
  // While the call is on its way Escape does nothing, as the disabled Cerrar.
  const onClose = () => {
    if (!busy) dialog.onClose();
  };
  return <Dialog open={open} persistent={persistent} maxWidth={maxWidth} actions={actions} {...dialog} onClose={onClose} />;
}

export type ConfirmDialogProps = Omit<FormDialogProps, 'dismissLabel' | 'submitVariant' | 'maxWidth'>;

/** A destructive question (Eliminar, Desasignar): Cancelar and a red confirming button, 400 px wide. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <FormDialog dismissLabel="Cancelar" submitVariant="danger" maxWidth={DIALOG_WIDTHS.confirm} {...props} />;
}
