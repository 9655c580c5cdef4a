import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathTo } from '@verifica/shared';
import { setupEventosDePrueba, setupTestApi } from '@verifica/shared/testing';
import { logIn, logOut, renderApp } from './support/renderApp';

const api = setupTestApi();
const eventos = setupEventosDePrueba();
afterEach(logOut);

const vencida = (rellamada_id: number, folio: string) =>
  eventos.emitir({ tipo: 'rellamada_vencida', accion: 'vencer', solicitud_id: 70 + rellamada_id, solicitudes: [70 + rellamada_id], rellamada_id, folio, actor_id: null, propio: false });

describe('Aviso de rellamada (barra superior)', () => {
  it('tells the operator once when a callback falls due; Abrir goes to the Call Center and the notice is gone', async () => {
    logIn('operador');
    api.on('GET /api/trabajos', () => ({ body: [] }));
    const { location } = renderApp('/admin', api.baseURL);
    await waitFor(() => expect(eventos.abierta).toBe(true));
    expect(screen.queryByText(/Rellamada pendiente/)).not.toBeInTheDocument();
    vencida(1, 'F-71');
    vencida(1, 'F-71');
    expect(await screen.findByRole('status', { name: 'Rellamada pendiente: folio F-71' })).toBeInTheDocument();
    expect(screen.getAllByText(/Rellamada pendiente/)).toHaveLength(1);
    // Other changes are not callbacks.
    eventos.emitir({ tipo: 'llamada', solicitud_id: 5 });
    vencida(2, 'F-72');
    expect(await screen.findByRole('status', { name: 'Rellamada pendiente: folio F-71 (+1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir folio F-71' }));
    await waitFor(() => expect(location.pathname).toBe(pathTo('reportesCallCenter')));
    expect(await screen.findByRole('status', { name: 'Rellamada pendiente: folio F-72' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(/Rellamada pendiente/)).not.toBeInTheDocument();
  });

  it('a supervisor opens no stream for it and sees no notice', async () => {
    logIn('supervisor');
    api.on('GET /api/trabajos', () => ({ body: [] }));
    renderApp('/admin', api.baseURL);
    expect(await screen.findByRole('button', { name: 'Mis trabajos' })).toBeInTheDocument();
    expect(eventos.abierta).toBe(false);
    vencida(3, 'F-73');
    expect(screen.queryByText(/Rellamada pendiente/)).not.toBeInTheDocument();
  });
});
