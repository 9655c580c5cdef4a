/** Who may start and see jobs: the permission of each kind (that of its synchronous endpoint) and the admins' view. */
import { can, PERMISOS, type Permiso, type TipoTrabajo } from '@verifica/contracts';
import { alcanceDe } from '../../sesion/alcance';
import type { UsuarioActivo } from '../../sesion/lectura';
import type { Visibilidad } from './consultas';

export const PERMISO_DE_TIPO: Record<TipoTrabajo, Permiso> = {
  exportar_solicitudes: PERMISOS.gestionarSolicitudes,
  importar_solicitudes: PERMISOS.gestionarSolicitudes,
  exportar_callcenter: PERMISOS.reportesCallCenter,
  exportar_productividad: PERMISOS.gestionarSolicitudes,
  exportar_bitacora: PERMISOS.admin,
};

/** Any permission that starts some job (the route's policy); each kind checks its own. */
export const PERMISOS_TRABAJOS: readonly Permiso[] = [...new Set(Object.values(PERMISO_DE_TIPO))];

type Usuario = Pick<UsuarioActivo, 'id' | 'permisos' | 'broad' | 'agencia_id'>;

/** The agency scope a user has for a kind (null: every agency), or 'denegado'. */
export const alcanceTipo = (u: Usuario, tipo: TipoTrabajo) => alcanceDe(u, PERMISO_DE_TIPO[tipo]);

/** Own jobs; an administrator also his agency's, a broad one every job. */
export function visibilidadDe(u: Usuario): Visibilidad {
  if (!can(u.permisos, PERMISOS.admin)) return { usuarioId: u.id, agencia: undefined };
  return { usuarioId: u.id, agencia: u.broad ? null : (u.agencia_id ?? undefined) };
}
