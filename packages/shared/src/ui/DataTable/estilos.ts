import styled from 'styled-components';

export const Root = styled.div`
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
export const Scroll = styled.div<{ $virtual: boolean }>`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  ${({ $virtual }) => ($virtual ? 'max-height: 70vh; overflow-y: auto; overscroll-behavior-y: contain;' : '')}
`;

/** The empty space that stands for the rows not rendered above or below the visible ones. */
export const Relleno = styled.tr`
  td { padding: 0 !important; border: none !important; }
`;

export const Table = styled.table`
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
   * sticky at every width for its top, and an inline right offset would pin it alone on a phone).
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

export const SortButton = styled.button<{ $active: boolean }>`
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

export const BodyRow = styled.tr<{ $bg?: string; $clickable: boolean; $selected: boolean }>`
  background: ${({ $bg, $selected, theme }) => $bg ?? ($selected ? theme.colors.row.selected : 'transparent')};
  --fila-fondo: ${({ $bg, $selected, theme }) => $bg ?? ($selected ? theme.colors.row.selected : 'transparent')};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover { filter: ${({ $clickable }) => ($clickable ? 'brightness(0.97)' : 'none')}; }
  ${({ $bg, theme }) => ($bg ? '' : `&:hover td { background: ${theme.colors.row.hover}; }`)}
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center;
  vertical-align: top !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
