// Loaded lazily (LazyFoliosChart): apexcharts reaches the browser with this screen only, never
// with the shell. The core build plus the bar type and legend keep it smaller than the full one.
import { useEffect, useRef } from 'react';
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import type { GraficaFila } from '@verifica/contracts';
import { graficaOpciones, leyendaEnEspanol } from './chartOptions';

export interface FoliosChartProps {
  filas: readonly GraficaFila[];
  height: number;
  /** Said first by a screen reader. */
  titulo?: string;
}

/** Rewrites in Spanish every English legend label apexcharts writes (on drawing and on each toggle). */
function traducirLeyendas(raiz: HTMLElement): void {
  for (const el of raiz.querySelectorAll<HTMLElement>('.apexcharts-legend-series[aria-label]')) {
    const espanol = leyendaEnEspanol(el.getAttribute('aria-label') ?? '');
    if (espanol !== null) el.setAttribute('aria-label', espanol);
  }
}

export default function FoliosChart({ filas, height, titulo }: FoliosChartProps) {
  const { series, options } = graficaOpciones(filas, height, titulo);
  const raiz = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = raiz.current;
    if (!el) return;
    traducirLeyendas(el);
    const observador = new MutationObserver(() => traducirLeyendas(el));
    observador.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observador.disconnect();
  }, []);
  return (
    <div ref={raiz}>
      <Chart type="bar" height={height} series={series} options={options} />
    </div>
  );
}
