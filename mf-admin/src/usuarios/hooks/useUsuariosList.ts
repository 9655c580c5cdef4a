import { useMemo } from 'react';
import type { Usuario } from '@verifica/contracts';
import { useServerList, type ListFilter, type ServerList } from '@verifica/shared';
import { usuarios } from '../../api';
import type { UsuariosVariant } from '../variants';

/**
 * GET /api/usuarios (eliminado=1, added by the API client): 10 per page by nombre ascending,
 * search after 800 ms; the Gestores variant adds rol=gestor.
 */
export function useUsuariosList(variant: UsuariosVariant): ServerList<Usuario> {
  const filter = useMemo<ListFilter | undefined>(() => (variant.rol ? { rol: variant.rol } : undefined), [variant.rol]);
  return useServerList<Usuario>({ fetch: usuarios.list, filter });
}
