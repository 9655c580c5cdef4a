import { useEffect, useState } from 'react';
import type { EntradaBitacora, PersonaListItem } from '@verifica/contracts';
import { filter, formatFecha, LIST_SEARCH_DEBOUNCE_MS, useListController, type ListController } from '@verifica/shared';
import { bitacora, usuariosBitacora } from '../../api';

/** Default dates: one month back through today (as the reports), so the screen opens on recent changes. */
const unMesAtras = () => {
  const d = new Date();
  d.setMonth(d.getMonth() - 1);
  return formatFecha(d);
};

const FILTROS = {
  usuario_id: filter.number(null),
  fecha_desde: filter.date(unMesAtras),
  fecha_hasta: filter.date(() => formatFecha(new Date())),
  accion: filter.text(),
  entidad: filter.text(),
  folio: filter.text(),
  agencia_id: filter.number(null),
};

export const BITACORA_ROWS_PER_PAGE = [10, 25, 50, 100] as const;
const PAGINACION = { rowsPerPage: 25, sortBy: 'fecha', descending: true };

export interface UseBitacora {
  lista: ListController<EntradaBitacora, typeof FILTROS>;
  /** The users in scope, for the Usuario filter (empty if they cannot be read). */
  usuarios: PersonaListItem[];
}

/**
 * Bitácora: the audited changes on the shared list controller (filters, page and order in the URL,
 * saved views), newest first, 25 per page; the folio applies 800 ms after the last key.
 */
export function useBitacora(): UseBitacora {
  const lista = useListController({
    leer: bitacora,
    pantalla: 'bitacora',
    campos: FILTROS,
    paginacion: PAGINACION,
    esperas: { folio: LIST_SEARCH_DEBOUNCE_MS },
    aParametros: (f) => ({ ...f, usuario_id: f.usuario_id || null, agencia_id: f.agencia_id || null, accion: f.accion || null, entidad: f.entidad || null, folio: f.folio.trim() || null }),
  });
  const [usuarios, setUsuarios] = useState<PersonaListItem[]>([]);
  useEffect(() => {
    let vigente = true;
    usuariosBitacora()
      .then((us) => vigente && setUsuarios(us))
      .catch(() => undefined);
    return () => {
      vigente = false;
    };
  }, []);
  return { lista, usuarios };
}
