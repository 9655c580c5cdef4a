/** The calls of mf-reportes (SPEC §7), typed by @verifica/contracts. */
import type { AgenciaListItem, GraficaFila, MapaCeldas, TelefonoDuplicado } from '@verifica/contracts';
import { getPage, http, type ListParams, type OpcionesPagina, type PageResult } from '@verifica/shared';

/** Query of a report: undefined values are left out. */
export type ReporteParams = Record<string, string | number | readonly string[] | undefined>;

async function get<T>(url: string, params?: ReporteParams): Promise<T> {
  const { data } = await http.get<T>(url, { params });
  return data;
}

/** GET /api/reportes/graficas_folios: gestor assignments and field verifications per agency. */
export const graficasFolios = (params: ReporteParams) => get<GraficaFila[]>('/api/reportes/graficas_folios', params);

/** GET /api/reportes/graficas_folios_informativos: operator assignments and call verifications per agency. */
export const graficasFoliosInformativos = (params: ReporteParams) => get<GraficaFila[]>('/api/reportes/graficas_folios_informativos', params);

/** GET /api/reportes/mapa_folios/celdas: the map's filters grouped on the zoom's grid (zoom, optional oeste/sur/este/norte). */
export const mapaCeldas = (params: ReporteParams) => get<MapaCeldas>('/api/reportes/mapa_folios/celdas', params);

/** GET /api/solicitudes/edos with the map's filters (SPEC §7: fecha_desde one month before the map's). */
export const edos = (params: ReporteParams) => get<string[]>('/api/solicitudes/edos', params);

/** GET /api/telefonos_duplicados (paged). */
export const telefonosDuplicados = (params: ListParams, opciones?: OpcionesPagina<TelefonoDuplicado>): Promise<PageResult<TelefonoDuplicado>> =>
  getPage<TelefonoDuplicado>('/api/telefonos_duplicados', params, opciones);

/** GET /api/agencias/list (agency selectors of broad users). */
export const agenciasList = (): Promise<AgenciaListItem[]> => get<AgenciaListItem[]>('/api/agencias/list');
