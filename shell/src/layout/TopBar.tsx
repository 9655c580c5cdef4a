import styled from 'styled-components';
import { FolioSearch } from './FolioSearch';

const Bar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** Page title and the Folio search box. */
export function TopBar({ title }: { title: string }) {
  return (
    <Bar>
      <h2 data-testid="page-title">{title}</h2>
      <FolioSearch />
    </Bar>
  );
}
