import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  columnPinningFeature,
  columnSizingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnPinningPosition,
  type ColumnPinningState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { MENSAJES } from '@verifica/contracts';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { Checkbox } from '../Checkbox';
import { Icon } from '@verifica/shared/base';
import { LoadingBar } from '../LoadingBar';
import { AvisoCambios } from './AvisoCambios';
import { Pagination } from './Pagination';
import type { DataTableColumn, DataTableProps, RowId, RowTone } from './types';

// Sizing only gives pinned columns their offsets (column.getAfter): the widths are CSS.
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnPinningFeature, columnSizingFeature });
type Features = typeof features;

const DEFAULT_OPTIONS = [5, 10, 15, 25, -1] as const;
const SELECT_COLUMN = '__select';
const TONES: readonly string[] = ['green', 'orange', 'yellow', 'red'] satisfies RowTone[];

const Root = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
  max-width: 100%;
`;

/**
 * Wide tables scroll sideways here, never the page. A long list (virtual rows) also scrolls down
 * here, its header kept on top: the paging bar and its totals stay in view under it.
 */
const Scroll = styled.div<{ $virtual: boolean }>`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  ${({ $virtual }) => ($virtual ? 'max-height: 70vh; overflow-y: auto; overscroll-behavior-y: contain;' : '')}
`;

/** The empty space that stands for the rows not rendered above or below the visible ones. */
const Relleno = styled.tr`
  td { padding: 0 !important; border: none !important; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    /* Headers wrap between words (Fecha / Captura) so the columns fit beside the pinned one. */
    white-space: normal;
  }
  tbody tr:last-child td { border-bottom: none; }
  /*
   * Pinned columns (row actions) stay at the right edge while the rest scrolls under them, from
   * the tablet width up; header and cells together (the offset is only applied here: the header is
   * sticky at every width for its top, and an inline right offset pinned it alone on a phone).
   */
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    th[data-pinned='end'], td[data-pinned='end'] {
      position: sticky;
      right: var(--fija-derecha);
      box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border}, -6px 0 6px -6px rgba(15, 23, 42, 0.3);
    }
    th[data-pinned='end'] { z-index: 2; }
    td[data-pinned='end'] {
      z-index: 1;
      /* Opaque: the row's tint (--fila-fondo) over the card's surface. */
      background: linear-gradient(var(--fila-fondo), var(--fila-fondo)) ${({ theme }) => theme.colors.surface};
    }
  }
`;

const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ $active, theme }) => ($active ? theme.colors.text : 'inherit')};
  font: inherit;
  font-weight: inherit;
  cursor: pointer;
  svg { opacity: ${({ $active }) => ($active ? 1 : 0.35)}; }
  &:hover svg { opacity: 1; }
`;

const BodyRow = styled.tr<{ $bg?: string; $clickable: boolean; $selected: boolean }>`
  background: ${({ $bg, $selected, theme }) => $bg ?? ($selected ? theme.colors.row.selected : 'transparent')};
  --fila-fondo: ${({ $bg, $selected, theme }) => $bg ?? ($selected ? theme.colors.row.selected : 'transparent')};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover { filter: ${({ $clickable }) => ($clickable ? 'brightness(0.97)' : 'none')}; }
  ${({ $bg, theme }) => ($bg ? '' : `&:hover td { background: ${theme.colors.row.hover}; }`)}
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center;
  vertical-align: top !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Height of a one-line row (cell padding, text, border). */
const ALTO_FILA = 48;
/**
 * Above this many rows only the visible ones (and a few around them) are in the DOM, the rest
 * stand in as empty space (TanStack Virtual): "Todos" of 80,000 rows scrolls like a page of 25.
 */
export const UMBRAL_VIRTUAL = 200;
/** Rows rendered beyond each edge of the visible ones. */
const FILAS_EXTRA = 10;
/**
 * While the first page loads, the table already takes about the height of its rows: the
 * pagination bar below does not jump down when they arrive (Lighthouse measured that shift as
 * the request report's CLS, 0.151).
 */
const altoCargando = (rowsPerPage: number) => `${(rowsPerPage > 0 ? Math.min(rowsPerPage, 25) : 25) * ALTO_FILA}px`;

function defaultRowKey(row: unknown): RowId {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : String(id);
}

function defaultCell(row: unknown, id: string): string {
  const value = (row as Record<string, unknown>)[id];
  return value == null ? '' : String(value);
}

function toneColor(theme: DefaultTheme, tone: string | null | undefined): string | undefined {
  if (!tone) return undefined;
  return TONES.includes(tone) ? theme.colors.row[tone as RowTone] : tone;
}

function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater;
}

/** A CSS width in px as a number (a pinned column's size for its neighbours' offsets). */
function pxSize(width: string | undefined): number | undefined {
  const match = width ? /^(\d+(?:\.\d+)?)px$/.exec(width.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The offset of a column pinned to the end (the sizes of the pinned columns after it), as a CSS
 * variable the table's tablet-up rule reads for the header and the cells alike.
 */
function pinnedStyle(column: { getIsPinned: () => ColumnPinningPosition; getAfter: (position: 'end') => number }): CSSProperties {
  return column.getIsPinned() === 'end' ? ({ '--fija-derecha': `${column.getAfter('end')}px` } as CSSProperties) : {};
}

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [role="checkbox"]';

/**
 * A server-side paged, sortable table (TanStack Table v9 for the model; our markup).
 * Controlled: the parent owns pagination and selection and reloads on onChange.
 */
export function DataTable<T extends RowData>({
  columns,
  rows,
  rowKey = defaultRowKey,
  pagination,
  totalItems,
  totalExacto = true,
  onChange,
  rowsPerPageOptions = DEFAULT_OPTIONS,
  rowsPerPageLabel = 'Registros por página',
  loading = false,
  selectable = false,
  selected,
  onSelectedChange,
  rowLabel,
  rowColor,
  onRowClick,
  emptyText = MENSAJES.sinRegistros,
  hidePagination = false,
  cambios,
  progreso = null,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const theme = useTheme();
  const data = rows as T[];

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((col: DataTableColumn<T>) => ({
        id: col.id,
        header: col.header,
        accessorFn: (row: T) => (row as Record<string, unknown>)[col.id],
        enableSorting: col.sortable !== false,
        size: pxSize(col.width),
        cell: ({ row }) => (col.cell ? col.cell(row.original) : defaultCell(row.original, col.id)),
      })),
    [columns],
  );

  const columnsById = useMemo(() => new Map(columns.map((col) => [col.id, col])), [columns]);
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({ start: [], end: columns.filter((col) => col.pinned === 'end').map((col) => col.id) }),
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

  const virtual = tableRows.length > UMBRAL_VIRTUAL;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ALTO_FILA,
    overscan: FILAS_EXTRA,
    getItemKey: (index) => tableRows[index]?.id ?? index,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visibles = virtual ? items.map((item) => ({ row: tableRows[item.index], index: item.index })) : tableRows.map((row, index) => ({ row, index }));
  const arriba = items[0]?.start ?? 0;
  const abajo = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  /** Arrow keys move between focusable rows, scrolling a virtual row into the DOM first. */
  const moverFoco = (index: number) => {
    if (index < 0 || index >= tableRows.length) return;
    // A virtual row is in the DOM a frame or two after its scroll.
    const enfocar = (intentos: number) => {
      const fila = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
      if (fila) fila.focus();
      else if (intentos > 0) requestAnimationFrame(() => enfocar(intentos - 1));
    };
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    enfocar(10);
  };

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
                    style={{ textAlign: col?.align ?? 'left', width: col?.width, ...pinnedStyle(header.column) }}
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
                {arriba > 0 && (
                  <Relleno aria-hidden="true">
                    <td colSpan={columnCount} style={{ height: `${arriba}px` }} />
                  </Relleno>
                )}
                {visibles.map(({ row, index: rowIndex }) => {
                  if (!row) return null;
                  const original = row.original;
                  const isSelected = row.getIsSelected();
                  return (
                    <BodyRow
                      key={row.id}
                      ref={virtual ? virtualizer.measureElement : undefined}
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
                          style={{ textAlign: columnsById.get(cell.column.id)?.align ?? 'left', ...pinnedStyle(cell.column) }}
                          data-pinned={cell.column.getIsPinned() || undefined}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </BodyRow>
                  );
                })}
                {abajo > 0 && (
                  <Relleno aria-hidden="true">
                    <td colSpan={columnCount} style={{ height: `${abajo}px` }} />
                  </Relleno>
                )}
              </>
            )}
          </tbody>
        </Table>
      </Scroll>
      {!hidePagination && (
        <Pagination
          pagination={pagination}
          rango={loading ? paginaMostrada : pagination}
          totalItems={totalItems}
          totalExacto={totalExacto}
          options={rowsPerPageOptions}
          label={rowsPerPageLabel}
          onChange={onChange}
          progreso={progreso}
        />
      )}
    </Root>
  );
}
