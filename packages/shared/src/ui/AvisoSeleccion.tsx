import styled from 'styled-components';
import { formatoNumero } from '@verifica/contracts';
import { useListaOpcional } from '../controllers/ListaContext/ListaContext';
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
  /** Default: the selection of the list around (`ListaProvider`). */
  seleccion?: Seleccion;
  /** What the rows are, in plural ('folios'). */
  plural: string;
}

/**
 * Shown while every row of the page is selected and the filter has more: "Seleccionar los N
 * resultados" turns the selection into every row of the filter; then "Limpiar selección".
 */
export function AvisoSeleccion({ seleccion: seleccionProp, plural }: AvisoSeleccionProps) {
  const lista = useListaOpcional();
  const seleccion = seleccionProp ?? lista?.seleccion;
  if (!seleccion?.ofrecerTodas) return null;
  return (
    <Aviso role="status">
      {seleccion.todas ? (
        <>
          <span>Los {formatoNumero(seleccion.total)} resultados están seleccionados.</span>
          <Button variant="text" onClick={seleccion.limpiar}>
            Limpiar selección
          </Button>
        </>
      ) : (
        <>
          <span>
            {formatoNumero(seleccion.enPagina)} {plural} de esta página seleccionados.
          </span>
          <Button variant="text" onClick={seleccion.seleccionarTodas}>
            Seleccionar los {formatoNumero(seleccion.total)} resultados
          </Button>
        </>
      )}
    </Aviso>
  );
}
