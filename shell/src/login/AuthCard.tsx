import styled from 'styled-components';

/** The centred card of the login, recovery and reset pages. */
export const AuthPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
`;

export const AuthCard = styled.section`
  width: min(400px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; text-align: center; }
  form { display: grid; gap: ${({ theme }) => theme.space.md}; }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  flex-wrap: wrap;
`;
