/**
 * Test helpers for the shell and the remotes (never part of a bundle):
 * `import { startTestApi, solicitudDetalleDemo } from '@verifica/shared/testing'`.
 */
export * from './apiServer';
export { solicitudDetalleDemo } from './solicitudDetalleDemo';
export { clienteDemo, paginaReply } from './folios';
export { pantallaAsignacion } from './asignacion';
export { testControlesDePantallas, testRemoteScreens } from './remoteScreens';
export { listOpener, logIn, logOut, screenRenderer, sessionFor } from './renderScreen';
export { setupTestApi, type SetupTestApiOptions } from './setupTestApi';
export type { OpenList, RenderScreen, TestLocation } from './renderScreen';
export { setupEventosDePrueba, type EventosDePrueba } from './eventos';
export { trabajoDemo } from './trabajos';
