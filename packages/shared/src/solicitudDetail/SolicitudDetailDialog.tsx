import { useState } from 'react';
import type { SolicitudDetalle } from '@verifica/contracts';
import { apiErrorMessage, Button, Icon, useOptionalSnackbar } from '@verifica/shared/base';
import { openSolicitudPdf } from '../api/endpoints';
import { Dialog, DIALOG_WIDTHS } from '../ui/Dialog';
import { LoadingBar } from '../ui/LoadingBar';
import { HistorialSolicitud } from './HistorialSolicitud';
import { SolicitudDetail } from './SolicitudDetail';
import { useSolicitudDetalle } from './useSolicitudDetalle';

export interface SolicitudDetailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The request to load (GET /api/solicitudes/{id})... */
  solicitudId?: number | null;
  /** ...or the detail already at hand (no request). */
  solicitud?: SolicitudDetalle | null;
}

/** SPEC §2: read-only request detail, persistent, max 700 px, with Imprimir and Cerrar. */
export function SolicitudDetailDialog({ open, onClose, solicitudId, solicitud }: SolicitudDetailDialogProps) {
  const { data, loading } = useSolicitudDetalle(open ? (solicitud?.id ?? solicitudId) : null, solicitud);
  const snackbar = useOptionalSnackbar();
  const [printing, setPrinting] = useState(false);
  const id = data?.id ?? solicitud?.id ?? solicitudId ?? null;

  const print = () => {
    if (id == null) return;
    setPrinting(true);
    openSolicitudPdf(id)
      .catch((err: unknown) => snackbar?.error(apiErrorMessage(err)))
      .finally(() => setPrinting(false));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      persistent
      maxWidth={DIALOG_WIDTHS.detail}
      title={data ? `Folio ${data.folio_solicitud}` : 'Detalle de la Solicitud'}
      actions={
        <>
          <Button variant="secondary" startIcon={<Icon name="print" />} onClick={print} disabled={!data} loading={printing}>
            Imprimir
          </Button>
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      <LoadingBar loading={loading} />
      {data && <SolicitudDetail solicitud={data} />}
      {data && <HistorialSolicitud solicitudId={data.id} />}
    </Dialog>
  );
}
