import type { CSSProperties } from 'react';
import type { ColumnPinningPosition, Updater } from '@tanstack/react-table';
import type { DefaultTheme } from 'styled-components';
import type { RowId, RowTone } from './types';

const TONES: readonly string[] = ['green', 'orange', 'yellow', 'red'] satisfies RowTone[];

/** Height of a one-line row (cell padding, text, border). */
export const ALTO_FILA = 48;
/**
 * While the first page loads, the table already takes about the height of its rows: the
 * pagination bar below does not jump down when they arrive (Lighthouse measured that shift as
 * the request report's CLS, 0.151).
 */
export const altoCargando = (rowsPerPage: number) => `${(rowsPerPage > 0 ? Math.min(rowsPerPage, 25) : 25) * ALTO_FILA}px`;

export function defaultRowKey(row: unknown): RowId {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : String(id);
}

export function defaultCell(row: unknown, id: string): string {
  const value = (row as Record<string, unknown>)[id];
  return value == null ? '' : String(value);
}

export function toneColor(theme: DefaultTheme, tone: string | null | undefined): string | undefined {
  if (!tone) return undefined;
  return TONES.includes(tone) ? theme.colors.row[tone as RowTone] : tone;
}

export function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater;
}

/** A CSS width in px as a number (a pinned column's size for its neighbours' offsets). */
export function pxSize(width: string | undefined): number | undefined {
  const match = width ? /^(\d+(?:\.\d+)?)px$/.exec(width.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The offset of a column pinned to the end (the sizes of the pinned columns after it), as a CSS
 * variable the table's tablet-up rule reads for the header and the cells alike.
 */
export function pinnedStyle(column: { getIsPinned: () => ColumnPinningPosition; getAfter: (position: 'end') => number }): CSSProperties {
  return column.getIsPinned() === 'end' ? ({ '--fija-derecha': `${column.getAfter('end')}px` } as CSSProperties) : {};
}

