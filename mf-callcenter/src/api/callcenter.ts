import type {
  AccionesLlamada,
  ProgramarRellamada,
  Productividad,
  Rellamada,
  ResumenLlamadas,
  VencidasPorOperador,
  SeguimientoLlamada,
  SeguimientoLlamadaLeido,
  SiguienteLlamada,
  SolicitudOperadorFila,
  TrabajoCreado,
  VerificacionOperadorActualizar,
  VerificacionOperadorCrear,
} from '@verifica/contracts';
import { asignacionApi, getList, getPage, http, trabajosApi, type ListParams, type OpcionesPagina, type PageResult } from '@verifica/shared';

/** Which option list: GET /api/solicitudes_operadores/{lista} with the rest of the filter. */
export type ListaOpcionesLlamadas = 'edos' | 'ciudades' | 'colonias' | 'fuerza_venta';

/** Operators of an agency; POST/PUT /api/solicitudes_operadores (usuario_id 0 unassigns). */
const asignacion = asignacionApi({ personas: '/api/operadores/list', asignaciones: '/api/solicitudes_operadores', carga: '/api/solicitudes/load_file' });

/** The calls of mf-callcenter (SPEC §7, contracts/callcenter.ts). */
export const callcenterApi = {
  /** GET /api/solicitudes_operadores: filter + paging (rowsPerPage -1 = every row). */
  list: (params: ListParams, opciones?: OpcionesPagina<SolicitudOperadorFila>): Promise<PageResult<SolicitudOperadorFila>> =>
    getPage<SolicitudOperadorFila>('/api/solicitudes_operadores', params, opciones),

  /** GET /api/solicitudes_operadores/resumen: the filter's rows counted by status and by vigencia. */
  resumen: async (params: ListParams): Promise<ResumenLlamadas> => (await http.get<ResumenLlamadas>('/api/solicitudes_operadores/resumen', { params })).data,

  /** GET /api/solicitudes_operadores/siguiente: the next folio of the user's own queue (null: none pending). */
  siguiente: async (): Promise<SolicitudOperadorFila | null> => (await http.get<SiguienteLlamada>('/api/solicitudes_operadores/siguiente')).data.fila,

  /** GET /api/rellamadas: the user's open callbacks, due first (with solicitudId: that folio's open one). */
  rellamadas: async (solicitudId?: number): Promise<Rellamada[]> =>
    (await http.get<Rellamada[]>('/api/rellamadas', { params: solicitudId === undefined ? {} : { solicitud_id: solicitudId } })).data,
  /** GET /api/rellamadas/vencidas: overdue callbacks per operator in the user's scope. */
  vencidasPorOperador: async (): Promise<VencidasPorOperador[]> => (await http.get<VencidasPorOperador[]>('/api/rellamadas/vencidas')).data,
  /** GET /api/productividad: per operator and day over the business days [fecha_desde, fecha_hasta]. */
  productividad: async (params: { fecha_desde: string; fecha_hasta: string }): Promise<Productividad> =>
    (await http.get<Productividad>('/api/productividad', { params })).data,
  /** Exportar a Excel of Productividad: a background job over the range (POST /api/trabajos). */
  exportarProductividad: (filtro: { fecha_desde: string; fecha_hasta: string }): Promise<TrabajoCreado> => trabajosApi.exportar('exportar_productividad', filtro),
  /** POST /api/rellamadas: schedules the folio's callback (replacing its open one). */
  programarRellamada: async (body: ProgramarRellamada): Promise<Rellamada> => (await http.post<Rellamada>('/api/rellamadas', body)).data,

  opciones: (lista: ListaOpcionesLlamadas, params: ListParams): Promise<string[]> => getList<string>(`/api/solicitudes_operadores/${lista}`, params),

  operadores: asignacion.personas,
  asignar: asignacion.asignar,
  reasignar: asignacion.reasignar,
  /** Exportar a Excel: a background job over the report's filter (POST /api/trabajos), the rows the report shows this user. */
  exportar: (filtro: ListParams): Promise<TrabajoCreado> => trabajosApi.exportar('exportar_callcenter', filtro),

  /** Cargar Archivo: the upload runs as a background job (POST /api/trabajos), all or nothing as before. */
  cargarArchivo: trabajosApi.importar,

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
