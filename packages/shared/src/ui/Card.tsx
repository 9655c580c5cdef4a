import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { spreadRow } from '@verifica/shared/base';

const Root = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
`;

const Header = styled.header`
  ${spreadRow}
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

const Body = styled.div<{ $padded: boolean }>`
  min-width: 0;
  padding: ${({ $padded, theme }) => ($padded ? theme.space.lg : '0')};
  @media (max-width: 599.98px) { padding: ${({ $padded, theme }) => ($padded ? theme.space.md : '0')}; }
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Content at the right of the title. */
  actions?: ReactNode;
  /** Padding around the body (default true; tables usually want false). */
  padded?: boolean;
  children?: ReactNode;
}

/** A white surface grouping related content (filters, a table, a form). */
export function Card({ title, actions, padded = true, children, ...rest }: CardProps) {
  return (
    <Root {...rest}>
      {(title || actions) && (
        <Header>
          {title ? <h2>{title}</h2> : <span />}
          {actions}
        </Header>
      )}
      <Body $padded={padded}>{children}</Body>
    </Root>
  );
}
