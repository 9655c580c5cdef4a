import type { ReactNode } from 'react';
import styled from 'styled-components';
import { spreadRow } from './estilos';

const Root = styled.header`
  ${spreadRow}
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The title of a screen (h1) and its main buttons. */
export function PageHeader({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Root>
      <h1>{title}</h1>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
