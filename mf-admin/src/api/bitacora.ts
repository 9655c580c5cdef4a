import type { EntradaBitacora, PersonaListItem, UsuarioFila } from '@verifica/contracts';
import { formatFecha, getList, getPage, http, type ListParams, type OpcionesPagina, type PageResult } from '@verifica/shared';

/** GET /api/bitacora: a page of audited changes in the session's scope. */
export function bitacora(params: ListParams = {}, opciones?: OpcionesPagina<EntradaBitacora>): Promise<PageResult<EntradaBitacora>> {
  return getPage<EntradaBitacora>('/api/bitacora', params, opciones);
}

/** The users the Usuario filter offers: every user in scope, deleted ones too (they may have made changes). */
export async function usuariosBitacora(): Promise<PersonaListItem[]> {
  const filas = await getList<UsuarioFila>('/api/usuarios', { rowsPerPage: -1, eliminado: 0, sortBy: 'nombre' });
  return filas.map((u) => ({ id: u.id, nombre_completo: u.nombre_completo }));
}

/** GET /api/bitacora/exportar with the list's filter: saves the CSV the server writes (same scope as the list). */
export async function exportarBitacora(params: ListParams): Promise<void> {
  const { data } = await http.get<Blob>('/api/bitacora/exportar', { params, responseType: 'blob' }).catch(async (error: unknown) => {
    throw await conCuerpoLeido(error);
  });
  const blob = data instanceof Blob ? data : new Blob([data], { type: 'text/csv' });
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = `bitacora-${formatFecha(new Date())}.csv`;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** An error answer asked as a blob carries its JSON as a Blob: read it, so the message shows. */
async function conCuerpoLeido(error: unknown): Promise<unknown> {
  const respuesta: unknown = typeof error === 'object' && error !== null && 'response' in error ? error.response : null;
  if (typeof respuesta !== 'object' || respuesta === null || !('data' in respuesta) || !(respuesta.data instanceof Blob)) return error;
  try {
    Object.assign(respuesta, { data: JSON.parse(await textoDe(respuesta.data)) as unknown });
  } catch {
    // Not JSON: the generic message stays.
  }
  return error;
}

/** A blob's text (FileReader: also where Blob has no text(), as in older DOMs). */
function textoDe(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(typeof lector.result === 'string' ? lector.result : '');
    lector.onerror = () => reject(lector.error ?? new Error('lectura'));
    lector.readAsText(blob);
  });
}
