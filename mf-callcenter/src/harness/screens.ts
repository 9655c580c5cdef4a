import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The screens mf_callcenter exposes, by module name (same as rspack.config.mjs exposes). */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  './ReporteCallCenter': lazy(() => import('../reporteCallCenter')),
  './AsignarOperadores': lazy(() => import('../asignarOperadores')),
};

export const REMOTE_NAME = 'mf_callcenter' as const;
export const HARNESS_TITLE = 'Call Center';
