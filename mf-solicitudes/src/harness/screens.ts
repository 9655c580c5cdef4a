import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The screens mf_solicitudes exposes, by module name (same as rspack.config.mjs exposes). */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  './ReporteSolicitudes': lazy(() => import('../reporteSolicitudes')),
  './AsignarGestores': lazy(() => import('../asignarGestores')),
};

export const REMOTE_NAME = 'mf_solicitudes' as const;
export const HARNESS_TITLE = 'Solicitudes';
