export { SolicitudDetailDialog } from './LazySolicitudDetailDialog';
export type { SolicitudDetailDialogProps } from './SolicitudDetailDialog';
export { useSolicitudDetalle } from './useSolicitudDetalle';
export type { UseSolicitudDetalle } from './useSolicitudDetalle';
export { nombreCliente, domicilio, nombreGestor, nombreOperador } from './format';
