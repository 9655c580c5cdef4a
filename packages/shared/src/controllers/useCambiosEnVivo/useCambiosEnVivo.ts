import { useMemo, useRef, useState } from 'react';
import type { RecursoEventos } from '@verifica/contracts';
import type { ListParams, PageResult } from '../../api/paged';
import type { RowId } from '../../api/paged';
import { useEventosDe } from '../useEventosDe/useEventosDe';

/** What a list shows about changes made elsewhere: "N cambios — Actualizar". */
export interface CambiosEnVivo {
  /** Rows of the shown page that changed, appeared or left (or, when the page is the same, how many rows the filter gained or lost). */
  pendientes: number;
  /** Loads the page again (the user asked for it: rows never move by themselves). */
  actualizar: () => void;
}

export interface UseCambiosEnVivoOptions<T> {
  /** Which events concern the list; null = it does not follow live changes. */
  recurso: RecursoEventos | null;
  fetch: (params: ListParams) => Promise<PageResult<T>>;
  /** The shown page's query (filters, page, sort). */
  params: ListParams;
  rows: T[];
  totalItems: number;
  rowKey: (row: T) => RowId;
  enabled: boolean;
  reload: () => void;
}

/** How many rows differ between the shown page and the same page asked again. */
export function contarCambios<T>(antes: readonly T[], ahora: readonly T[], rowKey: (row: T) => RowId, totalAntes: number, totalAhora: number): number {
  const previas = new Map(antes.map((r) => [rowKey(r), JSON.stringify(r)]));
  const actuales = new Set<RowId>();
  let nuevas = 0;
  let distintas = 0;
  for (const r of ahora) {
    const k = rowKey(r);
    actuales.add(k);
    const previa = previas.get(k);
    if (previa === undefined) nuevas++;
    else if (previa !== JSON.stringify(r)) distintas++;
  }
  const idas = [...previas.keys()].filter((k) => !actuales.has(k)).length;
  const enPagina = distintas + Math.max(nuevas, idas);
  return enPagina > 0 ? enPagina : Math.abs(totalAhora - totalAntes);
}

/**
 * Live lists: on an event of the list's resource (or a reconnection, when events may
 * have been missed) the shown page is asked again in the background and compared with what the
 * user sees. The rows on screen never change by themselves; the count of differences is offered
 * until the user loads the page (or the list reloads for any other reason).
 */
export function useCambiosEnVivo<T>({ recurso, fetch, params, rows, totalItems, rowKey, enabled, reload }: UseCambiosEnVivoOptions<T>): CambiosEnVivo {
  // The count belongs to the page it was made against: new rows on screen mean nothing pending.
  const [cambios, setCambios] = useState({ rows, totalItems, n: 0 });
  const pendientes = cambios.rows === rows && cambios.totalItems === totalItems ? cambios.n : 0;
  const actual = useRef({ fetch, params, rows, totalItems, rowKey, enabled });
  actual.current = { fetch, params, rows, totalItems, rowKey, enabled };

  const enCurso = useRef(false);
  const otraVez = useRef(false);
  const comprobar = async (): Promise<void> => {
    const visto = actual.current;
    if (!visto.enabled) return;
    if (enCurso.current) {
      otraVez.current = true;
      return;
    }
    enCurso.current = true;
    try {
      const pagina = await visto.fetch(visto.params);
      // The list loaded meanwhile: its own answer is newer than this comparison.
      if (actual.current.rows === visto.rows) {
        setCambios({ rows: visto.rows, totalItems: visto.totalItems, n: contarCambios(visto.rows, pagina.rows, visto.rowKey, visto.totalItems, pagina.totalItems) });
      }
    } catch {
      // The list's own loads report failures; a failed check offers nothing.
    } finally {
      enCurso.current = false;
      if (otraVez.current) {
        otraVez.current = false;
        void comprobar();
      }
    }
  };
  useEventosDe(recurso, () => void comprobar());

  return useMemo(() => ({ pendientes, actualizar: reload }), [pendientes, reload]);
}
