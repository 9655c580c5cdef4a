import { lazy, Suspense } from 'react';
import type { SolicitudDetailDialogProps } from './SolicitudDetailDialog';

// The detail view loads with the first detail opened (folio search, a row action), not with the
// login page: the shared singleton cannot be tree-shaken per consumer.
const SolicitudDetailDialogImpl = lazy(() =>
  import('./SolicitudDetailDialog').then((m) => ({ default: m.SolicitudDetailDialog })),
);

/** SPEC §2: read-only request detail, persistent, max 700 px, with Imprimir and Cerrar. */
export function SolicitudDetailDialog(props: SolicitudDetailDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SolicitudDetailDialogImpl {...props} />
    </Suspense>
  );
}
