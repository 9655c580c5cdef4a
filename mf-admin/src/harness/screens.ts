import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The screens mf_admin exposes, by module name (same as rspack.config.mjs exposes). */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  './Agencias': lazy(() => import('../agencias')),
  './AgenciaForm': lazy(() => import('../agenciaForm')),
  './Usuarios': lazy(() => import('../usuarios')),
  './UsuarioForm': lazy(() => import('../usuarioForm')),
  './Gestores': lazy(() => import('../gestores')),
  './GestorForm': lazy(() => import('../gestorForm')),
  './ChangePassword': lazy(() => import('../changePassword')),
};

export const REMOTE_NAME = 'mf_admin' as const;
export const HARNESS_TITLE = 'Administración';
