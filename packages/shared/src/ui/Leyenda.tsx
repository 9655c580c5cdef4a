import styled from 'styled-components';
import type { RowTone } from './DataTable/types';

export interface LeyendaItem {
  /** The row tone it explains; null = a row without colour. */
  tono: RowTone | null;
  texto: string;
}

const Lista = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Muestra = styled.span<{ $tono: RowTone | null }>`
  width: 16px;
  height: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ $tono, theme }) => ($tono ? theme.colors.row[$tono] : theme.colors.surface)};
`;

/** What a table's row colours mean (the DataTable's `colorFila` tones). */
export function Leyenda({ items }: { items: readonly LeyendaItem[] }) {
  return (
    <Lista aria-label="Colores de las filas">
      {items.map(({ tono, texto }) => (
        <li key={texto}>
          <Muestra $tono={tono} aria-hidden="true" />
          {texto}
        </li>
      ))}
    </Lista>
  );
}
