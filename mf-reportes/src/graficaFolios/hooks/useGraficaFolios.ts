import { useCallback, useEffect, useRef, useState } from 'react';
import { AsignadasReporte, type GraficaFila } from '@verifica/contracts';
import { filter } from '@verifica/shared';
import { graficasFolios, graficasFoliosInformativos, type ReporteParams } from '../../api/reportes';
import { finDeMes, inicioDeMes } from '../../common/fechas';
import { useFiltrosConBuscar } from '../../common/hooks/useFiltrosConBuscar';

export interface FiltrosGrafica {
  fecha_desde: string;
  fecha_hasta: string;
  /** null = every agency in scope. */
  agencia_id: number | null;
  /** AsignadasReporte (1, 2, 3); null = all. */
  status: number | null;
}

export interface DatosGrafica {
  /** graficas_folios: gestor assignments, field verifications. */
  gestores: GraficaFila[];
  /** graficas_folios_informativos: operator assignments, call verifications. */
  operadores: GraficaFila[];
}

export interface UseGraficaFolios {
  filtros: FiltrosGrafica;
  setFiltro: <K extends keyof FiltrosGrafica>(campo: K, valor: FiltrosGrafica[K]) => void;
  /** Loads both charts with the filters shown (Buscar). */
  buscar: () => void;
  datos: DatosGrafica | null;
  loading: boolean;
  /** Filters applied beyond the defaults. */
  activos: number;
}

/** SPEC §9: start to end of the current month, every agency, every status. */
const FILTROS = {
  fecha_desde: filter.date(() => inicioDeMes()),
  fecha_hasta: filter.date(() => finDeMes()),
  agencia_id: filter.number(),
  status: filter.number(null, AsignadasReporte.values),
};

const aParams = (f: FiltrosGrafica): ReporteParams => ({
  fecha_desde: f.fecha_desde || undefined,
  fecha_hasta: f.fecha_hasta || undefined,
  agencia_id: f.agencia_id ?? undefined,
  status: f.status ?? undefined,
});

/**
 * Grafica Folios: the filters (SPEC §9 start to end of the current month) in the URL, loaded on
 * entry and on Buscar; both endpoints in parallel; answers to an older search are dropped;
 * failures are silent.
 */
export function useGraficaFolios(): UseGraficaFolios {
  const { borrador: filtros, setBorrador, aplicados, buscar, busqueda, activos } = useFiltrosConBuscar(FILTROS);
  const [datos, setDatos] = useState<DatosGrafica | null>(null);
  const [loading, setLoading] = useState(false);
  const ultima = useRef(0);
  const consulta = JSON.stringify(aParams(aplicados));

  useEffect(() => {
    const id = ++ultima.current;
    const params = JSON.parse(consulta) as ReporteParams;
    setLoading(true);
    Promise.all([graficasFolios(params), graficasFoliosInformativos(params)])
      .then(([gestores, operadores]) => {
        if (id === ultima.current) setDatos({ gestores, operadores });
      })
      .catch(() => undefined)
      .finally(() => {
        if (id === ultima.current) setLoading(false);
      });
  }, [consulta, busqueda]);

  const setFiltro = useCallback(
    <K extends keyof FiltrosGrafica>(campo: K, valor: FiltrosGrafica[K]) => {
      setBorrador((f) => {
        const next = { ...f, [campo]: valor };
        // The end of the range never sits before its start.
        if (campo === 'fecha_desde' && next.fecha_hasta && next.fecha_desde > next.fecha_hasta) next.fecha_hasta = next.fecha_desde;
        return next;
      });
    },
    [setBorrador],
  );

  return { filtros, setFiltro, buscar, datos, loading, activos };
}
