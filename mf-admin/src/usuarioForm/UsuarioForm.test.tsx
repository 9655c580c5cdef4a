import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES, MENSAJES_ADMIN } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS_LIST, ROLES_LIST, USUARIOS, pagedReply, validationReply } from '../test/fixtures';
import { cuerpoGuardado, logIn, renderScreen } from '../test/renderScreen';

const api = setupTestApi();

beforeEach(() => {
  api.on('GET /api/usuarios', pagedReply(USUARIOS, (u) => u.nombre_completo));
  api.on('GET /api/usuarios/:id', ({ params }) => ({ body: USUARIOS.find((u) => u.id === Number(params.id)) }));
  api.on('GET /api/permisos/list', { body: ROLES_LIST });
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
});

type User = ReturnType<typeof userEvent.setup>;
const textbox = (name: string) => screen.getByRole('textbox', { name });
/**
 * The shared Select shows its messages under the combobox and marks it invalid, but headlessui's
 * Field replaces its aria-describedby: check the text in the field's frame instead.
 */
function expectSelectError(label: string, message: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  expect(combobox).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(label, { selector: 'label' }).parentElement).toHaveTextContent(message);
}
const password = () => screen.getByLabelText('Contraseña', { selector: 'input' });

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: `Mostrar opciones de ${label}` }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillNuevo(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Diana');
  await user.type(textbox('Apellido Paterno'), 'Sánchez');
  await user.type(textbox('Apellido Materno'), 'Mora');
  await user.type(textbox('Correo'), 'Diana@Verifica.mx');
  await user.type(password(), 'secreta123');
  await user.type(textbox('Teléfono'), '5550001111');
  await user.type(textbox('Dirección'), 'Calle 9');
}

describe('UsuarioForm', () => {
  it('creates a user with agency (broad permission) and role, active by default', async () => {
    logIn('superAdministrador');
    api.on('POST /api/usuarios', ({ body }) => ({ status: 201, body: { id: 50, ...(body as object) } }));
    const view = renderScreen('/admin/usuarios/0', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
    expect(password()).toHaveAccessibleDescription(/Obligatoria/);

    const user = userEvent.setup();
    await fillNuevo(user);
    await choose(user, 'Agencia', 'Agencia Norte');
    await choose(user, 'Tipo Usuario', 'Supervisor');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await cuerpoGuardado(api, view.location, '/admin/usuarios', 'POST /api/usuarios')).toEqual({
      nombre: 'Diana',
      apellido_paterno: 'Sánchez',
      apellido_materno: 'Mora',
      correo: 'diana@verifica.mx',
      password: 'secreta123',
      telefono: '5550001111',
      agencia_id: 2,
      rol_id: 3,
      direccion: 'Calle 9',
      activo: true,
    });
  });

  it('without the broad permission there is no agency choice and none is sent', async () => {
    logIn('administrador');
    api.on('POST /api/usuarios', ({ body }) => ({ status: 201, body: { id: 51, ...(body as object) } }));
    const view = renderScreen('/admin/usuarios/0', api.baseURL);
    const user = userEvent.setup();
    await fillNuevo(user);
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    await choose(user, 'Tipo Usuario', 'Operador');
    await user.click(screen.getByRole('switch', { name: 'Activo' }));
    await user.type(textbox('Dirección'), '{Enter}');
    await waitFor(() => expect(view.location.pathname).toBe('/admin/usuarios'));
    const body = api.calls('POST /api/usuarios')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('agencia_id');
    expect(body).toMatchObject({ rol_id: 4, activo: false });
    expect(api.calls('GET /api/agencias/list')).toHaveLength(0);
  });

  it('edits: loads the user, the password is optional and a blank one is not sent', async () => {
    logIn('superAdministrador');
    api.on('PUT /api/usuarios/:id', ({ body }) => ({ body: { ...USUARIOS[1], ...(body as object) } }));
    const view = renderScreen('/admin/usuarios/11', api.baseURL);
    await waitFor(() => expect(textbox('Nombre')).toHaveValue('Beto'));
    expect(textbox('Correo')).toHaveValue('beto@verifica.mx');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo Usuario' })).toHaveValue('Supervisor'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Agencia' })).toHaveValue('Agencia Norte'));
    expect(password()).toHaveValue('');
    expect(password()).toHaveAccessibleDescription(/Opcional/);

    const user = userEvent.setup();
    await user.clear(textbox('Teléfono'));
    await user.type(textbox('Teléfono'), '5559998888{Enter}');
    await waitFor(() => expect(view.location.pathname).toBe('/admin/usuarios'));
    const put = api.calls('PUT /api/usuarios/:id')[0];
    expect(put?.path).toBe('/api/usuarios/11');
    expect(put?.body).not.toHaveProperty('password');
    expect(put?.body).toMatchObject({ telefono: '5559998888', agencia_id: 2, rol_id: 3 });
  });

  it('shows the server errors under each field (SPEC §5 names) and keeps the values', async () => {
    logIn('superAdministrador');
    const fields = {
      nombre: 'Nombre',
      apellido_paterno: 'Apellido Paterno',
      apellido_materno: 'Apellido Materno',
      correo: 'Correo',
      telefono: 'Teléfono',
      direccion: 'Dirección',
    } as const;
    api.on(
      'POST /api/usuarios',
      validationReply({
        ...Object.fromEntries(Object.keys(fields).map((f) => [f, [`error en ${f}`]])),
        correo: [MENSAJES_ADMIN.correoRegistrado],
        password: ['error en password'],
        agencia_id: [MENSAJES_ADMIN.agenciaObligatoria],
        rol_id: [MENSAJES_ADMIN.rolNoPermitido],
      }),
    );
    const view = renderScreen('/admin/usuarios/0', api.baseURL);
    const user = userEvent.setup();
    await fillNuevo(user);
    await choose(user, 'Tipo Usuario', 'Super Administrador');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(textbox('Correo')).toHaveAccessibleDescription(MENSAJES_ADMIN.correoRegistrado));
    for (const [field, label] of Object.entries(fields)) {
      if (field !== 'correo') expect(textbox(label)).toHaveAccessibleDescription(`error en ${field}`);
    }
    expect(password()).toHaveAccessibleDescription('error en password');
    expectSelectError('Agencia', MENSAJES_ADMIN.agenciaObligatoria);
    expectSelectError('Tipo Usuario', MENSAJES_ADMIN.rolNoPermitido);
    expect(textbox('Nombre')).toHaveValue('Diana');
    expect(password()).toHaveValue('secreta123');
    expect(view.location.pathname).toBe('/admin/usuarios/0');
  });

  it('a new user needs a password and a role: the contract messages, before any call', async () => {
    logIn('administrador');
    renderScreen('/admin/usuarios/0', api.baseURL);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(password()).toHaveAccessibleDescription('La contraseña es obligatoria');
    expectSelectError('Tipo Usuario', 'Selecciona un rol');
    expect(textbox('Apellido Paterno')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(api.calls('POST /api/usuarios')).toHaveLength(0);
  });

  it('disables Guardar while saving', async () => {
    logIn('administrador');
    api.on('PUT /api/usuarios/:id', { body: USUARIOS[0], delayMs: 200 });
    renderScreen('/admin/usuarios/10', api.baseURL);
    await waitFor(() => expect(textbox('Nombre')).toHaveValue('Ana'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo Usuario' })).toHaveValue('Administrador'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(MENSAJES.registroActualizado);
    expect(api.calls('PUT /api/usuarios/:id')).toHaveLength(1);
  });

  it('client messages are Spanish and one per field: required once, too long with its limit', async () => {
    logIn('administrador');
    renderScreen('/admin/usuarios/0', api.baseURL);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Nombre' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(textbox('Correo')).toHaveAccessibleDescription('El correo es obligatorio');
    expect(textbox('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio');

    await user.click(textbox('Correo'));
    await user.paste(`${'a'.repeat(150)}@verifica.mx`);
    await user.click(textbox('Teléfono'));
    await user.paste('x'.repeat(30));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(textbox('Correo')).toHaveAccessibleDescription('Debe tener como máximo 150 caracteres');
    expect(textbox('Teléfono')).toHaveAccessibleDescription('Debe tener como máximo 20 caracteres');
    const form = screen.getByRole('form', { name: 'Nuevo usuario' });
    expect(form).not.toHaveTextContent(/Invalid|expected|Too big|Required/i);
    expect(api.calls('POST /api/usuarios')).toHaveLength(0);
  }, 20_000);

  it.each([
    ['missing (404)', '/admin/usuarios/99', 404],
    ["another agency's (404)", '/admin/usuarios/12', 404],
    ['an impossible id', '/admin/usuarios/abc', 0],
  ])('a user that cannot be loaded (%s) shows Registro no encontrado and a way back, not an empty form', async (_case, path, status) => {
    logIn('administrador');
    if (status) api.on('GET /api/usuarios/:id', { status, body: { message: MENSAJES.noEncontrado } });
    const view = renderScreen(path, api.baseURL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MENSAJES.noEncontrado);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    await waitFor(() => expect(view.location.pathname).toBe('/admin/usuarios'));
  });
});
