import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  columnPinningFeature,
  columnSizingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnPinningState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { MENSAJES } from '@verifica/contracts';
import { useTheme } from 'styled-components';
import { Checkbox } from '../Checkbox';
import { Icon } from '@verifica/shared/base';
import { LoadingBar } from '../LoadingBar';
import { AvisoCambios } from './AvisoCambios';
import { useDeLaLista } from './deLaLista';
import { altoCargando, defaultCell, defaultRowKey, pinnedStyle, pxSize, resolve, toneColor } from './celdas';
import { BodyRow, EmptyCell, Relleno, Root, Scroll, SortButton, Table } from './estilos';
import { Pagination } from './Pagination';
import type { DataTableColumn, DataTableProps, RowId } from './types';
import { useFilasVirtuales } from './useFilasVirtuales';

export { UMBRAL_VIRTUAL } from './useFilasVirtuales';

// Sizing only gives pinned columns their offsets (column.getAfter): the widths are CSS.
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnPinningFeature, columnSizingFeature });
type Features = typeof features;

const DEFAULT_OPTIONS = [5, 10, 15, 25, -1] as const;
const SELECT_COLUMN = '__select';
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [role="checkbox"]';

/**
 * A server-side paged, sortable table (TanStack Table v9 for the model; our markup).
 * Controlled: the parent owns pagination and selection and reloads on `alCambiar`; inside a
 * `ListaProvider` and without `filas`, the list around is that parent.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    columnas: columns,
    filas: rows,
    claveFila: rowKey = defaultRowKey,
    paginacion: pagination,
    total: totalItems,
    totalExacto = true,
    alCambiar: onChange,
    opcionesPorPagina: rowsPerPageOptions = DEFAULT_OPTIONS,
    etiquetaPorPagina: rowsPerPageLabel = 'Registros por página',
    cargando: loading = false,
    seleccionable: selectable = false,
    seleccionadas: selected,
    alSeleccionar: onSelectedChange,
    etiquetaFila: rowLabel,
    colorFila: rowColor,
    alPulsarFila: onRowClick,
    textoVacio: emptyText = MENSAJES.sinRegistros,
    sinPaginacion: hidePagination = false,
    cambios,
    progreso = null,
    'aria-label': ariaLabel,
  } = useDeLaLista(props);
  const theme = useTheme();
  const data = rows as T[];

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((col: DataTableColumn<T>) => ({
        id: col.id,
        header: col.encabezado,
        accessorFn: (row: T) => (row as Record<string, unknown>)[col.id],
        enableSorting: col.ordenable !== false,
        size: pxSize(col.ancho),
        cell: ({ row }) => (col.celda ? col.celda(row.original) : defaultCell(row.original, col.id)),
      })),
    [columns],
  );

  const columnsById = useMemo(() => new Map(columns.map((col) => [col.id, col])), [columns]);
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({ start: [], end: columns.filter((col) => col.fija === 'end').map((col) => col.id) }),
    [columns],
  );

  const sorting = useMemo<SortingState>(
    () => (pagination.sortBy ? [{ id: pagination.sortBy, desc: pagination.descending }] : []),
    [pagination.sortBy, pagination.descending],
  );

  const keyOf = (row: T) => String(rowKey(row));
  const selectedIds = selected ?? [];
  const rowSelection = useMemo<RowSelectionState>(() => {
    const state: RowSelectionState = {};
    for (const id of selected ?? []) state[String(id)] = true;
    return state;
  }, [selected]);

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => keyOf(row),
    state: { sorting, rowSelection, columnPinning },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      if (!next) return;
      onChange({ ...pagination, sortBy: next.id, descending: next.desc, page: 1 });
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      // Keep the caller's ids (numbers stay numbers), also for rows on other pages.
      const lookup = new Map<string, RowId>();
      for (const id of selectedIds) lookup.set(String(id), id);
      for (const row of rows) lookup.set(keyOf(row), rowKey(row));
      onSelectedChange?.(Object.keys(next).map((key) => lookup.get(key) ?? key));
    },
  });

  // The page the rows on screen belong to: while another page loads, the old rows stay, and the
  // footer keeps describing them ("1-25", not the "26-50" on its way).
  const [paginaMostrada, setPaginaMostrada] = useState(pagination);
  if (!loading && paginaMostrada !== pagination) setPaginaMostrada(pagination);

  const columnCount = columns.length + (selectable ? 1 : 0);
  const headerGroup = table.getHeaderGroups()[0];
  const tableRows = table.getRowModel().rows;

  const { virtual, scrollRef, medir, visibles, arriba, abajo, moverFoco } = useFilasVirtuales(tableRows);

  const onRowActivate = (row: T, index: number) => (event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick) return;
    if ((event.target as HTMLElement).closest(INTERACTIVE) !== null) return;
    if ('key' in event) {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        moverFoco(index + (event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      if (event.key !== 'Enter') return;
    }
    onRowClick(row);
  };

  return (
    <Root>
      <LoadingBar loading={loading} />
      {cambios && <AvisoCambios pendientes={cambios.pendientes} actualizar={cambios.actualizar} />}
      <Scroll ref={scrollRef} $virtual={virtual}>
        <Table aria-label={ariaLabel} aria-busy={loading || undefined} aria-rowcount={virtual ? tableRows.length + 1 : undefined}>
          <thead>
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {selectable && (
                <th key={SELECT_COLUMN} style={{ width: '48px' }}>
                  <Checkbox
                    aria-label="Seleccionar todos"
                    checked={tableRows.length > 0 && table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected()}
                    disabled={tableRows.length === 0}
                    onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                  />
                </th>
              )}
              {headerGroup?.headers.map((header) => {
                const col = columnsById.get(header.column.id);
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    style={{ textAlign: col?.alinear ?? 'left', width: col?.ancho, ...pinnedStyle(header.column) }}
                    data-pinned={header.column.getIsPinned() || undefined}
                    aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {canSort ? (
                      <SortButton type="button" $active={sorted !== false} onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <Icon name={sorted === 'desc' ? 'arrowDown' : 'arrowUp'} size={16} />
                      </SortButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {tableRows.length === 0 ? (
              <tr>
                <EmptyCell colSpan={columnCount} style={loading ? { height: altoCargando(pagination.rowsPerPage) } : undefined}>
                  {loading ? 'Cargando…' : emptyText}
                </EmptyCell>
              </tr>
            ) : (
              <>
                <Hueco alto={arriba} columnas={columnCount} />
                {visibles.map(({ row, index: rowIndex }) => {
                  if (!row) return null;
                  const original = row.original;
                  const isSelected = row.getIsSelected();
                  return (
                    <BodyRow
                      key={row.id}
                      ref={medir}
                      data-index={rowIndex}
                      aria-rowindex={virtual ? rowIndex + 2 : undefined}
                      $bg={toneColor(theme, rowColor?.(original))}
                      $clickable={!!onRowClick}
                      $selected={isSelected}
                      aria-selected={selectable ? isSelected : undefined}
                      tabIndex={onRowClick ? 0 : undefined}
                      onClick={onRowClick ? onRowActivate(original, rowIndex) : undefined}
                      onKeyDown={onRowClick ? onRowActivate(original, rowIndex) : undefined}
                    >
                      {selectable && (
                        <td>
                          <Checkbox
                            aria-label={`Seleccionar ${rowLabel ? rowLabel(original) : `fila ${rowIndex + 1}`}`}
                            checked={isSelected}
                            onChange={(checked) => row.toggleSelected(checked)}
                          />
                        </td>
                      )}
                      {[...row.getCenterVisibleCells(), ...row.getEndVisibleCells()].map((cell) => (
                        <td
                          key={cell.id}
                          style={{ textAlign: columnsById.get(cell.column.id)?.alinear ?? 'left', ...pinnedStyle(cell.column) }}
                          data-pinned={cell.column.getIsPinned() || undefined}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </BodyRow>
                  );
                })}
                <Hueco alto={abajo} columnas={columnCount} />
              </>
            )}
          </tbody>
        </Table>
      </Scroll>
      {!hidePagination && (
        <Pagination
          paginacion={pagination}
          rango={loading ? paginaMostrada : pagination}
          total={totalItems}
          totalExacto={totalExacto}
          opciones={rowsPerPageOptions}
          etiqueta={rowsPerPageLabel}
          alCambiar={onChange}
          progreso={progreso}
        />
      )}
    </Root>
  );
}

/** The rows not rendered above or below the visible ones: an empty row of their height (none for 0). */
function Hueco({ alto, columnas }: { alto: number; columnas: number }) {
  if (alto <= 0) return null;
  return (
    <Relleno aria-hidden="true">
      <td colSpan={columnas} style={{ height: `${alto}px` }} />
    </Relleno>
  );
}
