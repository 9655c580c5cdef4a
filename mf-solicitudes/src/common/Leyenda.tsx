import styled from 'styled-components';
import { LEYENDA_SOLICITUDES } from './colores';

const Lista = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

const Muestra = styled.span<{ $tono: string | null }>`
  width: 16px;
  height: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ $tono, theme }) => ($tono ? theme.colors.row[$tono as keyof typeof theme.colors.row] : theme.colors.surface)};
`;

/** What the row colours mean (see colores.ts). */
export function Leyenda() {
  return (
    <Lista aria-label="Colores de las filas">
      {LEYENDA_SOLICITUDES.map(({ tono, texto }) => (
        <li key={texto}>
          <Muestra $tono={tono} aria-hidden="true" />
          {texto}
        </li>
      ))}
    </Lista>
  );
}
