import { useCallback, useState } from 'react';
import { MENSAJES_REPORTES, TELEFONOS_DESDE_DEFAULT, TELEFONOS_HASTA_DEFAULT, type TelefonoDuplicado } from '@verifica/contracts';
import { filter, useListController, type ListController } from '@verifica/shared';
import { telefonosDuplicados } from '../../api/reportes';
import { hoyFecha, unMesAtras } from '../../common/fechas';

/** SPEC §9: the duplicate-phones filters apply 300 ms after the last change. */
export const TELEFONOS_DEBOUNCE_MS = 300;
export const TELEFONOS_ROWS_PER_PAGE = [10, 25, 50, 100, -1] as const;
const PAGINACION = { rowsPerPage: 10, sortBy: 'veces', descending: true };

/** SPEC §9 defaults: one month back through today, every agency (0), 4 to 100 repeats. */
const FILTROS = {
  agencia_id: filter.number(0),
  fecha_desde: filter.date(() => unMesAtras()),
  fecha_hasta: filter.date(() => hoyFecha()),
  desde: filter.text(String(TELEFONOS_DESDE_DEFAULT)),
  hasta: filter.text(String(TELEFONOS_HASTA_DEFAULT)),
};
const DEBOUNCE = { desde: TELEFONOS_DEBOUNCE_MS, hasta: TELEFONOS_DEBOUNCE_MS };

export interface UseTelefonosDuplicados {
  /** Errors of the repeat bounds, by field (nothing is asked while there are any). */
  errores: Partial<Record<'desde' | 'hasta', string>>;
  /** The list, its filters and page in the URL (the fields show `lista.inputs`: the bounds as typed). */
  lista: ListController<TelefonoDuplicado, typeof FILTROS>;
  /** The solicitud whose detail is open. */
  folio: number | null;
  abrirFolio: (id: number) => void;
  cerrarFolio: () => void;
}

const repeticiones = (v: string) => (/^\d{1,6}$/.test(v.trim()) && Number(v) >= 1 ? Number(v) : null);

function erroresDe(desdeTexto: string, hastaTexto: string): UseTelefonosDuplicados['errores'] {
  const desde = repeticiones(desdeTexto);
  const hasta = repeticiones(hastaTexto);
  const errores: UseTelefonosDuplicados['errores'] = {};
  if (desde === null) errores.desde = MENSAJES_REPORTES.repeticiones;
  if (hasta === null) errores.hasta = MENSAJES_REPORTES.repeticiones;
  else if (desde !== null && hasta < desde) errores.hasta = MENSAJES_REPORTES.hastaMenor;
  return errores;
}

/**
 * Telefonos Duplicados: filters, paging and sort in the URL (the shared list controller), the repeat
 * bounds applied 300 ms after the last key, the rest at once; server paging, Repetido (veces)
 * descending first. Nothing is asked while a bound is wrong (its field says why).
 */
export function useTelefonosDuplicados(): UseTelefonosDuplicados {
  const lista = useListController({
    recurso: 'solicitudes',
    leer: telefonosDuplicados,
    pantalla: 'reportesTelefonosDuplicados',
    campos: FILTROS,
    paginacion: PAGINACION,
    esperas: DEBOUNCE,
    // Todos (0) is no filter; the bounds go as numbers.
    aParametros: ({ agencia_id, desde, hasta, ...resto }) => ({ ...resto, agencia_id: agencia_id || null, desde: repeticiones(desde), hasta: repeticiones(hasta) }),
    habilitada: (aplicados) => Object.keys(erroresDe(aplicados.desde, aplicados.hasta)).length === 0,
  });
  const errores = erroresDe(lista.entradas.desde, lista.entradas.hasta);
  const [folio, setFolio] = useState<number | null>(null);

  return {
    errores,
    lista,
    folio,
    abrirFolio: useCallback((id: number) => setFolio(id), []),
    cerrarFolio: useCallback(() => setFolio(null), []),
  };
}
