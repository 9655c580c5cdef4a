import { StrictMode, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider, type RouteObject } from '@verifica/shared/router';
import type { LoginRequest, LoginResponse } from '@verifica/contracts';
import { api, apiErrorMessage, http } from '../api';
import { SCREEN_ROUTES, type RemoteName, useSession, VerificaProviders } from '@verifica/shared/base';

export interface RemoteHarnessOptions {
  remote: RemoteName;
  /** Shown on the harness login, e.g. 'Administración'. */
  title: string;
  /** The remote's screens by exposed module name ('./Agencias' -> component). */
  screens: Readonly<Record<string, ComponentType>>;
}

/*
 * Dev harness: one remote alone (`pnpm --filter <remote> dev`), with the shared providers, a small
 * login against the API (proxied to :8080) and a nav of the remote's screens at their portal paths.
 */

function HarnessLogin({ title }: { title: string }) {
  const { login } = useSession();
  const [correo, setCorreo] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const body: LoginRequest = { correo, password };
      login((await http.post<LoginResponse>('/api/login', body, { skipAuth: true })).data);
    } catch (e) {
      setError(apiErrorMessage(e));
    }
  };

  return (
    <form onSubmit={submit} style={{ maxWidth: 320, margin: '4rem auto', display: 'grid', gap: 8 }}>
      <h1>{title} (arnés)</h1>
      <label>
        Correo <input name="correo" value={correo} onChange={(e) => setCorreo(e.target.value)} />
      </label>
      <label>
        Contraseña <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">Login</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

/** The frame once logged in: a nav of the remote's screens, and the screen of the URL. */
function HarnessFrame({ remote }: { remote: RemoteName }) {
  const { nombre, agencia } = useSession();
  return (
    <div style={{ display: 'flex', gap: 16, padding: 16 }}>
      <nav style={{ minWidth: 200, display: 'grid', gap: 4, alignContent: 'start' }}>
        <strong>{nombre}</strong>
        <small>{agencia}</small>
        {SCREEN_ROUTES.filter((r) => r.remote === remote).map((r) => (
          <Link key={r.name} to={r.path.replace(':id', '0')}>
            {r.title}
          </Link>
        ))}
        <button type="button" onClick={() => void api.logout()}>
          Salir
        </button>
      </nav>
      <main style={{ flex: 1 }}>
        <Suspense fallback={<p>Cargando…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function HarnessApp({ remote, title }: Pick<RemoteHarnessOptions, 'remote' | 'title'>) {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <HarnessFrame remote={remote} /> : <HarnessLogin title={title} />;
}

/** The remote's screens at their portal paths, in a data router as the shell has. */
function harnessRoutes({ remote, title, screens }: RemoteHarnessOptions): RouteObject[] {
  const routes = SCREEN_ROUTES.filter((r) => r.remote === remote);
  const first = routes[0];
  const children = routes.flatMap((r): RouteObject[] => {
    const Screen = screens[r.module];
    return Screen ? [{ path: r.path, element: <Screen /> }] : [];
  });
  const fallback: RouteObject = { path: '*', element: first ? <Navigate to={first.path.replace(':id', '0')} replace /> : null };
  return [{ element: <HarnessApp remote={remote} title={title} />, children: [...children, fallback] }];
}

/** Mounts the dev harness of a remote on #root. */
export function startRemoteHarness(options: RemoteHarnessOptions): void {
  const el = document.getElementById('root');
  if (!el) return;
  const router = createBrowserRouter(harnessRoutes(options));
  createRoot(el).render(
    <StrictMode>
      <VerificaProviders>
        <RouterProvider router={router} />
      </VerificaProviders>
    </StrictMode>,
  );
}
