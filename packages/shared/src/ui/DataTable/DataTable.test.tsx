import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { renderWithProviders } from '../../testing/render';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTablePagination, RowId } from './types';

interface Fila {
  id: number;
  folio: string;
  nombre: string;
  verificada: boolean;
}

const TODAS: Fila[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  folio: `F-${String(i + 1).padStart(3, '0')}`,
  nombre: `Cliente ${i + 1}`,
  verificada: i % 3 === 0,
}));

const columns: DataTableColumn<Fila>[] = [
  { id: 'folio', encabezado: 'Folio' },
  { id: 'nombre', encabezado: 'Nombre' },
  { id: 'acciones', encabezado: 'Acciones', ordenable: false, celda: (f) => <button>Ver {f.folio}</button> },
];

/** A parent that plays the server: pages and sorts the rows from what the table asks. */
function Harness({
  rows = TODAS,
  onChangeSpy,
  onRowClick,
}: {
  rows?: Fila[];
  onChangeSpy?: (p: DataTablePagination) => void;
  onRowClick?: (f: Fila) => void;
}) {
  const [pagination, setPagination] = useState<DataTablePagination>({ page: 1, rowsPerPage: 5, sortBy: 'folio', descending: false });
  const [selected, setSelected] = useState<RowId[]>([]);
  const sorted = [...rows].sort((a, b) => {
    const key = (pagination.sortBy ?? 'id') as keyof Fila;
    const cmp = String(a[key]).localeCompare(String(b[key]), 'es', { numeric: true });
    return pagination.descending ? -cmp : cmp;
  });
  const page =
    pagination.rowsPerPage === -1
      ? sorted
      : sorted.slice((pagination.page - 1) * pagination.rowsPerPage, pagination.page * pagination.rowsPerPage);
  return (
    <>
      <DataTable
        aria-label="Solicitudes"
        columnas={columns}
        filas={page}
        total={rows.length}
        paginacion={pagination}
        alCambiar={(p) => {
          onChangeSpy?.(p);
          setPagination(p);
        }}
        opcionesPorPagina={[5, 10, 25, -1]}
        etiquetaPorPagina="Solicitudes por página"
        seleccionable
        seleccionadas={selected}
        alSeleccionar={setSelected}
        etiquetaFila={(f) => `folio ${f.folio}`}
        colorFila={(f) => (f.verificada ? 'green' : undefined)}
        alPulsarFila={onRowClick}
      />
      <output aria-label="seleccionados">{selected.join(',')}</output>
    </>
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Solicitudes' })).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('renders the rows of the page with their headers', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('columnheader', { name: /Folio/ })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('cell', { name: 'F-001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver F-005' })).toBeInTheDocument();
    expect(screen.getByText('1-5 de 12')).toBeInTheDocument();
  });

  it('counts read as every other number on screen: "1-5 de 5,000", never "de 5000"', async () => {
    const muchas = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, folio: `F-${i + 1}`, nombre: 'C', verificada: false }));
    renderWithProviders(<Harness rows={muchas} />);
    expect(screen.getByText('1-5 de 5,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('4,996-5,000 de 5,000')).toBeInTheDocument();
  });

  it('the live notice "2 cambios — Actualizar" floats over the table: it takes no room and pushes no row down', () => {
    const pagination: DataTablePagination = { page: 1, rowsPerPage: 5, sortBy: 'folio', descending: false };
    renderWithProviders(
      <DataTable aria-label="Solicitudes" columnas={columns} filas={TODAS.slice(0, 5)} total={12} paginacion={pagination} alCambiar={() => undefined} cambios={{ pendientes: 2, actualizar: () => undefined }} />,
    );
    const aviso = screen.getByText('2 cambios —').parentElement as HTMLElement;
    const region = aviso.parentElement as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(getComputedStyle(region).height).toBe('0px');
    expect(getComputedStyle(aviso).position).toBe('absolute');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  });

  it("shows 'No hay registros disponibles' when there are no rows", () => {
    renderWithProviders(<Harness rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No hay registros disponibles' })).toBeInTheDocument();
    expect(screen.getByText('0-0 de 0')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).toBeDisabled();
  });

  it('moves between pages', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('6-10 de 12')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'F-006' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('11-12 de 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    expect(screen.getByText('1-5 de 12')).toBeInTheDocument();
  });

  it("changes rows per page, including 'Todos' as -1, back to page 1", async () => {
    const spy = jest.fn();
    renderWithProviders(<Harness onChangeSpy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));

    const select = screen.getByRole('combobox', { name: 'Solicitudes por página' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', 'Todos']);

    await userEvent.selectOptions(select, '10');
    expect(spy).toHaveBeenLastCalledWith({ page: 1, rowsPerPage: 10, sortBy: 'folio', descending: false });
    expect(bodyRows()).toHaveLength(10);

    await userEvent.selectOptions(select, 'Todos');
    expect(spy).toHaveBeenLastCalledWith({ page: 1, rowsPerPage: -1, sortBy: 'folio', descending: false });
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByText('1-12 de 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('toggles the sort of a column from its header, with aria-sort', async () => {
    const spy = jest.fn();
    renderWithProviders(<Harness onChangeSpy={spy} />);
    const folio = screen.getByRole('columnheader', { name: /Folio/ });
    const nombre = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(folio).toHaveAttribute('aria-sort', 'ascending');
    expect(nombre).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Acciones' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(folio).getByRole('button', { name: 'Folio' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 1, rowsPerPage: 5, sortBy: 'folio', descending: true });
    expect(folio).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0] as HTMLElement).getByRole('cell', { name: 'F-012' })).toBeInTheDocument();

    // Keyboard: the header button is focusable and Enter sorts.
    within(nombre).getByRole('button', { name: 'Nombre' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ page: 1, rowsPerPage: 5, sortBy: 'nombre', descending: false });
    expect(nombre).toHaveAttribute('aria-sort', 'ascending');
    expect(folio).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(nombre).getByRole('button', { name: 'Nombre' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 1, rowsPerPage: 5, sortBy: 'nombre', descending: true });
  });

  it('selects all rows of the page and single rows', async () => {
    renderWithProviders(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos' });

    await userEvent.click(all);
    expect(screen.getByRole('status', { name: 'seleccionados' })).toHaveTextContent('1,2,3,4,5');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar folio F-003' })).toBeChecked();
    expect(all).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar folio F-003' }));
    expect(screen.getByRole('status', { name: 'seleccionados' })).toHaveTextContent('1,2,4,5');
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('aria-checked', 'mixed');

    await userEvent.click(all);
    expect(screen.getByRole('status', { name: 'seleccionados' })).toHaveTextContent('1,2,3,4,5');
    await userEvent.click(all);
    expect(screen.getByRole('status', { name: 'seleccionados' })).toHaveTextContent(/^$/);
  });

  it('keeps the selection of other pages', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar folio F-002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar folio F-007' }));
    expect(screen.getByRole('status', { name: 'seleccionados' })).toHaveTextContent('2,7');
  });

  it('colours rows and reports row clicks (mouse and Enter), not clicks on its buttons', async () => {
    const onRowClick = jest.fn();
    renderWithProviders(<Harness onRowClick={onRowClick} />);
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    expect(first).toHaveStyle({ background: '#dcf2e0' });
    expect(second).not.toHaveStyle({ background: '#dcf2e0' });

    await userEvent.click(within(second).getByRole('cell', { name: 'Cliente 2' }));
    expect(onRowClick).toHaveBeenLastCalledWith(TODAS[1]);

    await userEvent.click(within(second).getByRole('button', { name: 'Ver F-002' }));
    await userEvent.click(within(second).getByRole('checkbox'));
    expect(onRowClick).toHaveBeenCalledTimes(1);

    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(TODAS[0]);
  });

  it('keeps columns pinned to the end last, at the right edge, header and cells with the same offset (the pinned ones after them), none offset by itself', () => {
    const pinned: DataTableColumn<Fila>[] = [
      { id: 'acciones', encabezado: 'Acciones', ordenable: false, alinear: 'center', ancho: '90px', fija: 'end', celda: (f) => <button>Ver {f.folio}</button> },
      { id: 'folio', encabezado: 'Folio', alinear: 'right' },
      { id: 'marca', encabezado: 'Marca', ordenable: false, ancho: '40px', fija: 'end', celda: () => '✓' },
      { id: 'nombre', encabezado: 'Nombre' },
    ];
    const pagination: DataTablePagination = { page: 1, rowsPerPage: 5, sortBy: null, descending: false };
    renderWithProviders(
      <DataTable aria-label="Solicitudes" columnas={pinned} filas={TODAS.slice(0, 2)} total={2} paginacion={pagination} alCambiar={() => undefined} />,
    );
    const desplazamiento = (el: HTMLElement | undefined) => el?.style.getPropertyValue('--fija-derecha');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Folio', 'Nombre', 'Acciones', 'Marca']);
    expect(headers[2]).toHaveStyle({ width: '90px', textAlign: 'center' });
    expect(headers.map((h) => [h.dataset.pinned, desplazamiento(h)])).toEqual([
      [undefined, ''],
      [undefined, ''],
      ['end', '40px'],
      ['end', '0px'],
    ]);

    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['F-001', 'Cliente 1', 'Ver F-001', '✓']);
    expect(cells[0]).toHaveStyle({ textAlign: 'right' });
    expect(cells[2]).toHaveStyle({ textAlign: 'center' });
    expect(cells.map((c) => [c.dataset.pinned, desplazamiento(c)])).toEqual(headers.map((h) => [h.dataset.pinned, desplazamiento(h)]));
    // The header is sticky at every width (for its top); an inline right offset would pin it alone
    // on a phone, over the other columns, while its cells scroll. The offset is only read by the
    // tablet-up rule that pins header and cells together.
    for (const el of [...headers, ...cells]) expect(el.style.right).toBe('');
  });

  it('while its first page loads, says Cargando… and keeps the height of the page, so the pagination below does not jump when the rows arrive', () => {
    const pagination: DataTablePagination = { page: 1, rowsPerPage: 10, sortBy: null, descending: false };
    const tabla = (props: { filas: Fila[]; cargando: boolean }) => (
      <DataTable aria-label="Solicitudes" columnas={columns} total={props.filas.length} paginacion={pagination} alCambiar={() => undefined} {...props} />
    );
    const { rerender } = renderWithProviders(tabla({ filas: [], cargando: true }));
    expect(screen.getByRole('table', { name: 'Solicitudes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Cargando…' })).toHaveStyle({ height: '480px' });
    rerender(tabla({ filas: [], cargando: false }));
    expect(screen.getByRole('cell', { name: MENSAJES.sinRegistros })).not.toHaveStyle({ height: '480px' });
  });
});
