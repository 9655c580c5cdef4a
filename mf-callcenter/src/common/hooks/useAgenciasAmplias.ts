import { useEffect, useState } from 'react';
import type { AgenciaListItem } from '@verifica/contracts';
import { useSession } from '@verifica/shared';
import { callcenterApi } from '../../api/callcenter';

/** The agency list for broad users (SPEC §6); null for everyone else (no agency field at all). */
export function useAgenciasAmplias(): AgenciaListItem[] | null {
  const { isBroad } = useSession();
  const [agencias, setAgencias] = useState<AgenciaListItem[]>([]);
  useEffect(() => {
    if (!isBroad) return;
    let vigente = true;
    callcenterApi
      .agencias()
      .then((lista) => vigente && setAgencias(lista))
      .catch(() => undefined);
    return () => {
      vigente = false;
    };
  }, [isBroad]);
  return isBroad ? agencias : null;
}
