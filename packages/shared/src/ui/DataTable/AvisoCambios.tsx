import { MENSAJES_EVENTOS } from '@verifica/contracts';
import styled from 'styled-components';
import { Button } from '@verifica/shared/base';

const Aviso = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface AvisoCambiosProps {
  pendientes: number;
  actualizar: () => void;
}

/**
 * "N cambios — Actualizar": rows of the page changed elsewhere. A polite live region, so a screen
 * reader hears it without losing its place; the rows stay as they are until the user asks.
 */
export function AvisoCambios({ pendientes, actualizar }: AvisoCambiosProps) {
  return (
    <div aria-live="polite">
      {pendientes > 0 && (
        <Aviso>
          <span>{MENSAJES_EVENTOS.cambios(pendientes)} —</span>
          <Button variant="text" onClick={actualizar}>
            {MENSAJES_EVENTOS.actualizar}
          </Button>
        </Aviso>
      )}
    </div>
  );
}
