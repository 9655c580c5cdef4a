import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuloPantalla, RemoteName } from '@verifica/shared/base';

/** A remote's exposed modules, by module name (the same as its rspack exposes). */
export type ModulosPantalla = Readonly<Record<string, () => Promise<ModuloPantalla>>>;

/** The screens of `modulos`, each as React.lazy (the remote's harness and its tests mount these). */
export function pantallasDe(modulos: ModulosPantalla): Record<string, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(Object.entries(modulos).map(([modulo, cargar]) => [modulo, lazy(cargar)]));
}

/** A remote as its harness and its tests mount it: its name, the harness login's title, its exposed modules and their screens. */
export interface ArnesRemoto {
  remote: RemoteName;
  title: string;
  modulos: ModulosPantalla;
  screens: Record<string, LazyExoticComponent<ComponentType>>;
}

/** The remote's harness (`startRemoteHarness(arnes)`), from its exposed modules (the same as its rspack exposes). */
export function arnesDe(remote: RemoteName, title: string, modulos: ModulosPantalla): ArnesRemoto {
  return { remote, title, modulos, screens: pantallasDe(modulos) };
}
