import type { Agencia } from '@verifica/contracts';
import { useServerList, type ServerList } from '@verifica/shared';
import { agencias } from '../../api';

/** GET /api/agencias: 10 per page by nombre ascending, search after 800 ms (SPEC §9). */
export function useAgenciasList(): ServerList<Agencia> {
  return useServerList<Agencia>({ fetch: agencias.list });
}
