import { useEffect, useRef, type ReactNode } from 'react';

const LEYENDA_INGLES = /^(.*), (visible|hidden)\. Press Enter or Space to toggle\.$/s;

/**
 * apexcharts writes each legend item's label in English, in code with no option for it
 * ("Agencia Centro, visible. Press Enter or Space to toggle."): its Spanish, or null when the
 * label is not one of those.
 */
export function leyendaEnEspanol(etiqueta: string): string | null {
  const m = LEYENDA_INGLES.exec(etiqueta);
  if (!m) return null;
  const estado = m[2] === 'hidden' ? 'oculta' : 'visible';
  return `${m[1] ?? ''}, ${estado}. Pulsa Intro o Espacio para ${m[2] === 'hidden' ? 'mostrarla' : 'ocultarla'}.`;
}

function traducir(raiz: HTMLElement): void {
  for (const el of raiz.querySelectorAll<HTMLElement>('.apexcharts-legend-series[aria-label]')) {
    const espanol = leyendaEnEspanol(el.getAttribute('aria-label') ?? '');
    if (espanol !== null) el.setAttribute('aria-label', espanol);
  }
}

/** Wraps an apexcharts chart: its legend labels are rewritten in Spanish when drawn and on each toggle. */
export function LeyendasEnEspanol({ children }: { children: ReactNode }) {
  const raiz = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = raiz.current;
    if (!el) return;
    traducir(el);
    const observador = new MutationObserver(() => traducir(el));
    observador.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observador.disconnect();
  }, []);
  return <div ref={raiz}>{children}</div>;
}
