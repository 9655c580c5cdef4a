import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_API, type Verificacion } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { detalleDe, fila, listaReply } from '../test/fixtures';
import { abrirLista } from '../test/renderScreen';

const api = setupTestApi();

// Lazy chunks (table, dialogs, map) compile on first use.
jest.setTimeout(60_000);
const F3 = fila(3, { verificado: true, verificacion_id: 5 });
beforeEach(() => {
  api.on('GET /api/solicitudes', listaReply(() => [F3]));
  for (const lista of ['edos', 'ciudades', 'colonias', 'fuerza_venta']) api.on(`GET /api/solicitudes/${lista}`, { body: [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }] });
  api.on('GET /api/gestores/list', { body: [] });
});

const T = { timeout: 15_000 };
const conVerificacion = (cambios: Partial<Verificacion>) => {
  const detalle = detalleDe(F3);
  return { body: { ...detalle, verificacion: { ...(detalle.verificacion as Verificacion), id: 5, ...cambios } } };
};

describe('Editar Verificacion', () => {
  it('no lost edits: sends the version it loaded; a 409 keeps the values, Recargar takes the newer version and names what differs', async () => {
    api.on('GET /api/solicitudes/:id', conVerificacion({ comentario: 'Fachada azul', tiene_vehiculo: false, version: 2 }));
    api.on('PUT /api/verificaciones/:id', { status: 409, body: { message: MENSAJES_API.registroModificado } });
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, /^F-3/);
    await userEvent.click(screen.getByRole('button', { name: 'Editar verificación F-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Verificacion' }, T);
    const comentario = await within(dialog).findByRole('textbox', { name: 'Comentario' }, T);
    await userEvent.clear(comentario);
    await userEvent.type(comentario, 'Fachada verde');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const aviso = await within(dialog).findByRole('alert', {}, T);
    expect(aviso).toHaveTextContent(MENSAJES_API.registroModificado);
    expect(api.calls('PUT /api/verificaciones/:id')[0]?.body).toMatchObject({ comentario: 'Fachada verde', version: 2 });
    expect(comentario).toHaveValue('Fachada verde');

    api.on('GET /api/solicitudes/:id', conVerificacion({ comentario: 'Fachada gris', tiene_vehiculo: true, marca: 'Mazda', version: 3 }));
    api.on('PUT /api/verificaciones/:id', conVerificacion({ comentario: 'Fachada verde', version: 4 }));
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(aviso).toHaveTextContent('El otro usuario guardó distinto: Tiene vehículo, Marca, Comentario.'));
    expect(comentario).toHaveValue('Fachada verde');
    expect(within(dialog).getByRole('switch', { name: 'Tiene vehículo' })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Verificacion Actualizada', {}, T)).toBeInTheDocument();
    expect(api.calls('PUT /api/verificaciones/:id').at(-1)?.body).toMatchObject({ comentario: 'Fachada verde', tiene_vehiculo: false, version: 3 });
  });

  it('"Tiene vehículo" with Marca and Modelo empty is not saved: both fields say what is missing', async () => {
    api.on('GET /api/solicitudes/:id', conVerificacion({ tiene_vehiculo: false, marca: null, modelo: null, version: 1 }));
    api.on('PUT /api/verificaciones/:id', conVerificacion({ version: 2 }));
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, /^F-3/);
    await userEvent.click(screen.getByRole('button', { name: 'Editar verificación F-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Verificacion' }, T);
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Tiene vehículo' }, T));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe la marca del vehículo', {}, T)).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe el modelo del vehículo')).toBeInTheDocument();
    expect(api.calls('PUT /api/verificaciones/:id')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Marca' }), 'Nissan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Modelo' }), 'Versa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Verificacion Actualizada', {}, T)).toBeInTheDocument();
    expect(api.calls('PUT /api/verificaciones/:id')[0]?.body).toMatchObject({ tiene_vehiculo: true, marca: 'Nissan', modelo: 'Versa' });
  });
});
