import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Agencia } from '@verifica/contracts';
import {
  DataTable,
  IconButton,
  LIST_ROWS_PER_PAGE_OPTIONS,
  ListToolbar,
  PageHeader,
  pathTo,
  screenTitle,
  type DataTableColumn,
} from '@verifica/shared';
import { useAgenciasList } from './hooks/useAgenciasList';

/** Agencias (broad permission): search, Agregar, Nombre / Direccion / Opciones; a row opens its form. */
export default function Agencias() {
  const navigate = useNavigate();
  const list = useAgenciasList();
  const open = useCallback((id: number) => void navigate(pathTo('agenciasForm', { id })), [navigate]);

  const columns = useMemo<DataTableColumn<Agencia>[]>(
    () => [
      { id: 'nombre', header: 'Nombre' },
      { id: 'direccion', header: 'Direccion' },
      {
        id: 'opciones',
        header: 'Opciones',
        sortable: false,
        pinned: 'end',
        align: 'center',
        width: '110px',
        cell: (agencia) => (
          <IconButton icon="edit" color="primary" aria-label={`Editar ${agencia.nombre}`} onClick={() => open(agencia.id)} />
        ),
      },
    ],
    [open],
  );

  return (
    <section data-screen="agencias">
      <PageHeader title={screenTitle('agencias')} />
      <ListToolbar search={list.inputs.search} onSearchChange={(texto) => list.setFilter('search', texto)} onAdd={() => open(0)} />
      <DataTable
        aria-label="Agencias"
        columns={columns}
        rows={list.rows}
        totalItems={list.totalItems}
        loading={list.loading}
        pagination={list.pagination}
        onChange={list.setPagination}
        rowsPerPageOptions={LIST_ROWS_PER_PAGE_OPTIONS}
        onRowClick={(agencia) => open(agencia.id)}
      />
    </section>
  );
}
