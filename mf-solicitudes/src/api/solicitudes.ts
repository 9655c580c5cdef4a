import type {
  DesasignarRespuesta,
  DuplicarRespuesta,
  SolicitudDetalle,
  SolicitudFila,
  SolicitudUpdate,
  TrabajoCreado,
  Verificacion,
  VerificacionInput,
} from '@verifica/contracts';
import { api, asignacionApi, getPage, http, trabajosApi, type ListParams, type OpcionesPagina, type PageResult } from '@verifica/shared';

/** Which option list: GET /api/solicitudes/{lista} with the rest of the filter. */
export type ListaOpciones = 'edos' | 'ciudades' | 'colonias' | 'fuerza_venta';

export interface DuplicarForm {
  agencia_id?: number | null;
  solicitud_id: number;
  codigo: string;
  folio_solicitud: string;
}

/** Gestores of an agency (a scoped user always gets their own); POST/PUT /api/solicitudes_encuestador (usuario_id 0 unassigns). */
const asignacion = asignacionApi({ personas: '/api/gestores/list', asignaciones: '/api/solicitudes_encuestador', carga: '/api/solicitudes/load_file' });

/** The calls of mf-solicitudes (SPEC §7, contracts/solicitudes.ts). */
export const solicitudesApi = {
  /** GET /api/solicitudes: filter + paging (rowsPerPage -1 = every row). */
  list: (params: ListParams, opciones?: OpcionesPagina<SolicitudFila>): Promise<PageResult<SolicitudFila>> => getPage<SolicitudFila>('/api/solicitudes', params, opciones),

  opciones: async (lista: ListaOpciones, params: ListParams): Promise<string[]> =>
    (await http.get<string[]>(`/api/solicitudes/${lista}`, { params })).data,

  detalle: (id: number): Promise<SolicitudDetalle> => api.solicitud(id),

  /** PUT /api/solicitudes/{id}: here only comentario and position (Datos Internos). */
  actualizar: async (id: number, body: SolicitudUpdate): Promise<SolicitudDetalle> =>
    (await http.put<SolicitudDetalle>(`/api/solicitudes/${id}`, body)).data,

  gestores: asignacion.personas,
  asignar: asignacion.asignar,
  reasignar: asignacion.reasignar,

  desasignar: async (ids: number[]): Promise<DesasignarRespuesta> =>
    (await http.post<DesasignarRespuesta>('/api/solicitudes/desasignar', ids)).data,

  duplicar: async ({ agencia_id, ...rest }: DuplicarForm): Promise<DuplicarRespuesta> =>
    (await http.post<DuplicarRespuesta>('/api/solicitudes/duplicar', agencia_id ? { agencia_id, ...rest } : rest)).data,

  /** Cargar Archivo: the upload runs as a background job (POST /api/trabajos), all or nothing as before. */
  cargarArchivo: trabajosApi.importar,

  /** GET /api/solicitudes/plantilla with the Bearer header, saved as a file. */
  descargarPlantilla: async (): Promise<void> => {
    const { data } = await http.get<Blob>('/api/solicitudes/plantilla', { responseType: 'blob' });
    guardar(data, 'plantilla_solicitudes.xlsx');
  },

  /** Exportar a Excel: a background job over the list's filter (POST /api/trabajos), followed on screen and in Mis trabajos. */
  exportar: (filtro: ListParams): Promise<TrabajoCreado> => trabajosApi.exportar('exportar_solicitudes', filtro),

  actualizarVerificacion: async (id: number, body: VerificacionInput): Promise<Verificacion> =>
    (await http.put<Verificacion>(`/api/verificaciones/${id}`, body)).data,
};

function guardar(blob: Blob, nombre: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
