import { useCallback, useMemo, useState } from 'react';
import { MENSAJES_REPORTES, TELEFONOS_DESDE_DEFAULT, TELEFONOS_HASTA_DEFAULT, type TelefonoDuplicado } from '@verifica/contracts';
import { useDebounce, usePagedList, type DataTablePagination, type UsePagedList } from '@verifica/shared';
import { telefonosDuplicados } from '../../api/reportes';
import { hoyFecha, unMesAtras } from '../../common/fechas';
import { useUrlFilters, type UrlFilters } from '../../common/hooks/useUrlFilters';

/** SPEC §9: the duplicate-phones filters apply 300 ms after the last change. */
export const TELEFONOS_DEBOUNCE_MS = 300;
export const TELEFONOS_ROWS_PER_PAGE = [10, 25, 50, 100, -1] as const;
const PAGINACION: Omit<DataTablePagination, 'page'> = { rowsPerPage: 10, sortBy: 'veces', descending: true };

export type CampoTelefonos = 'agencia_id' | 'fecha_desde' | 'fecha_hasta' | 'desde' | 'hasta';

export interface UseTelefonosDuplicados {
  filtros: UrlFilters<CampoTelefonos>['values'];
  setFiltro: UrlFilters<CampoTelefonos>['set'];
  /** Errors of the repeat bounds, by field (nothing is asked while there are any). */
  errores: Partial<Record<'desde' | 'hasta', string>>;
  lista: UsePagedList<TelefonoDuplicado>;
  /** The solicitud whose detail is open. */
  folio: number | null;
  abrirFolio: (id: number) => void;
  cerrarFolio: () => void;
}

const repeticiones = (v: string) => (/^\d{1,6}$/.test(v.trim()) && Number(v) >= 1 ? Number(v) : null);

/**
 * Telefonos Duplicados: filters in the URL (SPEC §9 defaults: one month back through today,
 * 4 to 100 repeats), applied after 300 ms; server paging, Repetido (veces) descending first.
 */
export function useTelefonosDuplicados(): UseTelefonosDuplicados {
  const defaults = useMemo(
    () => ({ agencia_id: '0', fecha_desde: unMesAtras(), fecha_hasta: hoyFecha(), desde: String(TELEFONOS_DESDE_DEFAULT), hasta: String(TELEFONOS_HASTA_DEFAULT) }),
    [],
  );
  const { values, set } = useUrlFilters<CampoTelefonos>(defaults);
  const desde = repeticiones(values.desde);
  const hasta = repeticiones(values.hasta);
  const errores: UseTelefonosDuplicados['errores'] = {};
  if (desde === null) errores.desde = MENSAJES_REPORTES.repeticiones;
  if (hasta === null) errores.hasta = MENSAJES_REPORTES.repeticiones;
  else if (desde !== null && hasta < desde) errores.hasta = MENSAJES_REPORTES.hastaMenor;

  const consulta = useMemo(
    () => ({
      ...(values.agencia_id !== '0' ? { agencia_id: values.agencia_id } : {}),
      ...(values.fecha_desde ? { fecha_desde: values.fecha_desde } : {}),
      ...(values.fecha_hasta ? { fecha_hasta: values.fecha_hasta } : {}),
      desde: desde ?? '',
      hasta: hasta ?? '',
    }),
    [values.agencia_id, values.fecha_desde, values.fecha_hasta, desde, hasta],
  );
  const aplicada = useDebounce(consulta, TELEFONOS_DEBOUNCE_MS);
  const valida = Object.keys(errores).length === 0 && aplicada.desde !== '' && aplicada.hasta !== '';
  const lista = usePagedList(telefonosDuplicados, { initial: PAGINACION, filters: aplicada, enabled: valida });
  const [folio, setFolio] = useState<number | null>(null);

  return {
    filtros: values,
    setFiltro: set,
    errores,
    lista,
    folio,
    abrirFolio: useCallback((id: number) => setFolio(id), []),
    cerrarFolio: useCallback(() => setFolio(null), []),
  };
}
