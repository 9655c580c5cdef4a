// The lazily loaded chunk of the assignment parts (see LazyAsignacion.tsx).
export { AsignacionBlock } from './AsignacionBlock';
export { CargarArchivoDialog } from './CargarArchivoDialog';
export { DesasignarDialog } from './DesasignarDialog';
export { ReasignarDialog } from './ReasignarDialog';
