import { arnesDe } from '@verifica/shared/harness';

/** mf_reportes in its harness and its tests: the modules it exposes (the same as rspack.config.mjs exposes) and their screens. */
export const ARNES = arnesDe('mf_reportes', 'Reportes', {
  './GraficaFolios': () => import('../graficaFolios'),
  './MapaFolios': () => import('../mapaFolios'),
  './TelefonosDuplicados': () => import('../telefonosDuplicados'),
});
