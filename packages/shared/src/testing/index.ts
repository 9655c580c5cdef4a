/**
 * Test helpers for the shell and the remotes (never part of a bundle):
 * `import { startTestApi, solicitudDetalleDemo } from '@verifica/shared/testing'`.
 */
export * from './apiServer';
export { solicitudDetalleDemo } from './solicitudDetalleDemo';
export { clienteDemo, paginaReply } from './folios';
export { testRemoteScreens } from './remoteScreens';
export { logIn, logOut, screenRenderer, sessionFor } from './renderScreen';
export { setupTestApi, type SetupTestApiOptions } from './setupTestApi';
export type { RenderScreen, TestLocation } from './renderScreen';
