import { can, PERMISOS } from '@verifica/contracts';
import type { UsuarioSesion } from '../../plugins/policy';

/** is_admin (or broad): operator filter, No Asignadas, assign, reassign, Rehabilitar, any call form. */
export const esAdminLlamadas = (u: Pick<UsuarioSesion, 'permisos'>): boolean => can(u.permisos, PERMISOS.admin);

/**
 * An operator (the call-center permission without is_admin nor gestionar_solicitudes) sees only the
 * requests assigned to them; supervisors and admins see their agency's.
 */
export const soloAsignadasAlUsuario = (u: Pick<UsuarioSesion, 'permisos'>): boolean =>
  !can(u.permisos, PERMISOS.admin) && !can(u.permisos, PERMISOS.gestionarSolicitudes);
