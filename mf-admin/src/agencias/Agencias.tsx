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
      { id: 'nombre', encabezado: 'Nombre' },
      { id: 'direccion', encabezado: 'Direccion' },
      columnaOpciones(
        (agencia) => <IconButton icon="edit" color="primary" aria-label={`Editar ${agencia.nombre}`} onClick={() => open(agencia.id)} />,
        { alinear: 'center', ancho: '110px' },
      ),
    ],
    [open],
  );

  return (
    <ListaProvider value={list}>
      <section data-screen="agencias">
        <PageHeader title={screenTitle('agencias')} />
        <ListToolbar busqueda={list.entradas.search} alBuscar={(texto) => list.cambiarFiltro('search', texto)} alAgregar={() => open(0)} />
        <DataTable
          aria-label="Agencias"
          columnas={columns}
          opcionesPorPagina={LIST_ROWS_PER_PAGE_OPTIONS}
          alPulsarFila={(agencia) => open(agencia.id)}
        />
      </section>
    </ListaProvider>
  );
}
