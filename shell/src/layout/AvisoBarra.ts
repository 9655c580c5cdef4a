import styled from 'styled-components';

/** A notice in the top bar (a due callback, a new release): its text cut with an ellipsis, then its buttons. */
export const AvisoBarra = styled.div`
  display: inline-flex;
  flex: 0 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  button.abrir {
    flex: none;
    border: 0;
    background: transparent;
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;
