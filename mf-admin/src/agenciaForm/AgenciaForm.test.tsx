import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES, MENSAJES_ADMIN } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS, pagedReply, validationReply } from '../test/fixtures';
import { cuerpoGuardado, renderScreen } from '../test/renderScreen';

const api = setupTestApi({ logIn: 'superAdministrador' });

beforeEach(() => {
  api.on('GET /api/agencias', pagedReply(AGENCIAS, (a) => a.nombre));
  api.on('GET /api/agencias/:id', ({ params }) => {
    const agencia = AGENCIAS.find((a) => a.id === Number(params.id));
    return agencia ? { body: agencia } : { status: 404, body: { message: MENSAJES.noEncontrado } };
  });
});

const nombre = () => screen.getByRole('textbox', { name: 'Nombre' });
const direccion = () => screen.getByRole('textbox', { name: 'Dirección' });
const guardar = () => screen.getByRole('button', { name: 'Guardar' });

async function chooseRegion(user: ReturnType<typeof userEvent.setup>, region: string) {
  await user.click(screen.getByRole('button', { name: 'Mostrar opciones de Región' }));
  await user.click(await screen.findByRole('option', { name: region }));
}

describe('AgenciaForm', () => {
  it('creates an agency (id 0) with nombre, direccion, region and colour, then goes back to the list', async () => {
    api.on('POST /api/agencias', ({ body }) => ({ status: 201, body: { id: 9, ...(body as object) } }));
    const view = renderScreen('/admin/agencias/0', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencia' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nueva agencia' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(nombre(), 'Agencia Oriente');
    await user.type(direccion(), 'Av. Oriente 1');
    await chooseRegion(user, 'R4');
    await user.click(screen.getByRole('radio', { name: '#d32f2f' }));
    await user.click(guardar());

    expect(await cuerpoGuardado(api, view.location, '/admin/agencias', 'POST /api/agencias')).toEqual({
      nombre: 'Agencia Oriente',
      direccion: 'Av. Oriente 1',
      region: 'R4',
      color: '#d32f2f',
    });
    expect(api.calls('GET /api/agencias/:id')).toHaveLength(0);
  });

  it('loads the agency when the id is not 0 and saves it with PUT on Enter', async () => {
    api.on('PUT /api/agencias/:id', ({ body }) => ({ body: { id: 2, ...(body as object) } }));
    const view = renderScreen('/admin/agencias/2', api.baseURL);
    await waitFor(() => expect(nombre()).toHaveValue('Agencia Norte'));
    expect(direccion()).toHaveValue('Calle Hidalgo 200, Monterrey');
    expect(screen.getByRole('combobox', { name: 'Región' })).toHaveValue('R2');
    expect(screen.getByRole('radio', { name: '#d32f2f' })).toBeChecked();

    const user = userEvent.setup();
    await user.clear(nombre());
    await user.type(nombre(), 'Agencia Norte II{Enter}');
    await waitFor(() => expect(view.location.pathname).toBe('/admin/agencias'));
    expect(api.calls('PUT /api/agencias/:id')[0]?.path).toBe('/api/agencias/2');
    expect(api.calls('PUT /api/agencias/:id')[0]?.body).toMatchObject({ nombre: 'Agencia Norte II', region: 'R2' });
  });

  it('shows the server field errors under their fields and keeps what was typed', async () => {
    api.on('POST /api/agencias', validationReply({ nombre: [MENSAJES_ADMIN.agenciaDuplicada], direccion: ['Dirección no válida'] }));
    const view = renderScreen('/admin/agencias/0', api.baseURL);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Agencia Centro');
    await user.type(direccion(), 'Otra calle');
    await chooseRegion(user, 'R1');
    await user.click(guardar());

    await waitFor(() => expect(nombre()).toHaveAccessibleDescription(MENSAJES_ADMIN.agenciaDuplicada));
    expect(nombre()).toHaveAttribute('aria-invalid', 'true');
    expect(direccion()).toHaveAccessibleDescription('Dirección no válida');
    expect(nombre()).toHaveValue('Agencia Centro');
    expect(view.location.pathname).toBe('/admin/agencias/0');
    expect(guardar()).toBeEnabled();

    // Editing a field clears its message.
    await user.type(nombre(), ' 2');
    expect(nombre()).not.toHaveAttribute('aria-invalid');
    expect(direccion()).toHaveAccessibleDescription('Dirección no válida');
  });

  it('checks the required fields with the contract messages before calling the server', async () => {
    renderScreen('/admin/agencias/0', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(nombre()).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(direccion()).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(screen.getByRole('combobox', { name: 'Región' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/agencias')).toHaveLength(0);
  });

  it('disables Guardar while saving, and shows the message of a failure without field errors', async () => {
    api.on('PUT /api/agencias/:id', { status: 500, body: { message: MENSAJES.errorInterno }, delayMs: 150 });
    renderScreen('/admin/agencias/1', api.baseURL);
    await waitFor(() => expect(nombre()).toHaveValue('Agencia Centro'));
    await userEvent.click(guardar());
    expect(guardar()).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.errorInterno);
    expect(guardar()).toBeEnabled();
    expect(nombre()).toHaveValue('Agencia Centro');
  });

  it('Cancelar goes back to the list without saving', async () => {
    const view = renderScreen('/admin/agencias/1', api.baseURL);
    await waitFor(() => expect(nombre()).toHaveValue('Agencia Centro'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencias' })).toBeInTheDocument();
    expect(view.location.pathname).toBe('/admin/agencias');
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
