import { abrirFlujo, http } from '@verifica/shared/base';
import { leerArrayJson } from './arrayJson';
import { normalizePaged, type ListParams, type OpcionesPagina, type PageResult, type PagedOrAll } from './paged';

/**
 * GET a paged list and normalise it (paged object or plain array). "Todos" (rowsPerPage < 0)
 * with `opciones.alAvanzar`: the array is read as it streams in (fetch, `abrirFlujo`) and its rows
 * handed over in stretches; the result carries them all at the end. `opciones.signal` cancels.
 */
export async function getPage<T>(url: string, params: ListParams = {}, opciones: OpcionesPagina<T> = {}): Promise<PageResult<T>> {
  const { signal, alAvanzar } = opciones;
  // Without fetch streams (jsdom in component tests, an old browser) "Todos" is one axios call.
  const flujos = typeof fetch === 'function' && typeof ReadableStream === 'function' && typeof TextDecoder === 'function';
  if (alAvanzar && flujos && typeof params.rowsPerPage === 'number' && params.rowsPerPage < 0) {
    const cuerpo = await abrirFlujo(url, params, signal);
    const rows: T[] = [];
    await leerArrayJson<T>(cuerpo, (filas) => {
      for (const f of filas) rows.push(f);
      alAvanzar(filas);
    }, signal);
    return { rows, totalItems: rows.length, pages: 1, page: 1 };
  }
  const { data } = await http.get<PagedOrAll<T>>(url, { params, signal });
  return normalizePaged(data);
}

/** GET a plain list (an option list such as `/api/agencias/list`), the query from `params`. */
export async function getList<T>(url: string, params: object = {}): Promise<T[]> {
  const { data } = await http.get<T[]>(url, { params });
  return data;
}

/** The calls over one REST resource `/api/<name>` (react-admin's dataProvider, one resource). */
export interface Resource<Row, Input = Row> {
  /** GET /api/<name>?page&rowsPerPage&sortBy&descending&search&<filters> ("Todos" read as it streams, see `getPage`). */
  list(params?: ListParams, opciones?: OpcionesPagina<Row>): Promise<PageResult<Row>>;
  /** GET /api/<name>/<id>. */
  get(id: number): Promise<Row>;
  /** POST /api/<name>. */
  create(body: Input): Promise<Row>;
  /** PUT /api/<name>/<id>. */
  update(id: number, body: Input): Promise<Row>;
  /** DELETE /api/<name>/<id>. */
  remove(id: number): Promise<void>;
}

export interface ResourceOptions {
  /** Query parameters every list call carries (a call's own params win). */
  listParams?: ListParams;
}

/**
 * A remote's calls over a resource, typed by its row and body: `resource<Agencia, AgenciaInput>('agencias')`.
 * Generic on purpose: what a feature needs beyond it lives in the remote's own `src/api/`.
 */
export function resource<Row, Input = Row>(name: string, { listParams = {} }: ResourceOptions = {}): Resource<Row, Input> {
  const base = `/api/${name}`;
  return {
    list: (params = {}, opciones) => getPage<Row>(base, { ...listParams, ...params }, opciones),
    get: async (id) => (await http.get<Row>(`${base}/${id}`)).data,
    create: async (body) => (await http.post<Row>(base, body)).data,
    update: async (id, body) => (await http.put<Row>(`${base}/${id}`, body)).data,
    remove: async (id) => {
      await http.delete(`${base}/${id}`);
    },
  };
}

/**
 * POST a file as multipart `file` (with `campos` before it), reporting the upload progress in
 * percent (axios onUploadProgress); resolves with the answer's body.
 */
export async function postArchivo<T>(url: string, file: File, onProgress: (porcentaje: number) => void, campos: Record<string, string> = {}): Promise<T> {
  const body = new FormData();
  for (const [key, value] of Object.entries(campos)) body.append(key, value);
  body.append('file', file);
  const { data } = await http.post<T>(url, body, {
    onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded * 100) / e.total) : 0),
  });
  return data;
}
