import type { ChangePasswordRequest, ChangePasswordResponse } from '@verifica/contracts';
import { http } from '@verifica/shared';

/** POST /api/change_password: the answer carries a fresh token (the change ends every earlier session). */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return (await http.post<ChangePasswordResponse>('/api/change_password', body)).data;
}
