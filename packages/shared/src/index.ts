/**
 * @verifica/shared: the federation singleton shared by the shell and every remote
 * (ARCHITECTURE §1): session, API client, list/form controllers, UI kit, request detail dialog,
 * route table. The dev harness is `@verifica/shared/harness` (remotes' standalone dev bootstrap
 * only, never in the shell's bundle); test helpers are `@verifica/shared/testing`.
 */
export * from './session';
export * from './api';
export * from './ui';
export * from './solicitud-detail';
export * from './asignacion';
export * from './routes';
export * from './controllers';
export { VerificaProviders } from './VerificaProviders';
export type { VerificaProvidersProps } from './VerificaProviders';
