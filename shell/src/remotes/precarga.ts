import { can } from '@verifica/contracts';
import { SCREEN_ROUTES, readSession, type RemoteName } from '@verifica/shared/base';
import { loadExposed } from './federation';

/** What opening a URL loads: the logged-in frame and the screen's remote module. */
export interface Cargas {
  marco(): Promise<unknown>;
  pantalla(remote: RemoteName, module: string): Promise<unknown>;
}

const CARGAS: Cargas = {
  marco: () => import('../layout/MainLayout'),
  pantalla: loadExposed,
};

/**
 * Opening an /admin URL with a session: the frame's chunk and the screen's remote (remotes.json,
 * manifest, entry, module) start loading at once, beside React's first render, instead of each
 * waiting for the one before (frame -> route -> screen). Only a screen the session may open (the
 * rule RequirePermission applies): others never fetch their remote. RemoteScreen then finds them
 * loaded or on their way; a failure here is left for it to show (and retry).
 */
export function precargarAlAbrir(pathname: string, cargas: Cargas = CARGAS): void {
  const sesion = readSession();
  if (!pathname.startsWith('/admin') || sesion === null) return;
  void cargas.marco().catch(() => undefined);
  const ruta = SCREEN_ROUTES.find((r) => r.path === pathname.replace(/\/+$/, ''));
  if (ruta && can(sesion.permisos, ruta.permission)) void cargas.pantalla(ruta.remote, ruta.module).catch(() => undefined);
}
