import { arnesDe } from '@verifica/shared/harness';

/** mf_admin in its harness and its tests: the modules it exposes (the same as rspack.config.mjs exposes) and their screens. */
export const ARNES = arnesDe('mf_admin', 'Administración', {
  './Agencias': () => import('../agencias'),
  './AgenciaForm': () => import('../agenciaForm'),
  './Usuarios': () => import('../usuarios'),
  './UsuarioForm': () => import('../usuarioForm'),
  './Gestores': () => import('../gestores'),
  './GestorForm': () => import('../gestorForm'),
  './Bitacora': () => import('../bitacora'),
  './Remotos': () => import('../remotos'),
  './ChangePassword': () => import('../changePassword'),
});
