import styled from 'styled-components';
import { LEYENDA_COLORES_LLAMADA } from '@verifica/contracts';
import { tonoDeColor } from './colores';

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

const Muestra = styled.span<{ $tono: 'green' | 'orange' | 'yellow' | 'red' }>`
  width: 16px;
  height: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ $tono, theme }) => theme.colors.row[$tono]};
`;

/** What the row colours of the call-center report mean (SPEC §2). */
export function Leyenda() {
  return (
    <Lista aria-label="Colores de las filas">
      {LEYENDA_COLORES_LLAMADA.map(({ color, label }) => (
        <li key={color}>
          <Muestra $tono={tonoDeColor(color)} aria-hidden="true" />
          {label}
        </li>
      ))}
    </Lista>
  );
}
