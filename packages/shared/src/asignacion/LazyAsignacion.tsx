import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { AsignacionBlockProps } from './AsignacionBlock';
import type { CargarArchivoDialogProps } from './CargarArchivoDialog';
import type { DesasignarDialogProps } from './DesasignarDialog';
import type { ReasignarDialogProps } from './ReasignarDialog';

// The assignment screens' parts load with the first of them shown (one chunk), never with the
// login page: the shared singleton cannot be tree-shaken per consumer.
const parts = () => import('./parts');
const AsignacionBlockImpl = lazy(() => parts().then((m) => ({ default: m.AsignacionBlock })));
const CargarArchivoDialogImpl = lazy(() => parts().then((m) => ({ default: m.CargarArchivoDialog })));
const DesasignarDialogImpl = lazy(() => parts().then((m) => ({ default: m.DesasignarDialog })));
const ReasignarDialogImpl = lazy(() => parts().then((m) => ({ default: m.ReasignarDialog })));

/** `abierto`: whether the part shows anything; a closed dialog renders nothing, so it loads nothing. */
function suspended<P extends object>(Impl: ComponentType<P>, abierto: (props: P) => boolean = () => true) {
  return function Lazy(props: P) {
    if (!abierto(props)) return null;
    return (
      <Suspense fallback={null}>
        <Impl {...(props as ComponentProps<typeof Impl>)} />
      </Suspense>
    );
  };
}

/** Agencia (broad only), the person, Asignar. See AsignacionBlock.tsx. */
export const AsignacionBlock = suspended<AsignacionBlockProps>(AsignacionBlockImpl);
/** Cargar Archivo. See CargarArchivoDialog.tsx. */
export const CargarArchivoDialog = suspended<CargarArchivoDialogProps>(CargarArchivoDialogImpl, (p) => p.open);
/** Unassign confirmation. See DesasignarDialog.tsx. */
export const DesasignarDialog = suspended<DesasignarDialogProps>(DesasignarDialogImpl, (p) => p.folio !== null);
/** Reassign a folio. See ReasignarDialog.tsx. */
export const ReasignarDialog = suspended<ReasignarDialogProps>(ReasignarDialogImpl, (p) => p.folio !== null);
