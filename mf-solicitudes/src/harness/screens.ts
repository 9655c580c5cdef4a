import { pantallasDe, type ModulosPantalla } from '@verifica/shared/harness';

/** The modules mf_solicitudes exposes, by module name (same as rspack.config.mjs exposes). */
export const MODULOS: ModulosPantalla = {
  './ReporteSolicitudes': () => import('../reporteSolicitudes'),
  './AsignarGestores': () => import('../asignarGestores'),
};

/** Its screens, as the harness and the tests mount them. */
export const SCREENS = pantallasDe(MODULOS);

export const REMOTE_NAME = 'mf_solicitudes' as const;
export const HARNESS_TITLE = 'Solicitudes';
