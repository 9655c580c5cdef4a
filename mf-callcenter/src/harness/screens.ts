import { arnesDe } from '@verifica/shared/harness';

/** mf_callcenter in its harness and its tests: the modules it exposes (the same as rspack.config.mjs exposes) and their screens. */
export const ARNES = arnesDe('mf_callcenter', 'Call Center', {
  './ReporteCallCenter': () => import('../reporteCallCenter'),
  './AsignarOperadores': () => import('../asignarOperadores'),
  './Productividad': () => import('../productividad'),
});
