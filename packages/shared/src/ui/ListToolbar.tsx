import styled from 'styled-components';
import { Button } from './Button';
import { Icon } from './Icon';
import { SearchField } from './SearchField';

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :first-child { flex: 0 1 360px; }
`;

export interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** Agregar: opens the form of a new record. */
  onAdd: () => void;
}

/** Search box and Agregar over a list. */
export function ListToolbar({ search, onSearchChange, onAdd }: ListToolbarProps) {
  return (
    <Bar>
      <SearchField value={search} onChange={onSearchChange} />
      <Button startIcon={<Icon name="add" size={18} />} onClick={onAdd}>
        Agregar
      </Button>
    </Bar>
  );
}
