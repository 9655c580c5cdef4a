import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISOS, SESSION_KEYS, type LoginResponse } from '@verifica/contracts';
import { SessionProvider } from './SessionProvider';
import { createSessionStore, sessionStore } from './sessionStore';
import { useSession } from './useSession';

const respuesta: LoginResponse = {
  token: 'jwt.abc.def',
  nombre: 'Ana López',
  correo: 'ana@verifica.mx',
  agencia: 'Agencia Norte',
  permisos: [PERMISOS.gestionarUsuarios, PERMISOS.reportesCallCenter],
};

function SessionView() {
  const { nombre, agencia, isAuthenticated, login, logout, can, isBroad } = useSession();
  return (
    <div>
      <p>{isAuthenticated ? `Hola ${nombre} (${agencia})` : 'Sin sesión'}</p>
      <p>{can(PERMISOS.gestionarUsuarios) ? 'Puede gestionar usuarios' : 'No puede gestionar usuarios'}</p>
      <p>{isBroad ? 'Permiso amplio' : 'Sin permiso amplio'}</p>
      <button onClick={() => login(respuesta)}>Entrar</button>
      <button onClick={logout}>Salir</button>
    </div>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});

describe('session', () => {
  it('login stores the five keys of the login response in local storage', async () => {
    render(<SessionView />);
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('Hola Ana López (Agencia Norte)')).toBeInTheDocument();
    expect(screen.getByText('Puede gestionar usuarios')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt.abc.def');
    expect(localStorage.getItem('nombre')).toBe('Ana López');
    expect(localStorage.getItem('correo')).toBe('ana@verifica.mx');
    expect(localStorage.getItem('agencia')).toBe('Agencia Norte');
    expect(JSON.parse(localStorage.getItem('permisos') ?? 'null')).toEqual(respuesta.permisos);
    expect(SESSION_KEYS.every((k) => localStorage.getItem(k) !== null)).toBe(true);
  });

  it('logout clears every stored key', async () => {
    render(<SessionView />);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    localStorage.setItem('otra_cosa', 'se queda');

    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));

    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('otra_cosa')).toBe('se queda');
  });

  it('reads an existing session from local storage at start', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('nombre', 'Luis');
    localStorage.setItem('correo', 'luis@verifica.mx');
    localStorage.setItem('agencia', '');
    localStorage.setItem('permisos', '["*"]');
    const store = createSessionStore();
    expect(store.get()).toEqual({ token: 't1', nombre: 'Luis', correo: 'luis@verifica.mx', agencia: '', permisos: ['*'] });
  });

  it('treats broken permisos JSON as no permissions', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('permisos', '{roto');
    expect(createSessionStore().get()?.permisos).toEqual([]);
  });

  it.each([
    [['is_super_admin'], 'gestionar_usuarios', true],
    [['*'], 'reportesCallCenter', true],
    [['gestionar_usuarios'], 'gestionar_usuarios', true],
    [['gestionar_usuarios'], 'is_admin', false],
    [['is_super_admin'], '', true],
    [['*'], '', true],
    [['is_admin', 'gestionar_usuarios'], '', false],
    [[], 'is_admin', false],
  ])('can() with permisos %j and %j is %s', (permisos, permission, expected) => {
    sessionStore.set({ ...respuesta, permisos });
    const { result } = renderHook(() => useSession());
    expect(result.current.can(permission)).toBe(expected);
    expect(result.current.isBroad).toBe(permisos.includes('*') || permisos.includes('is_super_admin'));
  });

  it('can() is false for everything without a session', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.can('')).toBe(false);
    expect(result.current.can(PERMISOS.admin)).toBe(false);
  });

  it('follows changes made outside React (sessionStore) and in another tab (storage event)', () => {
    render(<SessionView />);
    act(() => sessionStore.set(respuesta));
    expect(screen.getByText('Hola Ana López (Agencia Norte)')).toBeInTheDocument();

    // Another tab logs out: local storage is emptied there and a storage event arrives here.
    act(() => {
      for (const key of SESSION_KEYS) localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'jwt.abc.def', newValue: null }));
    });
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
  });

  it('a SessionProvider can supply another store', () => {
    const store = createSessionStore();
    store.set({ ...respuesta, nombre: 'Harness', permisos: ['*'] });
    render(
      <SessionProvider store={store}>
        <SessionView />
      </SessionProvider>,
    );
    expect(screen.getByText('Hola Harness (Agencia Norte)')).toBeInTheDocument();
    expect(screen.getByText('Permiso amplio')).toBeInTheDocument();
  });
});
