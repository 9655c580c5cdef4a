import type { ApexOptions } from 'apexcharts';
import esLocale from 'apexcharts/dist/locales/es.json';
import { ETIQUETAS_PRODUCTIVIDAD as E, formatoNumero, MENSAJES, type ProductividadFila } from '@verifica/contracts';

/** The three bars of each operator, in order. */
export const SERIES_PRODUCTIVIDAD = [
  { key: 'intentos', label: E.intentos },
  { key: 'contactados', label: E.contactados },
  { key: 'finalizadas', label: E.finalizadas },
] as const;

/** Grouped columns: one group per operator (their totals over the range), one bar per figure. */
export function opcionesProductividad(filas: readonly ProductividadFila[], height: number): { series: NonNullable<ApexOptions['series']>; options: ApexOptions } {
  return {
    series: SERIES_PRODUCTIVIDAD.map((s) => ({ name: s.label, data: filas.map((f) => f[s.key]) })),
    options: {
      chart: {
        type: 'bar',
        height,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        locales: [esLocale],
        defaultLocale: 'es',
        accessibility: { enabled: true, description: `${E.grafica}. Gráfica de barras con ${filas.length} operadores` },
        fontFamily: 'inherit',
      },
      colors: ['#1559b5', '#2e7d32', '#f57c00'],
      plotOptions: { bar: { horizontal: false, columnWidth: '60%' } },
      dataLabels: { enabled: false },
      xaxis: { categories: filas.map((f) => f.operador) },
      yaxis: { labels: { formatter: (v: number) => formatoNumero(v) }, forceNiceScale: true },
      legend: { position: 'bottom' },
      tooltip: { shared: true, intersect: false, y: { formatter: (v: number) => formatoNumero(v) } },
      noData: { text: MENSAJES.sinDatos },
    },
  };
}
