import { useId } from 'react';
import styled from 'styled-components';
import { formatoNumero } from '@verifica/contracts';
import { IconButton } from '@verifica/shared/base';
import type { DataTablePagination } from './types';

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  @media (max-width: 599.98px) {
    justify-content: center;
    padding: ${({ theme }) => theme.space.sm};
  }
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
  select {
    min-height: 30px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Nav = styled.div`
  display: inline-flex;
  align-items: center;
`;

export const TODOS = -1;

export function rowsPerPageText(n: number): string {
  return n === TODOS ? 'Todos' : String(n);
}

export function pageCount(totalItems: number, rowsPerPage: number): number {
  if (rowsPerPage === TODOS || rowsPerPage <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / rowsPerPage));
}


interface PaginationProps {
  paginacion: DataTablePagination;
  /** The page the rows on screen belong to (the range text describes it); default `paginacion`. */
  rango?: DataTablePagination;
  total: number;
  /** False: `total` is a lower bound ("más de N"); the last page is unknown. */
  totalExacto: boolean;
  opciones: readonly number[];
  etiqueta: string;
  alCambiar: (pagination: DataTablePagination) => void;
  /** A "Todos" list streaming in, or broken off (see DataTableProps.progreso). */
  progreso?: { filas: number; error: string | null } | null;
}

/** What the footer says of a "Todos" list still arriving, or broken off. */
export function textoProgreso({ filas, error }: { filas: number; error: string | null }): string {
  const n = `${formatoNumero(filas)} ${filas === 1 ? 'fila' : 'filas'}`;
  return error ? `${n}. ${error}` : `Cargando… ${n}`;
}

/** Rows-per-page selector, range text and page buttons under a table. */
export function Pagination({ paginacion: pagination, rango = pagination, total: totalItems, totalExacto, opciones: options, etiqueta: label, alCambiar: onChange, progreso = null }: PaginationProps) {
  const selectId = useId();
  const { page, rowsPerPage } = pagination;
  const pages = pageCount(totalItems, rowsPerPage);
  const all = rango.rowsPerPage === TODOS;
  const from = totalItems === 0 ? 0 : all ? 1 : (rango.page - 1) * rango.rowsPerPage + 1;
  const to = all ? totalItems : Math.min(totalItems, rango.page * rango.rowsPerPage);
  const goTo = (p: number) => onChange({ ...pagination, page: Math.min(pages, Math.max(1, p)) });
  const withCurrent = options.includes(rowsPerPage) ? options : [...options, rowsPerPage];

  return (
    <Footer>
      <label htmlFor={selectId}>
        {label}
        <select
          id={selectId}
          value={rowsPerPage}
          onChange={(e) => onChange({ ...pagination, rowsPerPage: Number(e.target.value), page: 1 })}
        >
          {withCurrent.map((n) => (
            <option key={n} value={n}>
              {rowsPerPageText(n)}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">
        {progreso ? textoProgreso(progreso) : `${formatoNumero(from)}-${formatoNumero(to)} de ${totalExacto ? formatoNumero(totalItems) : `más de ${formatoNumero(totalItems)}`}`}
      </span>
      <Nav>
        <IconButton icon="firstPage" aria-label="Primera página" disabled={page <= 1} onClick={() => goTo(1)} />
        <IconButton icon="chevronLeft" aria-label="Página anterior" disabled={page <= 1} onClick={() => goTo(page - 1)} />
        <IconButton icon="chevronRight" aria-label="Página siguiente" disabled={page >= pages} onClick={() => goTo(page + 1)} />
        <IconButton icon="lastPage" aria-label="Última página" disabled={page >= pages || !totalExacto} onClick={() => goTo(pages)} />
      </Nav>
    </Footer>
  );
}
