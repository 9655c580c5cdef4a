import { useCallback, useMemo, useState } from 'react';
import { MENSAJES_REPORTES, TELEFONOS_DESDE_DEFAULT, TELEFONOS_HASTA_DEFAULT, type TelefonoDuplicado } from '@verifica/contracts';
import { filter, useFilters, usePagedList, type UsePagedList } from '@verifica/shared';
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

export type CampoTelefonos = 'agencia_id' | 'fecha_desde' | 'fecha_hasta' | 'desde' | 'hasta';

export interface UseTelefonosDuplicados {
  /** What the fields show (the repeat bounds as typed). */
  filtros: Record<CampoTelefonos, string>;
  setFiltro: (campo: CampoTelefonos, valor: string) => void;
  /** Filters applied beyond the defaults (the panel's header). */
  activos: number;
  /** Errors of the repeat bounds, by field (nothing is asked while there are any). */
  errores: Partial<Record<'desde' | 'hasta', string>>;
  lista: UsePagedList<TelefonoDuplicado>;
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
 * Telefonos Duplicados: filters, paging and sort in the URL (shared useFilters), the repeat
 * bounds applied 300 ms after the last key, the rest at once; server paging, Repetido (veces)
 * descending first. Nothing is asked while a bound is wrong (its field says why).
 */
export function useTelefonosDuplicados(): UseTelefonosDuplicados {
  const f = useFilters(FILTROS, { pagination: PAGINACION, debounce: DEBOUNCE });
  const { inputs, setFilter } = f;
  const errores = erroresDe(inputs.desde, inputs.hasta);

  const aplicados = f.filters;
  const desde = repeticiones(aplicados.desde);
  const hasta = repeticiones(aplicados.hasta);
  const consulta = useMemo(
    () => ({
      ...(aplicados.agencia_id ? { agencia_id: aplicados.agencia_id } : {}),
      ...(aplicados.fecha_desde ? { fecha_desde: aplicados.fecha_desde } : {}),
      ...(aplicados.fecha_hasta ? { fecha_hasta: aplicados.fecha_hasta } : {}),
      desde: desde ?? '',
      hasta: hasta ?? '',
    }),
    [aplicados.agencia_id, aplicados.fecha_desde, aplicados.fecha_hasta, desde, hasta],
  );
  const valida = Object.keys(erroresDe(aplicados.desde, aplicados.hasta)).length === 0;
  const lista = usePagedList(telefonosDuplicados, { ...f.list, filters: consulta, enabled: valida });
  const [folio, setFolio] = useState<number | null>(null);

  const filtros = useMemo(
    () => ({ agencia_id: String(inputs.agencia_id ?? 0), fecha_desde: inputs.fecha_desde, fecha_hasta: inputs.fecha_hasta, desde: inputs.desde, hasta: inputs.hasta }),
    [inputs],
  );
  const setFiltro = useCallback(
    (campo: CampoTelefonos, valor: string) => (campo === 'agencia_id' ? setFilter('agencia_id', Number(valor) || 0) : setFilter(campo, valor)),
    [setFilter],
  );

  return {
    filtros,
    setFiltro,
    activos: f.activos,
    errores,
    lista,
    folio,
    abrirFolio: useCallback((id: number) => setFolio(id), []),
    cerrarFolio: useCallback(() => setFolio(null), []),
  };
}
