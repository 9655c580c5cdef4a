import type { ComponentType } from 'react';
import { SCREEN_ROUTES, type RemoteName } from '@verifica/shared/base';
import { initRemotes, loadExposed, resetRemote } from './federation';

type Screen = (typeof SCREEN_ROUTES)[number];
/** The modules a remote exposes, from SCREEN_ROUTES: RemoteModule<'mf_admin'> = './Agencias' | ... */
export type RemoteModule<R extends RemoteName> = Extract<Screen, { remote: R }>['module'];

/** What every exposed screen module is: a default-exported React component (dts is off). */
export interface RemoteScreenModule {
  default: ComponentType;
}

function isScreenModule(mod: unknown): mod is RemoteScreenModule {
  if (typeof mod !== 'object' || mod === null || !('default' in mod)) return false;
  const component: unknown = (mod as { default: unknown }).default;
  // Function components, or memo/forwardRef/lazy objects.
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

/** Typed `loadRemote` for a screen: rejects when the remote is down or the module is not a screen. */
export async function loadRemoteScreen<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemoteScreenModule> {
  const mod = await loadExposed(remote, module);
  if (!isScreenModule(mod)) throw new Error(`${remote}/${module} no exporta un componente por defecto`);
  return mod;
}

/** Forget a failed remote so the next loadRemoteScreen fetches it again. */
export function forgetRemote(remote: RemoteName): void {
  resetRemote(remote);
}

/** Starts what every remote screen needs first (/remotes.json, the federation instance); a failure is left to the screen's own load. */
export function precargarRemotos(): void {
  initRemotes().catch(() => undefined);
}
