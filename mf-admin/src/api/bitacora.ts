import type { EntradaBitacora, PersonaListItem, TrabajoCreado, UsuarioFila } from '@verifica/contracts';
import { getList, getPage, trabajosApi, type ListParams, type OpcionesPagina, type PageResult } from '@verifica/shared';

/** GET /api/bitacora: a page of audited changes in the session's scope. */
export function bitacora(params: ListParams = {}, opciones?: OpcionesPagina<EntradaBitacora>): Promise<PageResult<EntradaBitacora>> {
  return getPage<EntradaBitacora>('/api/bitacora', params, opciones);
}

/** The users the Usuario filter offers: every user in scope, deleted ones too (they may have made changes). */
export async function usuariosBitacora(): Promise<PersonaListItem[]> {
  const filas = await getList<UsuarioFila>('/api/usuarios', { rowsPerPage: -1, eliminado: 0, sortBy: 'nombre' });
  return filas.map((u) => ({ id: u.id, nombre_completo: u.nombre_completo }));
}

/** Exportar a Excel: a background job over the list's filter and order, without its page (POST /api/trabajos; same scope as the list). */
export function exportarBitacora(params: ListParams): Promise<TrabajoCreado> {
  const { page: _page, rowsPerPage: _filas, ...filtro } = params;
  return trabajosApi.exportar('exportar_bitacora', filtro);
}
