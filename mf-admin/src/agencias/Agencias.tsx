import { useCallback, useMemo } from 'react';
import { useNavigate } from '@verifica/shared/router';
import type { Agencia } from '@verifica/contracts';
import { columnaOpciones, DataTable, IconButton, LIST_ROWS_PER_PAGE_OPTIONS, ListToolbar, PageHeader, pathTo, screenTitle, type DataTableColumn, ListaProvider } from '@verifica/shared';
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
      columnaOpciones(
        (agencia) => <IconButton icon="edit" color="primary" aria-label={`Editar ${agencia.nombre}`} onClick={() => open(agencia.id)} />,
        { align: 'center', width: '110px' },
      ),
    ],
    [open],
  );

  return (
    <ListaProvider value={list}>
      <section data-screen="agencias">
        <PageHeader title={screenTitle('agencias')} />
        <ListToolbar search={list.inputs.search} onSearchChange={(texto) => list.setFilter('search', texto)} onAdd={() => open(0)} />
        <DataTable
          aria-label="Agencias"
          columns={columns}
          rowsPerPageOptions={LIST_ROWS_PER_PAGE_OPTIONS}
          onRowClick={(agencia) => open(agencia.id)}
        />
      </section>
    </ListaProvider>
  );
}
