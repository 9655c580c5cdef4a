import { pantallasDe, type ModulosPantalla } from '@verifica/shared/harness';

/** The modules mf_callcenter exposes, by module name (same as rspack.config.mjs exposes). */
export const MODULOS: ModulosPantalla = {
  './ReporteCallCenter': () => import('../reporteCallCenter'),
  './AsignarOperadores': () => import('../asignarOperadores'),
  './Productividad': () => import('../productividad'),
};

/** Its screens, as the harness and the tests mount them. */
export const SCREENS = pantallasDe(MODULOS);

export const REMOTE_NAME = 'mf_callcenter' as const;
export const HARNESS_TITLE = 'Call Center';
