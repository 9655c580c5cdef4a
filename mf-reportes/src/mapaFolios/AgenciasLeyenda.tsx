import styled from 'styled-components';
import type { MapaAgencia } from '@verifica/contracts';
import { listaPlana } from '@verifica/shared';
import { formatoNumero } from '../graficaFolios/chartOptions';

const Lista = styled.ul`
  ${listaPlana}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 16px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Pin = styled.span<{ $color: string }>`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid #ffffff;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  background: ${({ $color }) => $color};
`;

const Total = styled(Item)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The side list of the map (SPEC §2): each agency with its pin colour and count. */
export function AgenciasLeyenda({ agencias }: { agencias: readonly MapaAgencia[] }) {
  const total = agencias.reduce((t, a) => t + a.cantidad, 0);
  return (
    <Lista aria-label="Agencias">
      {agencias.map((a) => (
        <Item key={a.id} aria-label={`${a.nombre}: ${formatoNumero(a.cantidad)}`}>
          <Pin $color={a.color} aria-hidden data-color={a.color} />
          <span>{a.nombre}</span>
          <span>{formatoNumero(a.cantidad)}</span>
        </Item>
      ))}
      <Total aria-label={`Total: ${formatoNumero(total)}`}>
        <span />
        <span>Total</span>
        <span>{formatoNumero(total)}</span>
      </Total>
    </Lista>
  );
}
