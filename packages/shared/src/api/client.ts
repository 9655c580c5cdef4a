import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { sessionStore } from '../session/sessionStore';
import { paramsSerializer } from './params';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not send the Bearer header (login and password recovery, SPEC §7). */
    skipAuth?: boolean;
  }
}

export type NavigateFn = (path: string) => void;

const defaultNavigate: NavigateFn = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};
let navigate: NavigateFn = defaultNavigate;

/**
 * Registers how to move to another route (the shell passes react-router's navigate).
 * `null` restores the default, a full page load with window.location.assign.
 */
export function setNavigate(fn: NavigateFn | null): void {
  navigate = fn ?? defaultNavigate;
}

/**
 * The one axios instance of the portal: same origin, Bearer header from the session, arrays in
 * the query as repeated keys and empty values left out (paramsSerializer).
 */
export const http: AxiosInstance = axios.create({ baseURL: '', paramsSerializer: { serialize: paramsSerializer } });

export interface ApiConfig {
  /** Base URL of the API; '' (same origin) by default. A remote's standalone harness may set it. */
  baseURL?: string;
  /** See setNavigate. */
  navigate?: NavigateFn | null;
}

export function configureApi(config: ApiConfig): void {
  if (config.baseURL !== undefined) http.defaults.baseURL = config.baseURL;
  if (config.navigate !== undefined) setNavigate(config.navigate);
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = sessionStore.getToken();
  if (token && !config.skipAuth) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
  }
  return config;
});

/** SPEC §8: a 401 whose body error is token_expired clears the session and goes to '/'. */
export function isTokenExpired(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 401) return false;
  const data: unknown = error.response.data;
  return typeof data === 'object' && data !== null && (data as { error?: unknown }).error === 'token_expired';
}

/**
 * A 401 to a request that carried the session's token means the session is over: expired
 * (SPEC §8, error token_expired) or revoked (logout elsewhere, password reset, user deleted).
 * Either way the session is cleared and the user goes to login, rather than staying on screens
 * whose every call now fails. Login and recovery send no token, so their 401s are left alone.
 */
function endsSession(error: unknown): boolean {
  if (isTokenExpired(error)) return true;
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || error.config?.skipAuth) return false;
  return AxiosHeaders.from(error.config?.headers).has('Authorization');
}

function alFallar(error: unknown): never {
  if (endsSession(error)) {
    sessionStore.clear();
    navigate('/');
  }
  throw error;
}

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(error).catch(alFallar));

/**
 * GET `url` with fetch instead of axios, for an answer read as it arrives (a "Todos" list): the
 * same base URL, query serializer and Bearer header as `http`. A failure is an AxiosError like
 * axios's own (status and JSON body in `response`), so `apiErrorMessage` / `apiErrorStatus` read
 * it and a 401 ends the session the same way; a failure to connect is axios's ERR_NETWORK. An
 * abort rejects with the signal's reason. Resolves with the body's stream once the headers are in.
 */
export async function abrirFlujo(url: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const base = http.defaults.baseURL ?? '';
  const query = paramsSerializer(params);
  const headers = new AxiosHeaders({ Accept: 'application/json' });
  const token = sessionStore.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const config = { url, method: 'get', baseURL: base, params, headers } as InternalAxiosRequestConfig;
  let respuesta: Response;
  try {
    respuesta = await fetch(`${base}${url}${query ? `?${query}` : ''}`, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
  } catch (e) {
    if (signal?.aborted) throw signal.reason;
    return alFallar(new AxiosError(e instanceof Error ? e.message : 'Network Error', AxiosError.ERR_NETWORK, config));
  }
  if (respuesta.ok && respuesta.body) return respuesta.body;
  const texto = await respuesta.text().catch(() => '');
  let data: unknown = texto;
  try {
    data = JSON.parse(texto);
  } catch {
    // Not JSON: the text stays the body.
  }
  const response: AxiosResponse = { data, status: respuesta.status, statusText: respuesta.statusText, headers: {}, config };
  const codigo = respuesta.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return alFallar(new AxiosError(`Request failed with status code ${respuesta.status}`, codigo, config, null, response));
}

/** POST /api/logout (revokes the token; failures are ignored), then clears the session. */
export async function cerrarSesion(): Promise<void> {
  try {
    if (sessionStore.getToken()) await http.post('/api/logout');
  } catch {
    // The session is cleared locally whatever the server says.
  } finally {
    sessionStore.clear();
  }
}
