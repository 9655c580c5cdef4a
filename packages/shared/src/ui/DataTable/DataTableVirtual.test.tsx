import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatoNumero } from '@verifica/contracts';
import { renderWithProviders } from '../../testing/render';
import { DataTable, UMBRAL_VIRTUAL } from './DataTable';
import type { DataTableColumn, DataTablePagination, RowId } from './types';

interface Fila {
  id: number;
  folio: string;
}

const filas = (n: number): Fila[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, folio: `F-${i + 1}` }));
const columns: DataTableColumn<Fila>[] = [
  { id: 'folio', encabezado: 'Folio' },
  { id: 'acciones', encabezado: 'Opciones', ordenable: false, fija: 'end', celda: (f) => <button type="button">Ver {f.folio}</button> },
];
const TODOS: DataTablePagination = { page: 1, rowsPerPage: -1, sortBy: null, descending: false };
const ALTO_FILA = 48;
const ALTO_CAJA = 480;

// jsdom lays nothing out: the table's scroll box is 480 px tall and each row 48 px, as a browser would say.
const MEDIDAS: Record<string, (el: HTMLElement) => number> = {
  clientHeight: (el) => (el.tagName === 'TR' ? ALTO_FILA : ALTO_CAJA),
  offsetHeight: (el) => (el.tagName === 'TR' ? ALTO_FILA : ALTO_CAJA),
  // What the scroll box holds: the table with its empty space (more than the test scrolls through).
  scrollHeight: (el) => (el.tagName === 'TR' ? ALTO_FILA : 10_000_000),
  clientWidth: () => 1000,
  offsetWidth: () => 1000,
};
const originales = Object.fromEntries(Object.keys(MEDIDAS).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k) ?? Object.getOwnPropertyDescriptor(Element.prototype, k)]));
const scrollToOriginal = Element.prototype.scrollTo;
beforeAll(() => {
  // jsdom does not scroll: a scroll box moves as a browser's would, and says so.
  Element.prototype.scrollTo = function scrollTo(this: Element, opciones?: ScrollToOptions | number) {
    if (typeof opciones === 'object' && opciones.top !== undefined) this.scrollTop = opciones.top;
    setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
  } as Element['scrollTo'];
  for (const [k, medir] of Object.entries(MEDIDAS)) {
    Object.defineProperty(HTMLElement.prototype, k, {
      configurable: true,
      get(this: HTMLElement) {
        return medir(this);
      },
    });
  }
});
afterAll(() => {
  Element.prototype.scrollTo = scrollToOriginal;
  for (const [k, d] of Object.entries(originales)) {
    if (d && Object.getOwnPropertyDescriptor(HTMLElement.prototype, k) !== d) Object.defineProperty(HTMLElement.prototype, k, d);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[k];
  }
});

function Harness({ rows, onSelected, onRowClick, progreso }: { rows: Fila[]; onSelected?: (ids: RowId[]) => void; onRowClick?: (f: Fila) => void; progreso?: { filas: number; error: string | null } }) {
  const [selected, setSelected] = useState<RowId[]>([]);
  return (
    <DataTable
      aria-label="Solicitudes"
      columnas={columns}
      filas={rows}
      total={rows.length}
      paginacion={TODOS}
      alCambiar={() => undefined}
      seleccionable
      seleccionadas={selected}
      alSeleccionar={(ids) => {
        setSelected(ids);
        onSelected?.(ids);
      }}
      etiquetaFila={(f) => f.folio}
      alPulsarFila={onRowClick}
      progreso={progreso}
    />
  );
}

const tabla = () => screen.getByRole('table', { name: 'Solicitudes' });
const filasEnElDom = () => tabla().querySelectorAll('tbody tr[data-index]');
const caja = () => tabla().parentElement as HTMLElement;
async function desplazarA(px: number) {
  await act(async () => {
    caja().scrollTop = px;
    fireEvent.scroll(caja());
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('DataTable with many rows (virtual)', () => {
  it('puts only the rows in view (and a few around them) in the DOM, with the row count and each row index for assistive technology', async () => {
    renderWithProviders(<Harness rows={filas(10_000)} />);
    await waitFor(() => expect(filasEnElDom().length).toBeGreaterThan(0));
    const enDom = filasEnElDom().length;
    expect(enDom).toBeGreaterThanOrEqual(ALTO_CAJA / ALTO_FILA);
    expect(enDom).toBeLessThan(40);
    expect(tabla()).toHaveAttribute('aria-rowcount', '10001');
    expect(within(tabla()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar F-1' }).closest('tr')).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar F-5000' })).toBeNull();

    await desplazarA(4999 * ALTO_FILA);
    const fila = screen.getByRole('checkbox', { name: 'Seleccionar F-5000' }).closest('tr');
    expect(fila).toHaveAttribute('aria-rowindex', '5001');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar F-1' })).toBeNull();
    expect(filasEnElDom().length).toBeLessThan(40);
    // The rows not rendered stand as empty space above and below, so the scroll height is the whole list's.
    const rellenos = [...tabla().querySelectorAll('tbody tr[aria-hidden="true"] td')].map((td) => parseFloat((td as HTMLElement).style.height));
    expect(rellenos).toHaveLength(2);
    expect(rellenos.reduce((a, b) => a + b, 0) + filasEnElDom().length * ALTO_FILA).toBe(10_000 * ALTO_FILA);
  });

  it('keeps the selection of rows scrolled out of the DOM, and Seleccionar todos takes every row', async () => {
    const user = userEvent.setup();
    const seleccion = jest.fn<void, [RowId[]]>();
    renderWithProviders(<Harness rows={filas(1000)} onSelected={seleccion} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar F-2' }));
    await desplazarA(700 * ALTO_FILA);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar F-703' }));
    expect(seleccion).toHaveBeenLastCalledWith([2, 703]);
    await desplazarA(0);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar F-2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar F-1' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(seleccion.mock.lastCall?.[0]).toHaveLength(1000);
  });

  it('the arrow keys move the focus row by row, past the rows rendered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={filas(1000)} onRowClick={() => undefined} />);
    const primera = (await screen.findByRole('checkbox', { name: 'Seleccionar F-1' })).closest('tr') as HTMLElement;
    primera.focus();
    for (let i = 0; i < 30; i++) await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '32'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '31'));
  });

  it(`up to ${UMBRAL_VIRTUAL} rows, every row is in the DOM as before`, () => {
    renderWithProviders(<Harness rows={filas(UMBRAL_VIRTUAL)} />);
    expect(filasEnElDom()).toHaveLength(UMBRAL_VIRTUAL);
    expect(tabla()).not.toHaveAttribute('aria-rowcount');
  });

  it('says how many rows have come while "Todos" streams in, and why it stopped if it broke', () => {
    const { rerender } = renderWithProviders(<Harness rows={filas(300)} progreso={{ filas: 12_345, error: null }} />);
    expect(screen.getByText(`Cargando… ${formatoNumero(12_345)} filas`)).toBeInTheDocument();
    rerender(<Harness rows={filas(300)} progreso={{ filas: 300, error: 'La lista llegó incompleta. Vuelve a intentarlo.' }} />);
    expect(screen.getByText('300 filas. La lista llegó incompleta. Vuelve a intentarlo.')).toBeInTheDocument();
    rerender(<Harness rows={filas(300)} />);
    expect(screen.getByText('1-300 de 300')).toBeInTheDocument();
  });
});
