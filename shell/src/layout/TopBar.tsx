import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COMPACT_QUERY, COMPACT_TOP_BAR_HEIGHT } from './breakpoints';
import { AvisoNuevaVersion } from './AvisoNuevaVersion';
import { AvisoRellamadas } from './AvisoRellamadas';
import { FolioSearch } from './FolioSearch';
import { MisTrabajos } from './MisTrabajos';

const Bar = styled.header`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.lg};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media ${COMPACT_QUERY} {
    height: ${COMPACT_TOP_BAR_HEIGHT}px;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
    h2 { font-size: ${({ theme }) => theme.font.size.md}; }
  }
`;

/** Page title, a new release's notice, a due callback's notice (operators), the Folio search box and Mis trabajos; on narrow screens the menu button before them. */
export function TopBar({ title, menuButton }: { title: string; menuButton?: ReactNode }) {
  return (
    <Bar>
      {menuButton}
      <h2 data-testid="page-title">{title}</h2>
      <AvisoNuevaVersion />
      <AvisoRellamadas />
      <FolioSearch />
      <MisTrabajos />
    </Bar>
  );
}
