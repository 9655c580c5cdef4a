import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES, MENSAJES_ADMIN, type Usuario } from '@verifica/contracts';
import { setupTestApi, type Reply } from '@verifica/shared/testing';
import { USUARIOS, pagedReply } from '../test/fixtures';
import { abrirLista, logIn, renderScreen } from '../test/renderScreen';

const api = setupTestApi();
let usuarios: Usuario[];

beforeEach(() => {
  usuarios = [...USUARIOS];
  api.on('GET /api/usuarios', (request) => pagedReply(usuarios, (u) => `${u.nombre_completo} ${u.correo}`)(request));
});

const table = () => screen.getByRole('table', { name: 'Usuarios' });
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const listCalls = () => api.calls('GET /api/usuarios');

/** The list as administrador once `nombre` shows; DELETE answers `reply`, by default it deletes the user. */
async function listaParaBorrar(nombre: string, reply?: Reply) {
  logIn('administrador');
  api.on('DELETE /api/usuarios/:id', reply ?? (({ params }) => {
    usuarios = usuarios.filter((u) => u.id !== Number(params.id));
    return { body: { message: MENSAJES_ADMIN.usuarioEliminado } };
  }));
  renderScreen('/admin/usuarios', api.baseURL);
  await screen.findByRole('cell', { name: nombre });
  return userEvent.setup();
}

/** The row's Eliminar, then Eliminar in the dialog. */
async function eliminar(user: ReturnType<typeof userEvent.setup>, nombre: string) {
  await user.click(await screen.findByRole('button', { name: `Eliminar ${nombre}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
}

describe('Usuarios', () => {
  it('with the broad permission shows Nombre, Correo, Agencia, Tipo Usuario and Opciones', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/usuarios', api.baseURL);
    expect(await screen.findByRole('cell', { name: 'Ana Pérez López' })).toBeInTheDocument();
    expect(headers()).toEqual(['Nombre', 'Correo', 'Agencia', 'Tipo Usuario', 'Opciones']);
    const beto = within(bodyRows()[1] as HTMLElement);
    expect(beto.getByRole('cell', { name: 'beto@verifica.mx' })).toBeInTheDocument();
    expect(beto.getByRole('cell', { name: 'Agencia Norte' })).toBeInTheDocument();
    expect(beto.getByRole('cell', { name: 'Supervisor' })).toBeInTheDocument();
    expect(beto.getByRole('button', { name: 'Editar Beto Ruiz López' })).toBeInTheDocument();
    expect(beto.getByRole('button', { name: 'Eliminar Beto Ruiz López' })).toBeInTheDocument();
    expect(Object.fromEntries(listCalls()[0]?.query ?? [])).toEqual({
      eliminado: '1',
      page: '1',
      rowsPerPage: '10',
      sortBy: 'nombre',
      descending: 'false',
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', '25', 'Todos']);
  });

  it('without the broad permission there is no Agencia column', async () => {
    logIn('administrador');
    renderScreen('/admin/usuarios', api.baseURL);
    expect(await screen.findByRole('cell', { name: 'Ana Pérez López' })).toBeInTheDocument();
    expect(headers()).toEqual(['Nombre', 'Correo', 'Tipo Usuario', 'Opciones']);
    expect(screen.queryByRole('cell', { name: 'Agencia Norte' })).not.toBeInTheDocument();
  });

  it('searches 800 ms after typing stops, with eliminado=1 kept', async () => {
    await abrirLista('administrador', '/admin/usuarios', api.baseURL, 'Ana Pérez López');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'carla');
    // Nothing searched while typing; the wait is the suite's (5 s): on a busy CI machine the
    // search and its render took over 2 s.
    expect(listCalls()).toHaveLength(1);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]?.query.get('search')).toBe('carla');
    expect(listCalls()[1]?.query.get('eliminado')).toBe('1');
  });

  it('pages on the server', async () => {
    logIn('administrador');
    usuarios = Array.from({ length: 7 }, (_, i) => ({ ...USUARIOS[0], id: 100 + i, nombre_completo: `Persona ${i + 1}` }) as Usuario);
    renderScreen('/admin/usuarios', api.baseURL);
    await screen.findByRole('cell', { name: 'Persona 1' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Registros por página' }), '5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(Object.fromEntries(listCalls().at(-1)?.query ?? [])).toMatchObject({ page: '2', rowsPerPage: '5' });
  });

  it('Agregar and edit open the form', async () => {
    logIn('administrador');
    const view = renderScreen('/admin/usuarios', api.baseURL);
    api.on('GET /api/permisos/list', { body: [] });
    api.on('GET /api/usuarios/:id', { body: USUARIOS[0] });
    await screen.findByRole('cell', { name: 'Ana Pérez López' });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario' })).toBeInTheDocument();
    expect(view.location.pathname).toBe('/admin/usuarios/0');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Ana Pérez López' }));
    await waitFor(() => expect(view.location.pathname).toBe('/admin/usuarios/10'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana'));
  });

  it('delete asks by name; Cancelar keeps the user, Eliminar deletes and reloads', async () => {
    const user = await listaParaBorrar('Beto Ruiz López');

    await user.click(screen.getByRole('button', { name: 'Eliminar Beto Ruiz López' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    expect(dialog).toHaveTextContent('¿Deseas eliminar al usuario Beto Ruiz López?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/usuarios/:id')).toHaveLength(0);

    await eliminar(user, 'Beto Ruiz López');
    // While the dialog is open the page behind it is hidden: wait for it to close first.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('cell', { name: 'Beto Ruiz López' })).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/usuarios/:id').map((r) => r.path)).toEqual(['/api/usuarios/11']);
    expect(listCalls()).toHaveLength(2);
  });

  it('a refused delete (own user) closes the dialog, reloads and says why', async () => {
    const user = await listaParaBorrar('Ana Pérez López', { status: 422, body: { message: MENSAJES_ADMIN.noEliminarseASiMismo } });
    await eliminar(user, 'Ana Pérez López');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_ADMIN.noEliminarseASiMismo);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'Ana Pérez López' })).toBeInTheDocument();
  });

  it('a delete without an answer says Error inesperado', async () => {
    const user = await listaParaBorrar('Beto Ruiz López', { status: 500, body: 'boom' });
    await eliminar(user, 'Beto Ruiz López');
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.errorInesperado);
  });

  it('deleting the only row of the last page shows the page before it', async () => {
    usuarios = Array.from({ length: 6 }, (_, i) => ({ ...USUARIOS[0], id: 100 + i, nombre_completo: `Persona ${i + 1}` }) as Usuario);
    const user = await listaParaBorrar('Persona 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Registros por página' }), '5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await eliminar(user, 'Persona 6');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('1-5 de 5')).toBeInTheDocument();
    expect(listCalls().at(-1)?.query.get('page')).toBe('1');
  });
});
