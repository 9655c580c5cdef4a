// Loaded lazily (LazyFoliosChart): apexcharts reaches the browser with this screen only, never
// with the shell. The core build plus the bar type and legend keep it smaller than the full one.
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import type { GraficaFila } from '@verifica/contracts';
import { LeyendasEnEspanol } from '@verifica/shared';
import { graficaOpciones } from './chartOptions';

export interface FoliosChartProps {
  filas: readonly GraficaFila[];
  height: number;
  /** Said first by a screen reader. */
  titulo?: string;
}

export default function FoliosChart({ filas, height, titulo }: FoliosChartProps) {
  const { series, options } = graficaOpciones(filas, height, titulo);
  return (
    <LeyendasEnEspanol>
      <Chart type="bar" height={height} series={series} options={options} />
    </LeyendasEnEspanol>
  );
}
