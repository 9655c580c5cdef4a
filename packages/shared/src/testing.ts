/** Test helpers for the shell and remotes: `import { solicitudDetalleDemo } from '@verifica/shared/testing'`. */
export { solicitudDetalleDemo } from './solicitud-detail/fixtures';
