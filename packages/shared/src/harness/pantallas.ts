import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuloPantalla } from '@verifica/shared/base';

/** A remote's exposed modules, by module name (the same as its rspack exposes). */
export type ModulosPantalla = Readonly<Record<string, () => Promise<ModuloPantalla>>>;

/** The screens of `modulos`, each as React.lazy (the remote's harness and its tests mount these). */
export function pantallasDe(modulos: ModulosPantalla): Record<string, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(Object.entries(modulos).map(([modulo, cargar]) => [modulo, lazy(cargar)]));
}
