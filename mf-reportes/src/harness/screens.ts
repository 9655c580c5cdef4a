import { pantallasDe, type ModulosPantalla } from '@verifica/shared/harness';

/** The modules mf_reportes exposes, by module name (same as rspack.config.mjs exposes). */
export const MODULOS: ModulosPantalla = {
  './GraficaFolios': () => import('../graficaFolios'),
  './MapaFolios': () => import('../mapaFolios'),
  './TelefonosDuplicados': () => import('../telefonosDuplicados'),
};

/** Its screens, as the harness and the tests mount them. */
export const SCREENS = pantallasDe(MODULOS);

export const REMOTE_NAME = 'mf_reportes' as const;
export const HARNESS_TITLE = 'Reportes';
