import { can, EstatusCallCenter, PERMISOS } from '@verifica/contracts';
import type { UsuarioSesion } from './tipos';

/** is_admin (or broad): operator filter, No Asignadas, assign, reassign, Rehabilitar, any call form. */
export const esAdminLlamadas = (u: Pick<UsuarioSesion, 'permisos'>): boolean => can(u.permisos, PERMISOS.admin);

/**
 * An operator (the call-center permission without is_admin nor gestionar_solicitudes) sees only the
 * requests assigned to them; supervisors and admins see their agency's.
 */
export const soloAsignadasAlUsuario = (u: Pick<UsuarioSesion, 'permisos'>): boolean =>
  !can(u.permisos, PERMISOS.admin) && !can(u.permisos, PERMISOS.gestionarSolicitudes);

/** The call-center statuses a user may see (SPEC §6: a non-admin every one but 2, No Asignadas). */
export const estatusPermitidos = (u: Pick<UsuarioSesion, 'permisos'>): number[] =>
  EstatusCallCenter.values.filter((v) => esAdminLlamadas(u) || v !== 2);

/**
 * The statuses a list or option list filters on. For a non-admin "all" (none, or 0) means
 * Asignadas, En Proceso and Finalizada, never the unassigned rows; asking for 2 is refused earlier.
 */
export function estatusVisibles(u: Pick<UsuarioSesion, 'permisos'>, asignadas: number[]): number[] {
  if (esAdminLlamadas(u)) return asignadas;
  const pedidos = asignadas.filter((v) => v !== 0);
  return pedidos.length > 0 ? pedidos : estatusPermitidos(u);
}
