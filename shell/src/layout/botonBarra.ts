import { css } from 'styled-components';
import { COMPACT_QUERY } from './breakpoints';

/** A top bar button (Buscar, Mis trabajos): outlined text, only its `.icon` in the compact layout (its `.text` stays the name). */
export const botonBarra = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  .icon { display: none; }
  @media ${COMPACT_QUERY} {
    width: 34px;
    padding: 0;
    .icon { display: inline-flex; }
    .text { display: none; }
  }
`;
