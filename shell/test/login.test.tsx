import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { sessionStore } from '@verifica/shared';
import { deadBaseURL, setupTestApi } from '@verifica/shared/testing';
import { logOut, renderApp, sessionFor } from './support/renderApp';

const api = setupTestApi();

afterEach(logOut);

const correo = () => screen.getByLabelText('Correo', { exact: true });
const password = () => screen.getByLabelText('Contraseña', { exact: true });

/** The login page against `baseURL` with the credentials typed (a trailing {Enter} sends them). */
async function escribirCredenciales(correoTexto: string, passwordTexto: string, baseURL = api.baseURL) {
  const view = renderApp('/', baseURL);
  const user = userEvent.setup();
  await user.type(correo(), correoTexto);
  await user.type(password(), passwordTexto);
  return { ...view, user };
}

describe('Login', () => {
  it('con token guarda la sesión y va al dashboard', async () => {
    api.on('POST /api/login', () => ({ body: sessionFor('administrador') }));
    const { location, user } = await escribirCredenciales('admin@verifica.mx', 'secreto');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Inicio');
    expect(sessionStore.getToken()).toBe('token-administrador');
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      body: { correo: 'admin@verifica.mx', password: 'secreto' },
      authorization: undefined,
    });
  });

  it('Enter en la contraseña envía el formulario', async () => {
    api.on('POST /api/login', () => ({ body: sessionFor('operador') }));
    const { location } = await escribirCredenciales('operador@verifica.mx', 'secreto{Enter}');

    await waitFor(() => expect(location.pathname).toBe('/admin'));
    expect(api.requests).toHaveLength(1);
  });

  it('un error del servidor muestra su mensaje en un snackbar rojo y no entra', async () => {
    api.on('POST /api/login', () => ({ status: 401, body: { message: MENSAJES.credencialesInvalidas } }));
    const { location } = await escribirCredenciales('admin@verifica.mx', 'mala{Enter}');

    // Error snackbars are role=alert (red); success ones role=status (green).
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.credencialesInvalidas);
    expect(location.pathname).toBe('/');
    expect(sessionStore.get()).toBeNull();
  });

  it('sin respuesta del servidor muestra Error inesperado', async () => {
    await escribirCredenciales('admin@verifica.mx', 'secreto{Enter}', await deadBaseURL());

    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.errorInesperado);
    expect(sessionStore.get()).toBeNull();
  });
});

describe('Recuperar contraseña', () => {
  it('el switch muestra un solo campo, Recuperar envía y muestra el mensaje verde', async () => {
    api.on('POST /password/email', () => ({ body: { message: 'ok' } }));
    renderApp('/', api.baseURL);
    const user = userEvent.setup();

    await user.click(screen.getByRole('switch', { name: 'Recuperar contraseña' }));
    expect(screen.queryByLabelText('Contraseña', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await user.type(correo(), 'ana@verifica.mx');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MENSAJES.correoRecuperacionEnviado);
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/password/email', body: { correo: 'ana@verifica.mx' } });
  });

  it('un fallo muestra el mensaje del servidor y los errores del campo', async () => {
    api.on('POST /password/email', () => ({
      status: 422,
      body: { message: MENSAJES.datosInvalidos, errors: { correo: ['El correo no es válido'] } },
    }));
    renderApp('/', api.baseURL);
    const user = userEvent.setup();

    await user.click(screen.getByRole('switch', { name: 'Recuperar contraseña' }));
    await user.type(correo(), 'x{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.datosInvalidos);
    expect(screen.getByText('El correo no es válido')).toBeVisible();
  });

  it('Ir a Login vuelve al formulario de login', async () => {
    renderApp('/', api.baseURL);
    const user = userEvent.setup();

    await user.click(screen.getByRole('switch', { name: 'Recuperar contraseña' }));
    await user.click(screen.getByRole('button', { name: 'Ir a Login' }));

    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(password()).toBeVisible();
  });
});
