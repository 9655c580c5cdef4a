import type { LoginRequest, LoginResponse, MessageBody, PasswordEmailRequest, PasswordResetRequest } from '@verifica/contracts';
import { http } from '@verifica/shared/base';

/*
 * The shell's own calls: login and password recovery (no Bearer header). Logout is in
 * @verifica/shared (the session's, used by the layout's Salir).
 */

/** POST /api/login. Does not store the session: call useSession().login. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/api/login', credentials, { skipAuth: true })).data;
}

/** POST /password/email: sends the recovery mail. */
export async function passwordEmail(body: PasswordEmailRequest): Promise<MessageBody> {
  return (await http.post<MessageBody>('/password/email', body, { skipAuth: true })).data;
}

/** POST /password/reset: sets a new password with the mailed token. */
export async function passwordReset(body: PasswordResetRequest): Promise<MessageBody> {
  return (await http.post<MessageBody>('/password/reset', body, { skipAuth: true })).data;
}
