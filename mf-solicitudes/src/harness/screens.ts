import { arnesDe } from '@verifica/shared/harness';

/** mf_solicitudes in its harness and its tests: the modules it exposes (the same as rspack.config.mjs exposes) and their screens. */
export const ARNES = arnesDe('mf_solicitudes', 'Solicitudes', {
  './ReporteSolicitudes': () => import('../reporteSolicitudes'),
  './AsignarGestores': () => import('../asignarGestores'),
});
