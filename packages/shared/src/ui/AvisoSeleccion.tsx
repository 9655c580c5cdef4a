import styled from 'styled-components';
import { formatoNumero } from '@verifica/contracts';
import type { Seleccion } from '../controllers/useSeleccion/useSeleccion';
import { Button } from '@verifica/shared/base';

const Aviso = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

export interface AvisoSeleccionProps {
  seleccion: Seleccion;
  /** What the rows are, in plural ('folios'). */
  plural: string;
}

/**
 * Shown while every row of the page is selected and the filter has more: "Seleccionar los N
 * resultados" turns the selection into every row of the filter; then "Limpiar selección".
 */
export function AvisoSeleccion({ seleccion, plural }: AvisoSeleccionProps) {
  if (!seleccion.offerAll) return null;
  return (
    <Aviso role="status">
      {seleccion.all ? (
        <>
          <span>Los {formatoNumero(seleccion.total)} resultados están seleccionados.</span>
          <Button variant="text" onClick={seleccion.clear}>
            Limpiar selección
          </Button>
        </>
      ) : (
        <>
          <span>
            {formatoNumero(seleccion.pageSize)} {plural} de esta página seleccionados.
          </span>
          <Button variant="text" onClick={seleccion.selectAll}>
            Seleccionar los {formatoNumero(seleccion.total)} resultados
          </Button>
        </>
      )}
    </Aviso>
  );
}
