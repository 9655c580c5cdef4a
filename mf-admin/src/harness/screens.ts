import { pantallasDe, type ModulosPantalla } from '@verifica/shared/harness';

/** The modules mf_admin exposes, by module name (same as rspack.config.mjs exposes). */
export const MODULOS: ModulosPantalla = {
  './Agencias': () => import('../agencias'),
  './AgenciaForm': () => import('../agenciaForm'),
  './Usuarios': () => import('../usuarios'),
  './UsuarioForm': () => import('../usuarioForm'),
  './Gestores': () => import('../gestores'),
  './GestorForm': () => import('../gestorForm'),
  './Bitacora': () => import('../bitacora'),
  './Remotos': () => import('../remotos'),
  './ChangePassword': () => import('../changePassword'),
};

/** Its screens, as the harness and the tests mount them. */
export const SCREENS = pantallasDe(MODULOS);

export const REMOTE_NAME = 'mf_admin' as const;
export const HARNESS_TITLE = 'Administración';
