import styled from 'styled-components';
import type { Vistas } from '../controllers/useVistas/useVistas';
import { Button, Icon } from '@verifica/shared/base';
import { SearchField } from './SearchField';
import { VistasMenu } from './VistasMenu';

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :first-child { flex: 0 1 360px; }
`;

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ListToolbarProps {
  busqueda: string;
  alBuscar: (value: string) => void;
  /** Agregar: opens the form of a new record. */
  alAgregar: () => void;
  /** The list's saved views (`lista.vistas`); default those of the list around (`ListaProvider`): a Vistas menu before Agregar. */
  vistas?: Vistas;
}

/** Search box, Vistas and Agregar over a list. */
export function ListToolbar({ busqueda: search, alBuscar: onSearchChange, alAgregar: onAdd, vistas }: ListToolbarProps) {
  return (
    <Bar>
      <SearchField value={search} onChange={onSearchChange} />
      <Acciones>
        {vistas ? <VistasMenu {...vistas} /> : <VistasMenu />}
        <Button startIcon={<Icon name="add" size={18} />} onClick={onAdd}>
          Agregar
        </Button>
      </Acciones>
    </Bar>
  );
}
