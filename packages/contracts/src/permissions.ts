/** Permission names of SPEC §6. */
export const PERMISOS = {
  superAdmin: 'is_super_admin',
  comodin: '*',
  admin: 'is_admin',
  gestionarUsuarios: 'gestionar_usuarios',
  gestionarSolicitudes: 'gestionar_solicitudes',
  reportesCallCenter: 'reportesCallCenter',
  reporteGraficaFolios: 'reporteGraficaFolios',
  reporteMapaFolios: 'reporteMapaFolios',
} as const;

export type Permiso = (typeof PERMISOS)[keyof typeof PERMISOS];

/** The empty name: passes only for is_super_admin or '*' (the "broad permission"). */
export const PERMISO_AMPLIO = '' as const;

export const TODOS_LOS_PERMISOS: readonly Permiso[] = Object.values(PERMISOS);

/**
 * SPEC §6: a check passes if the list holds is_super_admin, '*', or the exact permission.
 * An empty name therefore passes only for super admin or wildcard.
 */
export function can(permisos: readonly string[] | null | undefined, permission: string): boolean {
  if (!permisos) return false;
  if (permisos.includes(PERMISOS.superAdmin) || permisos.includes(PERMISOS.comodin)) return true;
  return permission !== '' && permisos.includes(permission);
}

export function hasBroadPermission(permisos: readonly string[] | null | undefined): boolean {
  return can(permisos, PERMISO_AMPLIO);
}

/** Seeded roles (ARCHITECTURE §5). Names are the ones GET /api/permisos/list shows. */
export const ROLES = {
  superAdministrador: { title: 'Super Administrador', permisos: [PERMISOS.superAdmin] },
  administrador: {
    title: 'Administrador',
    permisos: [
      PERMISOS.admin,
      PERMISOS.gestionarUsuarios,
      PERMISOS.gestionarSolicitudes,
      PERMISOS.reportesCallCenter,
      PERMISOS.reporteGraficaFolios,
      PERMISOS.reporteMapaFolios,
    ],
  },
  supervisor: {
    title: 'Supervisor',
    permisos: [
      PERMISOS.gestionarSolicitudes,
      PERMISOS.reportesCallCenter,
      PERMISOS.reporteGraficaFolios,
      PERMISOS.reporteMapaFolios,
    ],
  },
  operador: { title: 'Operador', permisos: [PERMISOS.reportesCallCenter] },
  gestor: { title: 'Gestor', permisos: [] },
} as const satisfies Record<string, { title: string; permisos: readonly Permiso[] }>;

export type RolClave = keyof typeof ROLES;
