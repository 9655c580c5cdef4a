// Loaded lazily: apexcharts reaches the browser with this screen only.
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import type { ProductividadFila } from '@verifica/contracts';
import { LeyendasEnEspanol } from '@verifica/shared';
import { opcionesProductividad } from './chartOptions';

export default function ProductividadChart({ filas, height }: { filas: readonly ProductividadFila[]; height: number }) {
  const { series, options } = opcionesProductividad(filas, height);
  return (
    <LeyendasEnEspanol>
      <Chart type="bar" height={height} series={series} options={options} />
    </LeyendasEnEspanol>
  );
}
