import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEventosDePrueba, setupTestApi } from '@verifica/shared/testing';
import { releaseCambiada } from '../src/remotes/federation';
import { loadRemoteScreen } from '../src/remotes/loadRemoteScreen';
import { recargarPagina } from '../src/layout/recargarPagina';
import { logIn, logOut, renderApp } from './support/renderApp';

jest.mock('../src/remotes/loadRemoteScreen', () => ({ loadRemoteScreen: jest.fn(), forgetRemote: jest.fn() }));
// What /remotes.json now names against what the page runs (federation-fallback.test.ts tests it).
jest.mock('../src/remotes/federation', () => ({ releaseCambiada: jest.fn() }));
jest.mock('../src/layout/recargarPagina', () => ({ recargarPagina: jest.fn() }));
const cambiada = jest.mocked(releaseCambiada);

const api = setupTestApi();
const eventos = setupEventosDePrueba();
beforeEach(() => {
  jest.mocked(loadRemoteScreen).mockResolvedValue({ default: () => <h1>Pantalla del remoto</h1> });
  api.on('GET /api/trabajos', () => ({ body: [] }));
});
afterEach(() => {
  logOut();
  jest.clearAllMocks();
});

const release = (remoto: string, version: string) => eventos.emitir({ tipo: 'remoto', accion: 'activar', solicitud_id: null, remoto, version, actor_id: 1, propio: false });

describe('Aviso de nueva versión de un remoto (barra superior)', () => {
  it('con la pantalla de ese remoto abierta nombra la pantalla; Recargar recarga, nunca sola', async () => {
    logIn('superAdministrador');
    renderApp('/admin/agencias', api.baseURL);
    await screen.findByRole('heading', { name: 'Pantalla del remoto' });
    await waitFor(() => expect(eventos.abierta).toBe(true));

    // The release this page runs is still the one served: nothing to say.
    cambiada.mockResolvedValueOnce(null);
    release('mf_admin', '2.0.0+bbbbbbbbbb');
    await waitFor(() => expect(cambiada).toHaveBeenCalledWith('mf_admin'));
    expect(screen.queryByRole('status', { name: /nueva versión/ })).not.toBeInTheDocument();

    cambiada.mockResolvedValueOnce('mf_admin');
    release('mf_admin', '3.0.0+cccccccccc');
    const aviso = await screen.findByRole('status', { name: 'Hay una nueva versión de Agencias' });
    expect(within(aviso).getByText('Hay una nueva versión de Agencias')).toBeVisible();
    expect(recargarPagina).not.toHaveBeenCalled();
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    expect(recargarPagina).toHaveBeenCalledTimes(1);
  });

  it('otro remoto que la página cargó se nombra por su etiqueta; otros eventos no cuentan', async () => {
    logIn('superAdministrador');
    renderApp('/admin/agencias', api.baseURL);
    await waitFor(() => expect(eventos.abierta).toBe(true));
    eventos.emitir({ tipo: 'usuario', solicitud_id: null });
    cambiada.mockResolvedValueOnce('mf_reportes');
    release('mf_reportes', '1.1.0+dddddddddd');
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión de Reportes' })).toBeInTheDocument();
    expect(cambiada).toHaveBeenCalledTimes(1);
  });

  it('una página que aún no abre la pantalla de un remoto no abre el flujo por esto', async () => {
    logIn('supervisor');
    renderApp('/admin', api.baseURL);
    expect(await screen.findByRole('button', { name: 'Mis trabajos' })).toBeInTheDocument();
    expect(eventos.abierta).toBe(false);
  });
});
