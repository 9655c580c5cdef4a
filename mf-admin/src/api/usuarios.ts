import type { PersonaListItem, RolOption, Usuario, UsuarioInput } from '@verifica/contracts';
import { getList, resource } from '@verifica/shared';

/** /api/usuarios; lists ask eliminado=1 (deleted users left out). */
export const usuarios = resource<Usuario, UsuarioInput>('usuarios', { listParams: { eliminado: 1 } });

/** GET /api/permisos/list: the roles to choose from. */
export function permisosList(): Promise<RolOption[]> {
  return getList<RolOption>('/api/permisos/list');
}

/** The query of the gestores/operadores lists: only agencia_id counts (one id or several). */
export interface PersonasListParams {
  agencia_id?: number | number[] | null;
}

/** GET /api/gestores/list. */
export function gestoresList(params: PersonasListParams = {}): Promise<PersonaListItem[]> {
  return getList<PersonaListItem>('/api/gestores/list', params);
}

/** GET /api/operadores/list. */
export function operadoresList(params: PersonasListParams = {}): Promise<PersonaListItem[]> {
  return getList<PersonaListItem>('/api/operadores/list', params);
}
