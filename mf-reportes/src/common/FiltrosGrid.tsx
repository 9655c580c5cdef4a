import styled from 'styled-components';

/** The filters of a report: as many columns as fit (one on a phone), the button at the end. */
export const FiltrosGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
