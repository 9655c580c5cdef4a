import { can } from '@verifica/contracts';
import { SCREEN_ROUTES, esNombreControl, type ModuloPantalla, type NombreControl, type RemoteName } from '@verifica/shared/base';
import { matchPath } from '@verifica/shared/router';
import { initRemotes, loadExposed, resetRemote } from './federation';

type Screen = (typeof SCREEN_ROUTES)[number];
/** The modules a remote exposes, from SCREEN_ROUTES: RemoteModule<'mf_admin'> = './Agencias' | ... */
export type RemoteModule<R extends RemoteName> = Extract<Screen, { remote: R }>['module'];

function isScreenModule(mod: unknown): mod is ModuloPantalla {
  if (typeof mod !== 'object' || mod === null || !('default' in mod)) return false;
  const component: unknown = (mod as { default: unknown }).default;
  // Function components, or memo/forwardRef/lazy objects.
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

/** The module's `controles`, known names only (a newer remote may name one this kit lacks). */
function controlesDe(mod: ModuloPantalla): NombreControl[] {
  const { controles } = mod as { controles?: unknown };
  return Array.isArray(controles) ? controles.filter(esNombreControl) : [];
}

async function cargar<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<ModuloPantalla> {
  const mod = await loadExposed(remote, module);
  if (!isScreenModule(mod)) throw new Error(`${remote}/${module} no exporta un componente por defecto`);
  // The controls' code, all at once: the screen's first render sends its requests meanwhile, and
  // waits for them (PantallaEntera) instead of meeting them one after another.
  const controles = controlesDe(mod);
  if (controles.length) void import('@verifica/shared').then((kit) => kit.precargarControles(controles), () => undefined);
  return mod;
}

/** The screens asked for (`remote/module`): one load each, forgotten when it fails. */
const cargas = new Map<string, Promise<ModuloPantalla>>();

/** Typed `loadRemote` for a screen: rejects when the remote is down or the module is not a screen. */
export function loadRemoteScreen<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<ModuloPantalla> {
  const clave = `${remote}/${module}`;
  let carga = cargas.get(clave);
  if (!carga) {
    carga = cargar(remote, module);
    cargas.set(clave, carga);
    carga.catch(() => cargas.delete(clave));
  }
  return carga;
}

/** Forget a failed remote so the next loadRemoteScreen fetches it again. */
export function forgetRemote(remote: RemoteName): void {
  for (const clave of cargas.keys()) if (clave.startsWith(`${remote}/`)) cargas.delete(clave);
  resetRemote(remote);
}

/**
 * For a page opened at `pathname`: starts what every remote screen needs first (/remotes.json,
 * the federation instance) and, when the path is a screen the session may open (`permisos`), its
 * module, beside the frame's own loading rather than after the frame has rendered. A screen the
 * user may not open is never fetched («No autorizado» needs no remote). Failures are left to the
 * screen's load.
 */
export function precargarRemotos(pathname: string, permisos: readonly string[]): void {
  initRemotes().catch(() => undefined);
  const pantalla = SCREEN_ROUTES.find((r) => matchPath(r.path, pathname));
  if (pantalla && can(permisos, pantalla.permission)) loadRemoteScreen(pantalla.remote, pantalla.module).catch(() => undefined);
}
