import type {
  Agencia,
  AgenciaInput,
  AgenciaListItem,
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  LoginResponse,
  MessageBody,
  PasswordEmailRequest,
  PasswordResetRequest,
  PersonaListItem,
  RolOption,
  SolicitudDetalle,
  Usuario,
  UsuarioInput,
} from '@verifica/contracts';
import { http } from './client';
import { sessionStore } from '../session/sessionStore';
import { normalizePaged, type ListParams, type PageResult, type PagedOrAll } from './paged';

/** GET a paged list and normalise it (paged object or plain array). */
export async function getPage<T>(url: string, params: ListParams = {}): Promise<PageResult<T>> {
  const { data } = await http.get<PagedOrAll<T>>(url, { params });
  return normalizePaged(data);
}

async function get<T>(url: string, params?: object): Promise<T> {
  const { data } = await http.get<T>(url, { params });
  return data;
}
async function post<T>(url: string, body?: unknown, skipAuth = false): Promise<T> {
  const { data } = await http.post<T>(url, body, { skipAuth });
  return data;
}
async function put<T>(url: string, body?: unknown): Promise<T> {
  const { data } = await http.put<T>(url, body);
  return data;
}

/** POST /api/login (no Bearer header). Does not store the session: call useSession().login. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return post<LoginResponse>('/api/login', credentials, true);
}

/** POST /api/logout (revokes the token; failures are ignored), then clears the session. */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.getToken()) await http.post('/api/logout');
  } catch {
    // The session is cleared locally whatever the server says.
  } finally {
    sessionStore.clear();
  }
}

/** POST /password/email: sends the recovery mail. */
export function passwordEmail(body: PasswordEmailRequest): Promise<MessageBody> {
  return post<MessageBody>('/password/email', body, true);
}

/** POST /password/reset: sets a new password with the mailed token. */
export function passwordReset(body: PasswordResetRequest): Promise<MessageBody> {
  return post<MessageBody>('/password/reset', body, true);
}

/** POST /api/change_password. */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return post<ChangePasswordResponse>('/api/change_password', body);
}

/** POST /api/solicitudes/folio: the detail of a request by folio. */
export function folio(folio_solicitud: string): Promise<SolicitudDetalle> {
  return post<SolicitudDetalle>('/api/solicitudes/folio', { folio_solicitud });
}

/** GET /api/solicitudes/{id}: the detail of a request. */
export function solicitud(id: number): Promise<SolicitudDetalle> {
  return get<SolicitudDetalle>(`/api/solicitudes/${id}`);
}

/**
 * GET /api/solicitudes_pdf/{id} with the Bearer header and opens the PDF in a new tab.
 * The tab is opened synchronously (inside the click) so popup blockers let it through.
 */
export async function openSolicitudPdf(id: number): Promise<void> {
  const tab = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  try {
    const { data } = await http.get<Blob>(`/api/solicitudes_pdf/${id}`, { responseType: 'blob' });
    const blob = data instanceof Blob ? data : new Blob([data], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export const agencias = {
  list: (params: ListParams = {}) => getPage<Agencia>('/api/agencias', params),
  get: (id: number) => get<Agencia>(`/api/agencias/${id}`),
  create: (body: AgenciaInput) => post<Agencia>('/api/agencias', body),
  update: (id: number, body: AgenciaInput) => put<Agencia>(`/api/agencias/${id}`, body),
};

/** GET /api/agencias/list: id and nombre of every agency the user may see. */
export function agenciasList(): Promise<AgenciaListItem[]> {
  return get<AgenciaListItem[]>('/api/agencias/list');
}

export const usuarios = {
  list: (params: ListParams = {}) => getPage<Usuario>('/api/usuarios', { eliminado: 1, ...params }),
  get: (id: number) => get<Usuario>(`/api/usuarios/${id}`),
  create: (body: UsuarioInput) => post<Usuario>('/api/usuarios/', body),
  update: (id: number, body: UsuarioInput) => put<Usuario>(`/api/usuarios/${id}`, body),
  delete: async (id: number): Promise<void> => {
    await http.delete(`/api/usuarios/${id}`);
  },
};

/** GET /api/permisos/list: the roles to choose from. */
export function permisosList(): Promise<RolOption[]> {
  return get<RolOption[]>('/api/permisos/list');
}

/** GET /api/gestores/list (filter form as query). */
export function gestoresList(params: object = {}): Promise<PersonaListItem[]> {
  return get<PersonaListItem[]>('/api/gestores/list', params);
}

/** GET /api/operadores/list (filter form as query). */
export function operadoresList(params: object = {}): Promise<PersonaListItem[]> {
  return get<PersonaListItem[]>('/api/operadores/list', params);
}

/** Every typed call in one object: `api.usuarios.list({ page: 1 })`. */
export const api = {
  login,
  logout,
  passwordEmail,
  passwordReset,
  changePassword,
  folio,
  solicitud,
  openSolicitudPdf,
  agencias,
  agenciasList,
  usuarios,
  permisosList,
  gestoresList,
  operadoresList,
  getPage,
};
