/** What a screen reader hears of a chart is Spanish. */
import { render, waitFor } from '@testing-library/react';
import { createElement, useEffect, useRef } from 'react';
import { fila } from '../test/fixtures';
import { graficaOpciones } from './chartOptions';
import FoliosChart from './FoliosChart';

jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/features/legend', () => ({}));
// Stands in for apexcharts: draws its legend items with the English labels apexcharts writes, and
// flips one of them later as a legend toggle does.
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: function ApexFalso({ series }: { series: { name: string }[] }) {
    const lista = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const primero = lista.current?.querySelector('.apexcharts-legend-series');
      const t = setTimeout(() => primero?.setAttribute('aria-label', `${series[0]?.name ?? ''}, hidden. Press Enter or Space to toggle.`), 20);
      return () => clearTimeout(t);
    }, [series]);
    return createElement(
      'div',
      { ref: lista, className: 'apexcharts-legend' },
      series.map((s) => createElement('div', { key: s.name, className: 'apexcharts-legend-series', role: 'button', 'aria-label': `${s.name}, visible. Press Enter or Space to toggle.` }, s.name)),
    );
  },
}));

const FILAS = [fila(1, 'Agencia Centro', '#1976D2', [12, 3, 2, 1, 9]), fila(2, 'Agencia Norte', '#F57C00', [1, 0, 0, 0, 2]), fila(3, 'Agencia Sur', '#AFB42B', [0, 0, 0, 0, 0])];

describe('la gráfica se anuncia en español', () => {
  it('la descripción de la gráfica dice su título, las agencias y las columnas, no "bar chart with 2 data series"', () => {
    const { options } = graficaOpciones(FILAS, 350, 'Folios por gestor');
    expect(options.chart?.accessibility?.description).toBe(
      'Folios por gestor. Gráfica de barras apiladas con 2 agencias (Agencia Centro, Agencia Norte) en las columnas Asignadas, No Asignadas, Nunca Asignadas, Desasignadas, Verificadas',
    );
    expect(options.chart?.defaultLocale).toBe('es');
  });

  it('cada entrada de la leyenda dice en español si está visible y cómo cambiarla, también después de ocultarla', async () => {
    const { getByRole } = render(<FoliosChart filas={FILAS.slice(0, 2)} height={350} titulo="Folios por gestor" />);
    await waitFor(() => expect(getByRole('button', { name: 'Agencia Norte, visible. Pulsa Intro o Espacio para ocultarla.' })).toBeInTheDocument());
    await waitFor(() => expect(getByRole('button', { name: 'Agencia Centro, oculta. Pulsa Intro o Espacio para mostrarla.' })).toBeInTheDocument());
  });
});
