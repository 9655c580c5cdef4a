import { REMOTE_APPS, type RemoteName } from './remotes';
import type { EstadoRelease, TipoErrorRemoto } from './remotos';

/** What a user calls each remote (the notice of a new release, the Remotos screen). */
export const ETIQUETAS_REMOTO: Record<RemoteName, string> = {
  mf_solicitudes: 'Solicitudes',
  mf_callcenter: 'Call Center',
  mf_reportes: 'Reportes',
  mf_admin: 'Administración',
};

/** The label of a remote named by its federation name ('mf_admin') or its folder ('mf-admin'). */
export function etiquetaRemoto(nombre: string): string {
  for (const [name, app] of Object.entries(REMOTE_APPS) as [RemoteName, { dir: string }][]) {
    if (name === nombre || app.dir === nombre) return ETIQUETAS_REMOTO[name];
  }
  return nombre;
}

export const ESTADOS_RELEASE_ETIQUETAS: Record<EstadoRelease, string> = {
  publicada: 'Publicada',
  activa: 'Activa',
  retirada: 'Retirada',
};

export const TIPOS_ERROR_REMOTO_ETIQUETAS: Record<TipoErrorRemoto, string> = {
  red: 'Red',
  integridad: 'Integridad',
  evaluacion: 'Evaluación',
};

export const MENSAJES_REMOTOS = {
  nuevaVersion: (pantalla: string) => `Hay una nueva versión de ${pantalla}`,
  recargar: 'Recargar',
} as const;
