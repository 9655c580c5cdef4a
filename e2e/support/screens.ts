// The portal's route table and menu (@verifica/contracts, the data @verifica/shared types), so the
// tests follow it, plus what each demo role should see (ARCHITECTURE §5, SPEC §6).
import { can, MENU, PORTAL_SCREENS as SCREEN_ROUTES, ROLES, type MenuEntry, type RolClave } from '@verifica/contracts';
import type { DemoUser } from './env';

export { MENU, SCREEN_ROUTES };
export type { MenuEntry };
export type ScreenRoute = (typeof SCREEN_ROUTES)[number];

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
