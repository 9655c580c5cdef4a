import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ALTO_FILA } from './celdas';

/**
 * Above this many rows only the visible ones (and a few around them) are in the DOM, the rest
 * stand in as empty space (TanStack Virtual): "Todos" of 80,000 rows scrolls like a page of 25.
 */
export const UMBRAL_VIRTUAL = 200;
/** Rows rendered beyond each edge of the visible ones. */
const FILAS_EXTRA = 10;

/**
 * The rows of the table that are in the DOM: all of them up to `UMBRAL_VIRTUAL`, past it only
 * those in view, with the heights of the rows left out above and below (`arriba`, `abajo`).
 */
export function useFilasVirtuales<R extends { id: string }>(filas: readonly R[]) {
  const virtual = filas.length > UMBRAL_VIRTUAL;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? filas.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ALTO_FILA,
    overscan: FILAS_EXTRA,
    getItemKey: (index) => filas[index]?.id ?? index,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visibles = virtual ? items.map((item) => ({ row: filas[item.index], index: item.index })) : filas.map((row, index) => ({ row, index }));
  const arriba = items[0]?.start ?? 0;
  const abajo = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  /** Arrow keys move between focusable rows, scrolling a virtual row into the DOM first. */
  const moverFoco = (index: number) => {
    if (index < 0 || index >= filas.length) return;
    // A virtual row is in the DOM a frame or two after its scroll.
    const enfocar = (intentos: number) => {
      const fila = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
      if (fila) fila.focus();
      else if (intentos > 0) requestAnimationFrame(() => enfocar(intentos - 1));
    };
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    enfocar(10);
  };

  return { virtual, scrollRef, medir: virtual ? virtualizer.measureElement : undefined, visibles, arriba, abajo, moverFoco };
}
