import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi } from '@verifica/shared/testing';
import { ROLES_LIST, USUARIOS, pagedReply } from '../test/fixtures';
import { renderScreen } from '../test/renderScreen';

const api = setupTestApi({ logIn: 'administrador' });

beforeEach(() => {
  api.on('GET /api/usuarios', pagedReply(USUARIOS, (u) => u.nombre_completo));
  api.on('GET /api/permisos/list', { body: ROLES_LIST });
  api.on('POST /api/usuarios', ({ body }) => ({ status: 201, body: { id: 60, ...(body as object) } }));
});

describe('GestorForm', () => {
  it('is the usuario form with the Gestor role fixed, and goes back to Gestores', async () => {
    const view = renderScreen('/admin/gestores/0', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestor' })).toBeInTheDocument();
    const rol = screen.getByRole('combobox', { name: 'Tipo Usuario' });
    await waitFor(() => expect(rol).toHaveValue('Gestor'));
    expect(rol).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Gael');
    await user.type(screen.getByRole('textbox', { name: 'Apellido Paterno' }), 'Campos');
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'gael@verifica.mx');
    await user.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'secreta123{Enter}');

    await waitFor(() => expect(view.location.pathname).toBe('/admin/gestores'));
    expect(api.calls('POST /api/usuarios')[0]?.body).toMatchObject({ nombre: 'Gael', rol_id: 5 });
  });
});
