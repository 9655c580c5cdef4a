import { css } from 'styled-components';

/** A round button that is only its icon: no border, no background until hovered. The caller sets size and colour. */
export const plainIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;
`;

/** A row that wraps, its first and last parts pushed apart (a title and its actions). */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** A list without bullets or indent: its items make the layout (a column, a grid, a row of chips). */
export const listaPlana = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
