import { StrictMode, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@verifica/shared/router';
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

function HarnessScreens({ remote, screens }: RemoteHarnessOptions) {
  const { nombre, agencia } = useSession();
  const routes = SCREEN_ROUTES.filter((r) => r.remote === remote);
  const first = routes[0];
  return (
    <BrowserRouter>
      <div style={{ display: 'flex', gap: 16, padding: 16 }}>
        <nav style={{ minWidth: 200, display: 'grid', gap: 4, alignContent: 'start' }}>
          <strong>{nombre}</strong>
          <small>{agencia}</small>
          {routes.map((r) => (
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
            <Routes>
              {routes.map((r) => {
                const Screen = screens[r.module];
                return Screen ? <Route key={r.name} path={r.path} element={<Screen />} /> : null;
              })}
              <Route path="*" element={first ? <Navigate to={first.path.replace(':id', '0')} replace /> : null} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </BrowserRouter>
  );
}

function HarnessApp(options: RemoteHarnessOptions) {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <HarnessScreens {...options} /> : <HarnessLogin title={options.title} />;
}

/** Mounts the dev harness of a remote on #root. */
export function startRemoteHarness(options: RemoteHarnessOptions): void {
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <StrictMode>
      <VerificaProviders>
        <HarnessApp {...options} />
      </VerificaProviders>
    </StrictMode>,
  );
}
