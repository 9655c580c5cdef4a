import type { Agencia, AgenciaInput, AgenciaListItem } from '@verifica/contracts';
import { getList, resource } from '@verifica/shared';

/** GET/POST/PUT /api/agencias (broad permission). */
export const agencias = resource<Agencia, AgenciaInput>('agencias');

/** GET /api/agencias/list: id and nombre of every agency the user may see. */
export function agenciasList(): Promise<AgenciaListItem[]> {
  return getList<AgenciaListItem>('/api/agencias/list');
}
