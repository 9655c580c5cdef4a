import type {
  AsignarRespuesta,
  CargaRespuesta,
  MessageBody,
  PersonaListItem,
  AccionesLlamada,
  SeguimientoLlamada,
  SeguimientoLlamadaLeido,
  SolicitudOperadorFila,
  VerificacionOperadorActualizar,
  VerificacionOperadorCrear,
} from '@verifica/contracts';
import { getList, getPage, http, postArchivo, type ListParams, type PageResult } from '@verifica/shared';

/** Which option list: GET /api/solicitudes_operadores/{lista} with the rest of the filter. */
export type ListaOpcionesLlamadas = 'edos' | 'ciudades' | 'colonias' | 'fuerza_venta';

/** The calls of mf-callcenter (SPEC §7, contracts/callcenter.ts). */
export const callcenterApi = {
  /** GET /api/solicitudes_operadores: filter + paging (rowsPerPage -1 = every row). */
  list: (params: ListParams): Promise<PageResult<SolicitudOperadorFila>> => getPage<SolicitudOperadorFila>('/api/solicitudes_operadores', params),

  opciones: (lista: ListaOpcionesLlamadas, params: ListParams): Promise<string[]> => getList<string>(`/api/solicitudes_operadores/${lista}`, params),

  operadores: (agenciaId: number | null): Promise<PersonaListItem[]> =>
    getList<PersonaListItem>('/api/operadores/list', agenciaId ? { agencia_id: agenciaId } : {}),

  /** POST /api/solicitudes_operadores/: the chosen rows, or `todos` + the filter. */
  asignar: async (body: ListParams & { seleccionados?: number[]; todos?: boolean; usuario_id: number }): Promise<AsignarRespuesta> =>
    (await http.post<AsignarRespuesta>('/api/solicitudes_operadores/', body)).data,

  /** PUT /api/solicitudes_operadores/{solicitud_id}: usuario_id 0 unassigns. */
  reasignar: async (solicitudId: number, usuarioId: number): Promise<MessageBody> =>
    (await http.put<MessageBody>(`/api/solicitudes_operadores/${solicitudId}`, { usuario_id: usuarioId })).data,

  /** POST /api/solicitudes/load_file (multipart `file`), reporting the upload progress. */
  cargarArchivo: (file: File, onProgress: (porcentaje: number) => void, agenciaId?: number | null): Promise<CargaRespuesta> =>
    postArchivo<CargaRespuesta>('/api/solicitudes/load_file', file, onProgress, agenciaId ? { agencia_id: String(agenciaId) } : {}),

  /**
   * GET /api/verificaciones_operadores?solicitud_id=: the saved call form (null before the first
   * save: the server answers the empty form, id null) and what this user may do with it.
   */
  verificacion: async (solicitudId: number): Promise<{ guardado: SeguimientoLlamada | null; acciones: AccionesLlamada }> => {
    const { data } = await http.get<SeguimientoLlamadaLeido>('/api/verificaciones_operadores', { params: { solicitud_id: solicitudId } });
    return { guardado: data.id === null ? null : data, acciones: data.acciones };
  },

  crearVerificacion: async (body: VerificacionOperadorCrear): Promise<SeguimientoLlamada> =>
    (await http.post<SeguimientoLlamada>('/api/verificaciones_operadores/', body)).data,

  actualizarVerificacion: async (id: number, body: VerificacionOperadorActualizar): Promise<SeguimientoLlamada> =>
    (await http.put<SeguimientoLlamada>(`/api/verificaciones_operadores/${id}`, body)).data,
};
