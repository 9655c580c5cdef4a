import styled from 'styled-components';
import type { Conflicto } from '../controllers/conflicto';
import { Button } from '@verifica/shared/base';

const Caja = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

export interface AvisoConflictoProps {
  conflicto: Conflicto;
  /** Loads the newer version, keeping the user's values. */
  onRecargar: () => void;
}

/** Someone else saved the record meanwhile: the user's values stay; Recargar takes the newer version. */
export function AvisoConflicto({ conflicto, onRecargar }: AvisoConflictoProps) {
  return (
    <Caja role="alert">
      <p>{conflicto.mensaje}</p>
      {conflicto.distintos === null ? (
        <>
          <p>Tus valores siguen en el formulario.</p>
          <Button variant="secondary" onClick={onRecargar}>
            Recargar
          </Button>
        </>
      ) : (
        <p>
          Se cargó la versión más reciente; tus valores siguen en el formulario. Revísalos y guarda de nuevo.
          {conflicto.distintos.length > 0 && ` El otro usuario guardó distinto: ${conflicto.distintos.join(', ')}.`}
        </p>
      )}
    </Caja>
  );
}
