import { MENSAJES_EVENTOS } from '@verifica/contracts';
import styled from 'styled-components';
import { Button } from '@verifica/shared/base';

/** Takes no room: the notice floats over the top of the table, which stays where it was. */
const Region = styled.div`
  position: relative;
  height: 0;
`;

const Aviso = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: 50%;
  transform: translateX(-50%);
  z-index: 3;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100% - 16px);
  padding: 0 ${({ theme }) => theme.space.md};
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export interface AvisoCambiosProps {
  pendientes: number;
  actualizar: () => void;
}

/**
 * "N cambios — Actualizar": rows of the page changed elsewhere. A polite live region, so a screen
 * reader hears it without losing its place; the rows stay as they are until the user asks. It
 * floats over the table's top edge: it never pushes the table down.
 */
export function AvisoCambios({ pendientes, actualizar }: AvisoCambiosProps) {
  return (
    <Region aria-live="polite">
      {pendientes > 0 && (
        <Aviso>
          <span>{MENSAJES_EVENTOS.cambios(pendientes)} —</span>
          <Button variant="text" onClick={actualizar}>
            {MENSAJES_EVENTOS.actualizar}
          </Button>
        </Aviso>
      )}
    </Region>
  );
}
