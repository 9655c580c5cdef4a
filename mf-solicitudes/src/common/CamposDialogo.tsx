import styled from 'styled-components';

/** A dialog's fields side by side, each at least `$min` px wide (one under another on a phone). */
export const CamposDialogo = styled.div<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
