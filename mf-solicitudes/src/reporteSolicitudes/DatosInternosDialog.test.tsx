import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_API } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { detalleDe, fila, listaReply } from '../test/fixtures';
import { abrirLista } from '../test/renderScreen';

const api = setupTestApi();

// Lazy chunks (table, dialogs, map) compile on first use.
jest.setTimeout(60_000);
beforeEach(() => {
  api.on('GET /api/solicitudes', listaReply(() => [fila(1)]));
  for (const lista of ['edos', 'ciudades', 'colonias', 'fuerza_venta']) api.on(`GET /api/solicitudes/${lista}`, { body: [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }] });
  api.on('GET /api/gestores/list', { body: [] });
});

const T = { timeout: 15_000 };

describe('Datos Internos', () => {
  it('no lost edits: edits the version it read; a save refused because someone else saved keeps the values, Recargar takes the newer version and names what differs', async () => {
    api.on('GET /api/solicitudes/:id', { body: detalleDe(fila(1), { comentario: 'Visitar a las 9', position: null, version: 5 }) });
    api.on('PUT /api/solicitudes/:id', { status: 409, body: { message: MENSAJES_API.registroModificado } });
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, 'F-1');
    await userEvent.click(screen.getByRole('button', { name: 'Datos internos F-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos Internos F-1' }, T);
    const comentario = await within(dialog).findByRole('textbox', { name: 'Comentario' }, T);
    await waitFor(() => expect(comentario).toHaveValue('Visitar a las 9'));
    await userEvent.clear(comentario);
    await userEvent.type(comentario, 'Llamar antes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const aviso = await within(dialog).findByRole('alert', {}, T);
    expect(aviso).toHaveTextContent(MENSAJES_API.registroModificado);
    expect(api.calls('PUT /api/solicitudes/:id')[0]?.body).toEqual({ comentario: 'Llamar antes', position: null, version: 5 });
    expect(comentario).toHaveValue('Llamar antes');

    // Meanwhile the other user changed the comment and placed the request on the map.
    api.on('GET /api/solicitudes/:id', { body: detalleDe(fila(1), { comentario: 'Visitar a las 10', position: { latitude: 20.5, longitude: -100.4 }, version: 6 }) });
    api.on('PUT /api/solicitudes/:id', { body: detalleDe(fila(1), { comentario: 'Llamar antes', position: null, version: 7 }) });
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(aviso).toHaveTextContent('El otro usuario guardó distinto: Comentario, Latitud, Longitud.'));
    expect(comentario).toHaveValue('Llamar antes');
    expect(within(dialog).getByRole('textbox', { name: 'Latitud' })).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro Actualizado', {}, T)).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes/:id').at(-1)?.body).toEqual({ comentario: 'Llamar antes', position: null, version: 6 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
