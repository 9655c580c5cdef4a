import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Collapsible } from '../ui/Collapsible';

export interface FiltrosPanelProps {
  children: ReactNode;
  /** Default 'Filtros'. */
  title?: string;
  defaultOpen?: boolean;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** The collapsible filter block of the report and assignment screens: fields in a responsive grid. */
export function FiltrosPanel({ children, title = 'Filtros', defaultOpen = true }: FiltrosPanelProps) {
  return (
    <Collapsible title={title} defaultOpen={defaultOpen}>
      <Grid>{children}</Grid>
    </Collapsible>
  );
}
