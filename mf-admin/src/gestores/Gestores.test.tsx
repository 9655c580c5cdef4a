import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi } from '@verifica/shared/testing';
import { USUARIOS, pagedReply } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

const api = setupTestApi();

beforeEach(() => {
  api.on('GET /api/usuarios', (request) =>
    pagedReply(
      USUARIOS.filter((u) => request.query.get('rol') !== 'gestor' || u.rol?.title === 'Gestor'),
      (u) => u.nombre_completo,
    )(request),
  );
});

describe('Gestores', () => {
  it('is the usuarios list filtered by rol=gestor, without the Tipo Usuario column', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/gestores', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestores' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Gestores' });
    expect(await within(table).findByRole('cell', { name: 'Carla Gómez López' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Correo', 'Agencia', 'Opciones']);
    expect(Object.fromEntries(api.calls('GET /api/usuarios')[0]?.query ?? [])).toMatchObject({ rol: 'gestor', eliminado: '1' });
  });

  it('Agregar opens the gestor form and delete names the gestor', async () => {
    logIn('administrador');
    api.on('GET /api/permisos/list', { body: [] });
    const view = renderScreen('/admin/gestores', api.baseURL);
    await screen.findByRole('cell', { name: 'Carla Gómez López' });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Carla Gómez López' }));
    expect(await screen.findByRole('dialog', { name: 'Eliminar gestor' })).toHaveTextContent('¿Deseas eliminar al gestor Carla Gómez López?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestor' })).toBeInTheDocument();
    expect(view.location.pathname).toBe('/admin/gestores/0');
  });
});
