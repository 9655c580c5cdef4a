import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
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

http.interceptors.response.use(undefined, (error: unknown) => {
  if (endsSession(error)) {
    sessionStore.clear();
    navigate('/');
  }
  return Promise.reject(error);
});

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
