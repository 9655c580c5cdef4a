import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The screens mf_reportes exposes, by module name (same as rspack.config.mjs exposes). */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  './GraficaFolios': lazy(() => import('../graficaFolios')),
  './MapaFolios': lazy(() => import('../mapaFolios')),
  './TelefonosDuplicados': lazy(() => import('../telefonosDuplicados')),
};

export const REMOTE_NAME = 'mf_reportes' as const;
export const HARNESS_TITLE = 'Reportes';
