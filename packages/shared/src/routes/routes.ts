import { PORTAL_SCREENS, type ExposedModule, type RemoteName } from '@verifica/contracts';

/** The federated remotes and the screens each exposes: one list in @verifica/contracts (remotes.json). */
export { REMOTES, type RemoteName, type ExposedModule } from '@verifica/contracts';

interface ScreenRouteBase {
  /** Route name of SPEC §2. */
  name: string;
  /** Absolute path; `:id` where the spec says {id}. */
  path: string;
  /** Title shown in the top bar. */
  title: string;
  /** Permission the route needs (SPEC §6); '' is the broad permission; undefined: any logged-in user. */
  permission?: string;
}

/** remote + module: only a module the remote exposes in remotes.json type-checks. */
export type ScreenRoute = ScreenRouteBase &
  { [R in RemoteName]: { remote: R; /** Module the remote exposes, e.g. './Agencias'. */ module: ExposedModule<R> } }[RemoteName];

/** Every screen under /admin that lives in a remote (SPEC §2). */
export const SCREEN_ROUTES = PORTAL_SCREENS satisfies readonly ScreenRoute[];

export type ScreenName = (typeof SCREEN_ROUTES)[number]['name'];

/** The drawer menu of SPEC §2 with its gates of §6, in order (data in @verifica/contracts). */
export { MENU, type MenuEntry } from '@verifica/contracts';

/** Build a concrete path from a route pattern: pathTo('agenciasForm', { id: 0 }). */
export function pathTo(name: ScreenName, params: Record<string, string | number> = {}): string {
  const route = SCREEN_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Ruta desconocida: ${name}`);
  return route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
