import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ZOOM_INICIAL_MAPA, type MapaCeldas, type MapaConfig } from '@verifica/contracts';
import { filter, useDebounce } from '@verifica/shared';
import { useMapaConfig } from '@verifica/mapa';
import { edos as edosApi, mapaCeldas, type ReporteParams } from '../../api/reportes';
import type { VistaMapa } from '../mapa';
import { finDeMes, inicioDeMes, mesAnterior } from '../../common/fechas';
import { useFiltrosConBuscar } from '../../common/hooks/useFiltrosConBuscar';

/** SPEC §9: the map's filters settle 300 ms after the last change. */
export const MAPA_DEBOUNCE_MS = 300;

export interface FiltrosMapa {
  fecha_desde: string;
  fecha_hasta: string;
  /** 0 = Todos. */
  agencia_id: number;
  edo: string[];
}

/** An answer and the search it belongs to (a new `busqueda` = new filters or Buscar: the map fits its folios). */
export interface DatosMapa {
  celdas: MapaCeldas;
  busqueda: string;
}

export interface UseMapaFolios {
  filtros: FiltrosMapa;
  setFiltro: <K extends keyof FiltrosMapa>(campo: K, valor: FiltrosMapa[K]) => void;
  buscar: () => void;
  /** Filters applied beyond the defaults. */
  activos: number;
  datos: DatosMapa | null;
  /** The map reports its view (zoom and extent): the cells of that view are asked for. */
  setVista: (vista: VistaMapa) => void;
  loading: boolean;
  /** States to choose from (GET /api/solicitudes/edos; empty if it fails). */
  edos: string[];
  /** undefined until GET /api/reportes/mapa_config answers; null when it fails (offline basemap). */
  config: MapaConfig | null | undefined;
  /** The folio whose detail is open. */
  folio: number | null;
  abrirFolio: (id: number) => void;
  cerrarFolio: () => void;
}

/** SPEC §2: start to end of the current month, Todos (0), no state. */
const FILTROS = {
  fecha_desde: filter.date(() => inicioDeMes()),
  fecha_hasta: filter.date(() => finDeMes()),
  agencia_id: filter.number(0),
  edo: filter.strings(),
};

const aParams = (f: FiltrosMapa): ReporteParams => ({
  fecha_desde: f.fecha_desde || undefined,
  fecha_hasta: f.fecha_hasta || undefined,
  agencia_id: f.agencia_id,
  edo: f.edo.length ? f.edo : undefined,
});

/**
 * Mapa Folios: filters (SPEC §2: start to end of the current month, Todos, no state) in the
 * URL, loaded on entry and on Buscar; the state list follows the dates (SPEC §7: from one month before);
 * the basemap setting is read from the server at run time. The map is asked for grouped on its
 * zoom's grid (GET /api/reportes/mapa_folios/celdas), again whenever the view asks for other cells.
 */
export function useMapaFolios(): UseMapaFolios {
  const { borrador, setBorrador, aplicados, buscar, busqueda, activos } = useFiltrosConBuscar(FILTROS);
  const filtros = useMemo<FiltrosMapa>(() => ({ ...borrador, agencia_id: borrador.agencia_id ?? 0 }), [borrador]);
  const consulta = JSON.stringify(aParams({ ...aplicados, agencia_id: aplicados.agencia_id ?? 0 }));
  const [vista, setVistaEstado] = useState<VistaMapa>({ zoom: ZOOM_INICIAL_MAPA });
  const [datos, setDatos] = useState<DatosMapa | null>(null);
  const [loading, setLoading] = useState(false);
  const [edos, setEdos] = useState<string[]>([]);
  const config = useMapaConfig();
  const [folio, setFolio] = useState<number | null>(null);
  const ultima = useRef(0);

  const setVista = useCallback((v: VistaMapa) => setVistaEstado((actual) => (JSON.stringify(actual) === JSON.stringify(v) ? actual : v)), []);

  useEffect(() => {
    const id = ++ultima.current;
    const clave = `${consulta}|${busqueda}`;
    const [oeste, sur, este, norte] = vista.extension ?? [];
    setLoading(true);
    mapaCeldas({ ...(JSON.parse(consulta) as ReporteParams), zoom: vista.zoom, oeste, sur, este, norte })
      .then((celdas) => {
        if (id === ultima.current) setDatos({ celdas, busqueda: clave });
      })
      .catch(() => undefined)
      .finally(() => {
        if (id === ultima.current) setLoading(false);
      });
  }, [consulta, busqueda, vista]);

  const rango = useDebounce(`${filtros.fecha_desde}|${filtros.fecha_hasta}`, MAPA_DEBOUNCE_MS);
  useEffect(() => {
    const [desde = '', hasta = ''] = rango.split('|');
    let vigente = true;
    edosApi({ fecha_desde: desde ? mesAnterior(desde) : undefined, fecha_hasta: hasta || undefined })
      .then((lista) => vigente && setEdos(lista))
      .catch(() => vigente && setEdos([]));
    return () => {
      vigente = false;
    };
  }, [rango]);

  const setFiltro = useCallback(<K extends keyof FiltrosMapa>(campo: K, valor: FiltrosMapa[K]) => {
    setBorrador((f) => {
      const next = { ...f, [campo]: valor };
      if (campo === 'fecha_desde' && next.fecha_hasta && next.fecha_desde > next.fecha_hasta) next.fecha_hasta = next.fecha_desde;
      return next;
    });
  }, [setBorrador]);

  return {
    filtros,
    setFiltro,
    buscar,
    activos,
    datos,
    setVista,
    loading,
    edos,
    config,
    folio,
    abrirFolio: useCallback((id: number) => setFolio(id), []),
    cerrarFolio: useCallback(() => setFolio(null), []),
  };
}
