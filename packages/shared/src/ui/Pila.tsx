import styled from 'styled-components';

/** A screen's blocks one under the other (filters, legend, table), evenly spaced; never wider than the screen. */
export const Pila = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The action buttons of a table row, kept on one line. */
export const AccionesFila = styled.div`
  display: flex;
  flex-wrap: nowrap;
`;
