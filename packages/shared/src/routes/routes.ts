import { PORTAL_SCREENS } from '@verifica/contracts';

/** The federated remotes and the screens each exposes (ARCHITECTURE §1). */
export const REMOTES = ['mf_solicitudes', 'mf_callcenter', 'mf_reportes', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTES)[number];

export interface ScreenRoute {
  /** Route name of SPEC §2. */
  name: string;
  /** Absolute path; `:id` where the spec says {id}. */
  path: string;
  /** Title shown in the top bar. */
  title: string;
  /** Permission the route needs (SPEC §6); '' is the broad permission; undefined: any logged-in user. */
  permission?: string;
  remote: RemoteName;
  /** Module the remote exposes, e.g. './Agencias'. */
  module: string;
}

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
