import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { NombreControl } from '@verifica/shared/base';

/** An exposed screen's module, as the shell loads it (shell/src/remotes/loadRemoteScreen.ts). */
export interface ModuloPantalla {
  default: ComponentType;
  /** The kit's deferred controls the screen shows as it opens: the shell loads them with it. */
  controles?: readonly NombreControl[];
}

/** A remote's exposed modules, by module name (the same as its rspack exposes). */
export type ModulosPantalla = Readonly<Record<string, () => Promise<ModuloPantalla>>>;

/** The screens of `modulos`, each as React.lazy (the remote's harness and its tests mount these). */
export function pantallasDe(modulos: ModulosPantalla): Record<string, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(Object.entries(modulos).map(([modulo, cargar]) => [modulo, lazy(cargar)]));
}
