import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import type { LoginRequest } from '@verifica/contracts';
import { http } from '../api/client';
import { sessionStore } from '../session/sessionStore';
import { startRemoteHarness } from './startRemoteHarness';

/** The API behind axios' adapter seam: only the network is replaced. */
const api: AxiosAdapter = async (config) => {
  const body = JSON.parse(String(config.data ?? '{}')) as LoginRequest;
  const ok = config.url === '/api/login' && body.password === 'Verifica.2026';
  const response = {
    data: ok
      ? { token: 't', nombre: 'Ana Admin', correo: body.correo, agencia: 'Agencia Centro', permisos: ['is_admin'] }
      : { message: 'Correo o contraseña incorrectos' },
    status: ok ? 200 : 401,
    statusText: ok ? 'OK' : 'Unauthorized',
    headers: new AxiosHeaders(),
    config,
  };
  if (!ok) throw new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, response);
  return response;
};

beforeAll(() => {
  http.defaults.adapter = api;
});
beforeEach(() => {
  sessionStore.clear();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', '/');
});

describe('startRemoteHarness', () => {
  it("logs in against the API and then shows only that remote's screens", async () => {
    await act(async () =>
      startRemoteHarness({
        remote: 'mf_admin',
        title: 'Administración',
        screens: { './Agencias': () => <h2>Pantalla de agencias</h2> },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Administración (arnés)' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Correo'), 'admin@verifica.mx');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');

    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Verifica.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Pantalla de agencias' })).toBeInTheDocument();
    expect(screen.getByText('Ana Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reporte de Solicitudes' })).not.toBeInTheDocument();
  });
});
