import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import type { ModuloPantalla } from '@verifica/shared/base';
import { loadRemoteScreen } from '../src/remotes/loadRemoteScreen';
import { logIn, logOut, renderApp } from './support/renderApp';

jest.mock('../src/remotes/loadRemoteScreen', () => ({ loadRemoteScreen: jest.fn(), forgetRemote: jest.fn() }));
const cargar = jest.mocked(loadRemoteScreen);

const api = setupTestApi();
afterEach(logOut);

/** A remote screen whose module arrives when the test says. */
function remotoPendiente() {
  let resolver: (m: ModuloPantalla) => void = () => undefined;
  let rechazar: (e: Error) => void = () => undefined;
  cargar.mockReturnValue(new Promise<ModuloPantalla>((res, rej) => ((resolver = res), (rechazar = rej))));
  return { resolver, rechazar: (e: Error) => rechazar(e) };
}

describe('Pantalla de un remoto mientras carga', () => {
  it('muestra el título de la pantalla con «Cargando…» y la pantalla lo reemplaza al llegar', async () => {
    logIn('administrador');
    const remoto = remotoPendiente();
    renderApp('/admin/reportes/solicitudes', api.baseURL);
    const main = within(screen.getByRole('main'));
    const cargando = await main.findByText('Cargando…');
    expect(cargando.closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(main.getByRole('heading', { level: 1, name: 'Reporte de Solicitudes' })).toBeVisible();
    // The same title while the shell's screen code arrives, then while the remote does.
    await waitFor(() => expect(cargar).toHaveBeenCalledWith('mf_solicitudes', './ReporteSolicitudes'));
    expect(main.getByText('Cargando…')).toBeVisible();
    expect(main.getByRole('heading', { level: 1, name: 'Reporte de Solicitudes' })).toBeVisible();

    await act(async () => remoto.resolver({ default: () => <h1>Pantalla del remoto</h1> }));
    expect(await main.findByRole('heading', { level: 1, name: 'Pantalla del remoto' })).toBeVisible();
    expect(main.queryByText('Cargando…')).toBeNull();
    expect(main.queryByRole('heading', { name: 'Reporte de Solicitudes' })).toBeNull();
  });

  it('si el remoto no carga, el título da paso a «Módulo no disponible»', async () => {
    logIn('administrador');
    const remoto = remotoPendiente();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Another screen: one loaded before (the test above) is shown at once.
    renderApp('/admin/reportes/callcenter', api.baseURL);
    const main = within(screen.getByRole('main'));
    await main.findByText('Cargando…');
    await act(async () => remoto.rechazar(new Error('remoto caído')));
    expect(await main.findByText(MENSAJES.moduloNoDisponible)).toBeVisible();
    expect(main.queryByText('Cargando…')).toBeNull();
    error.mockRestore();
  });

  it('una pantalla que falla al dibujarse: Reintentar vuelve a pedir su módulo, no la que ya tenía', async () => {
    logIn('superAdministrador');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Rota(): never {
      throw new Error('la pantalla falló');
    }
    cargar.mockClear();
    cargar.mockResolvedValueOnce({ default: Rota }).mockResolvedValueOnce({ default: () => <h1>Agencias de nuevo</h1> });
    renderApp('/admin/agencias', api.baseURL);
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(MENSAJES.moduloNoDisponible)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Reintentar' }));
    expect(await main.findByRole('heading', { level: 1, name: 'Agencias de nuevo' })).toBeVisible();
    expect(cargar).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
