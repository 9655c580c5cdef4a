import type { ApexOptions } from 'apexcharts';
import esLocale from 'apexcharts/dist/locales/es.json';
import { formatoNumero, MENSAJES, SERIES_GRAFICA, type GraficaFila } from '@verifica/contracts';

export { formatoNumero };

/** Agencies that have something to draw (an agency with only zeros adds nothing to a stack). */
export const filasConDatos = (filas: readonly GraficaFila[]) => filas.filter((f) => SERIES_GRAFICA.some((s) => f[s.key] > 0));

/** The total of each category (bar): the sum over the agencies. */
export function totales(filas: readonly GraficaFila[]): number[] {
  return SERIES_GRAFICA.map((s) => filas.reduce((t, f) => t + f[s.key], 0));
}

/**
 * What a screen reader says of the chart (apexcharts' own is English: "bar chart with 8 data
 * series: ..."): its title, the agencies stacked and the columns.
 */
export function descripcionGrafica(titulo: string, filas: readonly GraficaFila[]): string {
  const agencias = filasConDatos(filas).map((f) => f.nombre);
  const columnas = SERIES_GRAFICA.map((s) => s.label).join(', ');
  if (agencias.length === 0) return `${titulo}. Gráfica de barras sin datos`;
  const cuantas = agencias.length === 1 ? '1 agencia' : `${agencias.length} agencias`;
  return `${titulo}. Gráfica de barras apiladas con ${cuantas} (${agencias.join(', ')}) en las columnas ${columnas}`;
}

/**
 * A stacked column chart: one column per count (Asignadas, No Asignadas, ...), one stacked
 * segment per agency in the agency's colour; the total on top of each column and in the tooltip.
 */
export function graficaOpciones(filas: readonly GraficaFila[], height: number, titulo = 'Folios'): { series: NonNullable<ApexOptions['series']>; options: ApexOptions } {
  const conDatos = filasConDatos(filas);
  const sumas = totales(conDatos);
  return {
    series: conDatos.map((f) => ({ name: f.nombre, data: SERIES_GRAFICA.map((s) => f[s.key]) })),
    options: {
      chart: {
        type: 'bar',
        height,
        stacked: true,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        locales: [esLocale],
        defaultLocale: 'es',
        accessibility: { enabled: true, description: descripcionGrafica(titulo, conDatos) },
        fontFamily: 'inherit',
      },
      colors: conDatos.map((f) => f.color ?? '#1559b5'),
      plotOptions: {
        bar: {
          horizontal: false,
          columnWidth: '55%',
          dataLabels: { total: { enabled: true, formatter: (v?: string) => formatoNumero(Number(v ?? 0)), style: { fontWeight: 600 } } },
        },
      },
      dataLabels: { enabled: false },
      xaxis: { categories: SERIES_GRAFICA.map((s) => s.label) },
      yaxis: { labels: { formatter: (v: number) => formatoNumero(v) }, forceNiceScale: true },
      legend: { position: 'bottom', showForSingleSeries: true },
      tooltip: {
        shared: true,
        intersect: false,
        x: { formatter: (v: number | string, o?: { dataPointIndex?: number }) => `${v} · Total: ${formatoNumero(sumas[o?.dataPointIndex ?? -1] ?? 0)}` },
        y: { formatter: (v: number) => formatoNumero(v) },
      },
      noData: { text: MENSAJES.sinDatos },
    },
  };
}
