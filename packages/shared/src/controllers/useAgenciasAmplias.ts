import { useEffect, useState } from 'react';
import type { AgenciaListItem } from '@verifica/contracts';
import { getList } from '../api/resource';
import { useSession } from '@verifica/shared/base';

/**
 * GET /api/agencias/list for the agency selectors of broad users (SPEC §6); null for everyone
 * else, whose screens show no agency field at all. Failures leave the list empty (SPEC §8).
 */
export function useAgenciasAmplias(): AgenciaListItem[] | null {
  const { isBroad } = useSession();
  const [agencias, setAgencias] = useState<AgenciaListItem[]>([]);
  useEffect(() => {
    if (!isBroad) return;
    let vigente = true;
    getList<AgenciaListItem>('/api/agencias/list')
      .then((lista) => vigente && setAgencias(lista))
      .catch(() => undefined);
    return () => {
      vigente = false;
    };
  }, [isBroad]);
  return isBroad ? agencias : null;
}
