import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@verifica/contracts';
import { sessionStore } from '@verifica/shared';
import { COPYRIGHT } from '../src/layout/MainLayout';
import { setupTestApi } from '@verifica/shared/testing';
import { logIn, logOut, renderApp } from './support/renderApp';

const api = setupTestApi();

afterEach(logOut);

const drawer = () => screen.getByRole('complementary', { name: 'Menú principal' });
const menuLabels = () => within(drawer()).getAllByRole('link').map((a) => a.textContent);

describe('Menú según permisos (SPEC §6)', () => {
  const REPORTES = ['Solicitudes', 'Call Center', 'Productividad', 'Grafica Folios', 'Mapa Folios'];
  it.each([
    ['superadmin ve todas las entradas', 'superAdministrador', ['Inicio', 'Agencias', 'Usuarios', ...REPORTES, 'Telefonos Duplicados', 'Bitácora', 'Remotos', 'Cambiar Contraseña']],
    ['administrador no ve Agencias ni Telefonos Duplicados (permiso amplio)', 'administrador', ['Inicio', 'Usuarios', ...REPORTES, 'Bitácora', 'Cambiar Contraseña']],
    ['operador solo ve Inicio y Call Center', 'operador', ['Inicio', 'Call Center']],
  ] as const)('%s', (_caso, rol, entradas) => {
    logIn(rol);
    renderApp('/admin', api.baseURL);
    expect(menuLabels()).toEqual(entradas);
    expect(within(drawer()).getByRole('button', { name: 'Salir' })).toBeVisible();
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
    // Besides the top bar's Mis trabajos list.
    expect(api.requests.filter((r) => r.path !== '/api/trabajos').map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
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

  it('No autorizado dice qué permiso falta y ofrece Ir a Inicio (abierta por URL, sin Volver)', async () => {
    logIn('operador');
    const { location } = renderApp('/admin/usuarios', api.baseURL);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'No autorizado' })).toBeVisible();
    expect(main.getByText('Para abrir Usuarios se necesita el permiso gestionar_usuarios, que tu usuario no tiene.')).toBeVisible();
    expect(drawer()).toBeVisible();
    expect(main.queryByRole('button', { name: 'Volver' })).toBeNull();
    await userEvent.setup().click(main.getByRole('button', { name: 'Ir a Inicio' }));
    expect(location.pathname).toBe('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  it('No autorizado nombra el permiso amplio y Volver regresa a la pantalla anterior', async () => {
    logIn('administrador');
    const { location } = renderApp('/admin/agencias', api.baseURL, ['/admin/change_password']);
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Para abrir Agencias se necesita el permiso amplio (is_super_admin o *), que tu usuario no tiene.')).toBeVisible();
    await userEvent.setup().click(main.getByRole('button', { name: 'Volver' }));
    expect(location.pathname).toBe('/admin/change_password');
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

/** A MediaQueryList whose answer follows `width()` (jsdom has no layout and no matchMedia). */
class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList['onchange'] = null;
  constructor(
    readonly media: string,
    private readonly width: () => number,
  ) {
    super();
  }
  get matches(): boolean {
    const max = /max-width:\s*([\d.]+)px/.exec(this.media);
    const min = /min-width:\s*([\d.]+)px/.exec(this.media);
    return (!max || this.width() <= Number(max[1])) && (!min || this.width() >= Number(min[1]));
  }
  addListener(): void {
    throw new Error('addListener está obsoleto: usa addEventListener');
  }
  removeListener(): void {
    throw new Error('removeListener está obsoleto: usa removeEventListener');
  }
}

/** window.matchMedia for a viewport `initialWidth` px wide; `resize(w)` fires the change events. */
function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: FakeMediaQueryList[] = [];
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query, () => width);
    lists.push(list);
    return list;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const list of lists) list.dispatchEvent(new Event('change'));
      });
    },
  };
}

describe('Layout en pantallas angostas (menos de 900 px)', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  const menuButton = (name: 'Abrir menú' | 'Cerrar menú') => screen.getByRole('button', { name });
  const drawerShown = () => screen.queryByRole('complementary', { name: 'Menú principal' });
  /** An administrador on a 390 px screen, the menu just opened. */
  const menuAbierto = async () => {
    stubViewport(390);
    logIn('administrador');
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.click(menuButton('Abrir menú'));
    return user;
  };

  it('a 1280 px el menú está siempre visible y no hay botón de menú', () => {
    stubViewport(1280);
    logIn('administrador');
    renderApp('/admin', api.baseURL);
    expect(drawer()).toBeVisible();
    expect(screen.queryByRole('button', { name: /menú/ })).not.toBeInTheDocument();
  });

  it('a 390 px el menú se esconde tras el botón; el botón lo abre y lo cierra (aria-expanded)', async () => {
    stubViewport(390);
    logIn('administrador');
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    expect(drawerShown()).toBeNull();
    expect(menuButton('Abrir menú')).toHaveAttribute('aria-expanded', 'false');
    // The folio search stays in the top bar.
    expect(within(screen.getByRole('search')).getByLabelText('Folio', { exact: true })).toBeVisible();

    await user.click(menuButton('Abrir menú'));
    expect(drawer()).toBeVisible();
    expect(menuButton('Cerrar menú')).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton('Cerrar menú')).toHaveAttribute('aria-controls', drawer().id);
    // The focus moves into the menu.
    expect(within(drawer()).getByRole('link', { name: 'Inicio' })).toHaveFocus();

    await user.click(menuButton('Cerrar menú'));
    expect(drawerShown()).toBeNull();
    expect(menuButton('Abrir menú')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape lo cierra y el foco vuelve al botón de menú', async () => {
    const user = await menuAbierto();
    await user.tab();
    expect(within(drawer()).getByRole('link', { name: 'Usuarios' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(drawerShown()).toBeNull();
    expect(menuButton('Abrir menú')).toHaveFocus();
  });

  it('un clic fuera del menú (el fondo) lo cierra', async () => {
    const user = await menuAbierto();
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(drawerShown()).toBeNull();
    expect(screen.queryByTestId('drawer-backdrop')).not.toBeInTheDocument();
  });

  it('elegir una entrada navega, cierra el menú y lleva el foco a la pantalla', async () => {
    stubViewport(390);
    logIn('operador');
    const { location } = renderApp('/admin/usuarios', api.baseURL);
    const user = userEvent.setup();
    expect(within(screen.getByRole('main')).getByText('No autorizado')).toBeVisible();
    await user.click(menuButton('Abrir menú'));
    await user.click(within(drawer()).getByRole('link', { name: 'Inicio' }));

    expect(location.pathname).toBe('/admin');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Inicio');
    expect(drawerShown()).toBeNull();
    expect(menuButton('Abrir menú')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('mientras está abierto, la pantalla de debajo no recibe el foco (inert)', async () => {
    await menuAbierto();
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('al ensanchar la ventana el menú queda fijo; al angostarla vuelve tras el botón', () => {
    const viewport = stubViewport(390);
    logIn('administrador');
    renderApp('/admin', api.baseURL);
    expect(drawerShown()).toBeNull();
    viewport.resize(1280);
    expect(drawer()).toBeVisible();
    expect(screen.queryByRole('button', { name: /menú/ })).not.toBeInTheDocument();
    viewport.resize(899);
    expect(drawerShown()).toBeNull();
    expect(menuButton('Abrir menú')).toBeVisible();
  });

  it('abierto y luego ensanchado y angostado otra vez, vuelve cerrado', async () => {
    const viewport = stubViewport(390);
    logIn('administrador');
    renderApp('/admin', api.baseURL);
    await userEvent.setup().click(menuButton('Abrir menú'));
    expect(drawer()).toBeVisible();
    viewport.resize(1280);
    expect(drawer()).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    viewport.resize(390);
    expect(drawerShown()).toBeNull();
    expect(menuButton('Abrir menú')).toHaveAttribute('aria-expanded', 'false');
  });
});
