import { MENSAJES_TRABAJOS, type TipoTrabajo, type Trabajo, type TrabajoCreado } from '@verifica/contracts';
import { http, apiErrorMessage } from '@verifica/shared/base';
import type { ListParams } from './paged';
import { postArchivo } from './resource';

/** The job has no file to download any more (it expired): its message is the user's. */
export class TrabajoSinArchivo extends Error {
  constructor() {
    super(MENSAJES_TRABAJOS.archivoExpirado);
    this.name = 'TrabajoSinArchivo';
  }
}

/** What to tell the user when a job's download fails. */
export const mensajeDescarga = (error: unknown): string => (error instanceof TrabajoSinArchivo ? error.message : apiErrorMessage(error));

/** Window event sent when this tab queues a job, so "Mis trabajos" looks at once. */
export const EVENTO_TRABAJO_CREADO = 'verifica:trabajo-creado';

const avisar = (creado: TrabajoCreado): TrabajoCreado => {
  window.dispatchEvent(new CustomEvent(EVENTO_TRABAJO_CREADO, { detail: creado.id }));
  return creado;
};

/** The calls of /api/trabajos: queue, follow, cancel, download. */
export const trabajosApi = {
  /** POST /api/trabajos with the list's filter (the same query the list sends). */
  exportar: async (tipo: Exclude<TipoTrabajo, 'importar_solicitudes'>, filtro: ListParams): Promise<TrabajoCreado> =>
    avisar((await http.post<TrabajoCreado>('/api/trabajos', { ...filtro, tipo })).data),

  /**
   * POST /api/trabajos as multipart: the upload runs as a job (agencia_id for broad users; `validar`
   * only checks the file; `mapeo` the field chosen for each header the server did not recognise).
   */
  importar: async (
    file: File,
    onProgress: (porcentaje: number) => void,
    agenciaId?: number | null,
    opciones: { validar?: boolean; mapeo?: Record<string, string> } = {},
  ): Promise<TrabajoCreado> =>
    avisar(
      await postArchivo<TrabajoCreado>('/api/trabajos', file, onProgress, {
        tipo: 'importar_solicitudes',
        ...(agenciaId ? { agencia_id: String(agenciaId) } : {}),
        ...(opciones.validar ? { validar: 'true' } : {}),
        ...(opciones.mapeo && Object.keys(opciones.mapeo).length > 0 ? { mapeo: JSON.stringify(opciones.mapeo) } : {}),
      }),
    ),

  listar: async (): Promise<Trabajo[]> => (await http.get<Trabajo[]>('/api/trabajos')).data,

  obtener: async (id: number): Promise<Trabajo> => (await http.get<Trabajo>(`/api/trabajos/${id}`)).data,

  cancelar: async (id: number): Promise<Trabajo> => (await http.delete<Trabajo>(`/api/trabajos/${id}`)).data,

  /**
   * Opens the file of a finished job through a fresh signed link (the session token never goes
   * into a URL). The window is opened inside the click (popup blockers), then pointed at the link.
   */
  descargar: async (id: number): Promise<void> => {
    const tab = window.open('', '_blank');
    try {
      const t = await trabajosApi.obtener(id);
      if (!t.enlace) throw new TrabajoSinArchivo();
      const url = new URL(t.enlace.url, http.defaults.baseURL || window.location.origin).toString();
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      throw error;
    }
  },
};
