import styled from 'styled-components';

/** A screen's blocks one under the other (filters, legend, table), evenly spaced; never wider than the screen. */
export const Pila = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The action buttons of a table row, three a line at most. */
export const AccionesFila = styled.div`
  /* At most three buttons a line: a narrow pinned Opciones column leaves room for the others. */
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: start;
`;
