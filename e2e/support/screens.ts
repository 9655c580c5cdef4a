// The portal's route table and menu (packages/shared/src/routes), read from the source so the
// tests follow it, plus what each demo role should see (ARCHITECTURE §5, SPEC §6).
import { can, ROLES, type RolClave } from '@verifica/contracts';
import { MENU, SCREEN_ROUTES, type MenuEntry, type ScreenRoute } from '../../packages/shared/src/routes/routes';
import type { DemoUser } from './env';

export { MENU, SCREEN_ROUTES };
export type { MenuEntry, ScreenRoute };

export const ROLE_OF: Record<DemoUser, RolClave> = {
  superadmin: 'superAdministrador',
  admin: 'administrador',
  admin2: 'administrador',
  supervisor: 'supervisor',
  operador: 'operador',
  gestor: 'gestor',
};

/** The menu entries (in order) a demo user's role may see. */
export function menuFor(user: DemoUser): MenuEntry[] {
  const permisos = ROLES[ROLE_OF[user]].permisos;
  return MENU.filter((entry) => entry.permission === undefined || can(permisos, entry.permission));
}

/** The screen (route table entry) a menu path opens. */
export function screenAt(path: string): ScreenRoute {
  const screen = SCREEN_ROUTES.find((r) => r.path === path);
  if (!screen) throw new Error(`Ninguna pantalla en ${path}`);
  return screen;
}

export function screenNamed(name: string): ScreenRoute {
  const screen = SCREEN_ROUTES.find((r) => r.name === name);
  if (!screen) throw new Error(`Pantalla desconocida: ${name}`);
  return screen;
}

/** Folder a federation name is built into (mf_reportes -> mf-reportes). */
export function remoteDir(remote: string): string {
  return remote.replace(/_/g, '-');
}
