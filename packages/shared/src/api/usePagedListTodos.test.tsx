import { act, renderHook, waitFor } from '@testing-library/react';
import { MENSAJES } from '@verifica/contracts';
import { ListaIncompletaError } from './arrayJson';
import type { ListParams, OpcionesPagina, PageResult } from './paged';
import { INTERVALO_FILAS_MS, usePagedList } from './usePagedList';

interface Fila {
  id: number;
}

/** A "Todos" call the test feeds by hand: what getPage does with a streamed answer. */
interface Llamada {
  params: ListParams;
  opciones: OpcionesPagina<Fila> | undefined;
  enviar: (filas: Fila[]) => void;
  terminar: () => void;
  fallar: (e: unknown) => void;
}

function servidor() {
  const llamadas: Llamada[] = [];
  const fetchPage = (params: ListParams, opciones?: OpcionesPagina<Fila>): Promise<PageResult<Fila>> =>
    new Promise((resolve, reject) => {
      const todas: Fila[] = [];
      llamadas.push({
        params,
        opciones,
        enviar: (filas) => {
          todas.push(...filas);
          opciones?.alAvanzar?.(filas);
        },
        terminar: () => resolve({ rows: todas, totalItems: todas.length, pages: 1, page: 1 }),
        fallar: reject,
      });
    });
  return { llamadas, fetchPage };
}

const TODOS = { rowsPerPage: -1, sortBy: null, descending: false };
const filas = (desde: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: desde + i }));
const esperar = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('usePagedList with "Todos" streaming in', () => {
  it('shows the first rows at once, the rest in a few commits (not one per row), "Cargando… N" meanwhile, then the total', async () => {
    const { llamadas, fetchPage } = servidor();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePagedList(fetchPage, { initial: TODOS });
    });
    await waitFor(() => expect(llamadas).toHaveLength(1));
    const llamada = llamadas[0] as Llamada;
    expect(llamada.params.rowsPerPage).toBe(-1);
    expect(llamada.opciones?.alAvanzar).toBeInstanceOf(Function);
    expect(result.current.progreso).toEqual({ filas: 0, error: null });

    act(() => llamada.enviar(filas(1, 100)));
    await waitFor(() => expect(result.current.rows).toHaveLength(100));
    expect(result.current.loading).toBe(true);
    expect(result.current.progreso).toEqual({ filas: 100, error: null });

    // 1,000 stretches of one row within a few intervals: a handful of commits.
    const antes = renders;
    for (let i = 0; i < 1000; i++) {
      act(() => llamada.enviar(filas(101 + i, 1)));
      if (i % 250 === 0) await esperar(INTERVALO_FILAS_MS / 2);
    }
    await esperar(INTERVALO_FILAS_MS + 50);
    expect(result.current.rows).toHaveLength(1100);
    expect(renders - antes).toBeLessThan(30);

    act(() => llamada.terminar());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.progreso).toBeNull();
    expect(result.current.totalItems).toBe(1100);
    expect(result.current.rows.map((f) => f.id)).toStrictEqual(filas(1, 1100).map((f) => f.id));
  });

  it('a new view cancels the stream in flight: its signal aborts and its late rows are not shown', async () => {
    const { llamadas, fetchPage } = servidor();
    const { result, rerender } = renderHook(({ search }: { search: string }) => usePagedList(fetchPage, { initial: TODOS, filters: { search } }), {
      initialProps: { search: '' },
    });
    await waitFor(() => expect(llamadas).toHaveLength(1));
    const vieja = llamadas[0] as Llamada;
    act(() => vieja.enviar(filas(1, 10)));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));

    rerender({ search: 'Ana' });
    await waitFor(() => expect(llamadas).toHaveLength(2));
    expect(vieja.opciones?.signal?.aborted).toBe(true);
    const nueva = llamadas[1] as Llamada;
    expect(nueva.opciones?.signal?.aborted).toBe(false);
    act(() => vieja.enviar(filas(1000, 50)));
    act(() => nueva.enviar(filas(5000, 3)));
    await esperar(INTERVALO_FILAS_MS + 50);
    expect(result.current.rows.map((f) => f.id)).toStrictEqual([5000, 5001, 5002]);
    act(() => nueva.terminar());
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('leaving the screen cancels it too', async () => {
    const { llamadas, fetchPage } = servidor();
    const { unmount } = renderHook(() => usePagedList(fetchPage, { initial: TODOS }));
    await waitFor(() => expect(llamadas).toHaveLength(1));
    unmount();
    expect(llamadas[0]?.opciones?.signal?.aborted).toBe(true);
  });

  it('a stream that breaks keeps the rows that came and says why, in Spanish', async () => {
    const { llamadas, fetchPage } = servidor();
    const { result } = renderHook(() => usePagedList(fetchPage, { initial: TODOS }));
    await waitFor(() => expect(llamadas).toHaveLength(1));
    const llamada = llamadas[0] as Llamada;
    act(() => llamada.enviar(filas(1, 40)));
    act(() => llamada.fallar(new ListaIncompletaError()));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toHaveLength(40);
    expect(result.current.progreso).toEqual({ filas: 40, error: MENSAJES.listaIncompleta });
    expect(result.current.error).toBeInstanceOf(ListaIncompletaError);
  });

  it('a page (not "Todos") is asked without alAvanzar', async () => {
    const { llamadas, fetchPage } = servidor();
    renderHook(() => usePagedList(fetchPage, { initial: { rowsPerPage: 25, sortBy: null, descending: false } }));
    await waitFor(() => expect(llamadas).toHaveLength(1));
    expect(llamadas[0]?.opciones?.alAvanzar).toBeUndefined();
  });
});
