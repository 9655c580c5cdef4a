export { SolicitudDetailDialog } from './SolicitudDetailDialog';
export type { SolicitudDetailDialogProps } from './SolicitudDetailDialog';
export { SolicitudDetail } from './SolicitudDetail';
export { useSolicitudDetalle } from './useSolicitudDetalle';
export type { UseSolicitudDetalle } from './useSolicitudDetalle';
export { nombreCliente, domicilio, nombreGestor, nombreOperador } from './format';
