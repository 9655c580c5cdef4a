/**
 * @verifica/shared: the federation singleton shared by the shell and every remote
 * (ARCHITECTURE §1): session, API client, UI kit, request detail dialog, route table.
 */
export * from './session';
export * from './api';
export * from './ui';
export * from './solicitud-detail';
export * from './asignacion';
export * from './routes';
export { VerificaProviders } from './VerificaProviders';
export type { VerificaProvidersProps } from './VerificaProviders';
export * from './harness';
