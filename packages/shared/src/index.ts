/**
 * @verifica/shared: the federation singleton shared by the shell and every remote
 * (ARCHITECTURE §1): session, API client, list/form controllers, UI kit, request detail dialog,
 * route table. `@verifica/shared/base` is the light part the login page needs (session, API
 * client, route table, providers, the form controls); this entry re-exports all of it. The dev
 * harness is `@verifica/shared/harness` (remotes' standalone dev bootstrap only, never in the
 * shell's bundle); test helpers are `@verifica/shared/testing`.
 */
export * from '@verifica/shared/base';
export * from './api';
export * from './ui';
export * from './solicitudDetail';
export * from './asignacion';
export * from './controllers';
