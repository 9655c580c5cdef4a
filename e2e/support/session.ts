// Sessions of the demo users: API login, local storage as the shell keeps it, expired tokens.
import type { APIRequestContext, Page } from '@playwright/test';
import { loginResponseSchema, type LoginResponse } from '@verifica/contracts';
import { PASSWORD, USERS, type DemoUser } from './env';
import { expiredCopyOf } from './jwt';

export interface SessionCache {
  /** POST /api/login for a demo user: a new session (token) each call. */
  login(user: DemoUser): Promise<LoginResponse>;
  /** An API client authenticated as the user. */
  api(user: DemoUser): Promise<APIRequestContext>;
}

export async function apiLogin(api: APIRequestContext, user: DemoUser): Promise<LoginResponse> {
  const res = await api.post('/api/login', { data: { correo: USERS[user], password: PASSWORD } });
  if (!res.ok()) throw new Error(`POST /api/login (${USERS[user]}): HTTP ${res.status()} ${await res.text()}`);
  return loginResponseSchema.parse(await res.json());
}

/** Puts a session in local storage exactly as the shell stores a login response. */
export async function storeSession(page: Page, session: LoginResponse): Promise<void> {
  await page.evaluate((s) => {
    for (const clave of ['token', 'nombre', 'correo', 'agencia'] as const) localStorage.setItem(clave, s[clave]);
    localStorage.setItem('permisos', JSON.stringify(s.permisos));
  }, session);
}

/** The user's real session with its token replaced by an expired (but validly signed) copy. */
export function expiredSession(session: LoginResponse): LoginResponse {
  return { ...session, token: expiredCopyOf(session.token) };
}
