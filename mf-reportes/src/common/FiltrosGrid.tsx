import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FiltrosPanel } from '@verifica/shared';

const Espacio = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export interface FiltrosGridProps {
  children: ReactNode;
  /** Filters applied beyond the defaults (the panel's header); default: those of the list around (`ListaProvider`). */
  activos?: number;
  /** Enter or the submit button (the page never reloads). */
  onBuscar?: () => void;
}

/** The filters of a report: the shared filter panel (closed at first on a phone) as a form, the button at the end. */
export function FiltrosGrid({ children, activos, onBuscar }: FiltrosGridProps) {
  return (
    <Espacio>
      <FiltrosPanel
        activos={activos}
        alEnviar={(e) => {
          e.preventDefault();
          onBuscar?.();
        }}
      >
        {children}
      </FiltrosPanel>
    </Espacio>
  );
}
