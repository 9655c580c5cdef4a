import { useCallback, useMemo } from 'react';
import { useNavigate } from '@verifica/shared/router';
import type { Usuario } from '@verifica/contracts';
import { columnaOpciones, DataTable, IconButton, LIST_ROWS_PER_PAGE_OPTIONS, ListToolbar, PageHeader, pathTo, screenTitle, useSession, type DataTableColumn, ListaProvider } from '@verifica/shared';
import { DeleteUsuarioDialog } from './DeleteUsuarioDialog';
import { useDeleteUsuario } from './hooks/useDeleteUsuario';
import { useUsuariosList } from './hooks/useUsuariosList';
import type { UsuariosVariant } from './variants';

export interface UsuariosScreenProps {
  variant: UsuariosVariant;
}

/**
 * The Usuarios (and Gestores) list: search, Agregar, Nombre / Correo / Agencia (broad permission
 * only) / Tipo Usuario / Opciones with edit and delete; a row opens its form.
 */
export function UsuariosScreen({ variant }: UsuariosScreenProps) {
  const navigate = useNavigate();
  const { isBroad } = useSession();
  const list = useUsuariosList(variant);
  const borrar = useDeleteUsuario(list.recargar);
  const { ask } = borrar;
  const title = screenTitle(variant.listRoute);

  const open = useCallback((id: number) => void navigate(pathTo(variant.formRoute, { id })), [navigate, variant.formRoute]);

  const columns = useMemo<DataTableColumn<Usuario>[]>(
    () => [
      { id: 'nombre', encabezado: 'Nombre', celda: (u) => u.nombre_completo },
      { id: 'correo', encabezado: 'Correo' },
      ...(isBroad ? [{ id: 'agencia', encabezado: 'Agencia', celda: (u: Usuario) => u.agencia?.nombre ?? '' }] : []),
      ...(variant.rol ? [] : [{ id: 'rol', encabezado: 'Tipo Usuario', celda: (u: Usuario) => u.rol?.title ?? '' }]),
      columnaOpciones(
        (u) => (
          <>
            <IconButton icon="edit" color="primary" aria-label={`Editar ${u.nombre_completo}`} onClick={() => open(u.id)} />
            <IconButton icon="delete" color="danger" aria-label={`Eliminar ${u.nombre_completo}`} onClick={() => ask(u)} />
          </>
        ),
        { alinear: 'center', ancho: '120px' },
      ),
    ],
    [isBroad, variant.rol, open, ask],
  );

  return (
    <ListaProvider value={list}>
      <section data-screen={variant.listRoute}>
        <PageHeader title={title} />
        <ListToolbar busqueda={list.entradas.search} alBuscar={(texto) => list.cambiarFiltro('search', texto)} alAgregar={() => open(0)} />
        <DataTable
          aria-label={title}
          columnas={columns}
          opcionesPorPagina={LIST_ROWS_PER_PAGE_OPTIONS}
          alPulsarFila={(u) => open(u.id)}
        />
        <DeleteUsuarioDialog controller={borrar} noun={variant.noun} />
      </section>
    </ListaProvider>
  );
}
