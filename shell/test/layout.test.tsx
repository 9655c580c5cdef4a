import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@verifica/contracts';
import { sessionStore } from '@verifica/shared';
import { COPYRIGHT } from '../src/layout/MainLayout';
import { startTestApi, type TestApi } from '@verifica/shared/testing';
import { logIn, logOut, renderApp } from './support/renderApp';

let api: TestApi;

beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  logOut();
  await api.close();
});

const drawer = () => screen.getByRole('complementary', { name: 'Menú principal' });
const menuLabels = () => within(drawer()).getAllByRole('link').map((a) => a.textContent);

describe('Menú según permisos (SPEC §6)', () => {
  it('superadmin ve todas las entradas', () => {
    logIn('superAdministrador');
    renderApp('/admin', api.baseURL);
    expect(menuLabels()).toEqual([
      'Inicio',
      'Agencias',
      'Usuarios',
      'Solicitudes',
      'Call Center',
      'Grafica Folios',
      'Mapa Folios',
      'Telefonos Duplicados',
      'Cambiar Contraseña',
    ]);
    expect(within(drawer()).getByRole('button', { name: 'Salir' })).toBeVisible();
  });

  it('administrador no ve Agencias ni Telefonos Duplicados (permiso amplio)', () => {
    logIn('administrador');
    renderApp('/admin', api.baseURL);
    expect(menuLabels()).toEqual([
      'Inicio',
      'Usuarios',
      'Solicitudes',
      'Call Center',
      'Grafica Folios',
      'Mapa Folios',
      'Cambiar Contraseña',
    ]);
  });

  it('operador solo ve Inicio y Call Center', () => {
    logIn('operador');
    renderApp('/admin', api.baseURL);
    expect(menuLabels()).toEqual(['Inicio', 'Call Center']);
  });

  it('el comodín * cuenta como permiso amplio', () => {
    sessionStore.set({ token: 't', nombre: 'X', correo: 'x@x', agencia: '', permisos: ['*'] });
    renderApp('/admin', api.baseURL);
    expect(menuLabels()).toContain('Agencias');
    expect(menuLabels()).toContain('Telefonos Duplicados');
  });
});

describe('Layout', () => {
  it('muestra nombre y agencia, título Inicio, y el pie con el copyright', () => {
    const session = logIn('administrador');
    renderApp('/admin', api.baseURL);
    expect(screen.getByTestId('drawer-nombre')).toHaveTextContent(session.nombre);
    expect(screen.getByTestId('drawer-agencia')).toHaveTextContent(session.agencia);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Inicio');
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(COPYRIGHT);
    // The dashboard loads no data.
    expect(api.requests).toEqual([]);
  });

  it('Salir llama a logout, borra la sesión y vuelve al login', async () => {
    logIn('administrador');
    api.on('POST /api/logout', () => ({ body: { message: 'Sesión cerrada' } }));
    const { location } = renderApp('/admin', api.baseURL);
    await userEvent.setup().click(within(drawer()).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'POST /api/logout Bearer token-administrador',
    ]);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('Salir funciona aunque el servidor falle', async () => {
    logIn('operador');
    api.on('POST /api/logout', () => ({ status: 500, body: { message: 'x' } }));
    const { location } = renderApp('/admin', api.baseURL);
    await userEvent.setup().click(within(drawer()).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(sessionStore.get()).toBeNull();
  });
});

describe('Rutas protegidas', () => {
  it('sin token, /admin/... lleva al login', () => {
    const { location } = renderApp('/admin/usuarios', api.baseURL);
    expect(location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('sin el permiso de la ruta muestra No autorizado (y no carga el remoto)', () => {
    logIn('operador');
    renderApp('/admin/usuarios', api.baseURL);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Usuarios');
    expect(within(screen.getByRole('main')).getByText('No autorizado')).toBeVisible();
  });

  it('con sesión, / va al dashboard', () => {
    logIn('operador');
    const { location } = renderApp('/', api.baseURL);
    expect(location.pathname).toBe('/admin');
  });

  it('/password/reset es accesible sin sesión', () => {
    renderApp('/password/reset?token=abc', api.baseURL);
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Login' })).toHaveAttribute('href', '/');
  });
});

test.each(Object.keys(ROLES))('rol %s: cada entrada del menú abre su propia ruta', (rol) => {
  logIn(rol as keyof typeof ROLES);
  renderApp('/admin', api.baseURL);
  for (const link of within(drawer()).getAllByRole('link')) {
    expect(link.getAttribute('href')).toMatch(/^\/admin/);
  }
});
