import type { ChangePasswordRequest, MessageBody } from '@verifica/contracts';
import { http } from '@verifica/shared';

/** POST /api/change_password. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageBody> {
  return (await http.post<MessageBody>('/api/change_password', body)).data;
}
