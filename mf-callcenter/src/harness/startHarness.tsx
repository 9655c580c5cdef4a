import { StrictMode, Suspense, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { SCREEN_ROUTES, VerificaProviders, api, apiErrorMessage, useSession } from '@verifica/shared';
import { HARNESS_TITLE, REMOTE_NAME, SCREENS } from './screens';

/**
 * Dev harness: this remote alone (`rspack serve`), with the shared providers, a small login
 * against the API (proxied to :8080) and a nav of this remote's screens at their portal paths.
 */
const ROUTES = SCREEN_ROUTES.filter((r) => r.remote === REMOTE_NAME);

function HarnessLogin() {
  const { login } = useSession();
  const [correo, setCorreo] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      login(await api.login({ correo, password }));
    } catch (e) {
      setError(apiErrorMessage(e));
    }
  };

  return (
    <form onSubmit={submit} style={{ maxWidth: 320, margin: '4rem auto', display: 'grid', gap: 8 }}>
      <h1>{HARNESS_TITLE} (arnés)</h1>
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

function HarnessScreens() {
  const { nombre, agencia } = useSession();
  const first = ROUTES[0];
  return (
    <BrowserRouter>
      <div style={{ display: 'flex', gap: 16, padding: 16 }}>
        <nav style={{ minWidth: 200, display: 'grid', gap: 4, alignContent: 'start' }}>
          <strong>{nombre}</strong>
          <small>{agencia}</small>
          {ROUTES.map((r) => (
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
              {ROUTES.map((r) => {
                const Screen = SCREENS[r.module];
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

function HarnessApp() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <HarnessScreens /> : <HarnessLogin />;
}

export function startHarness(): void {
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <StrictMode>
      <VerificaProviders>
        <HarnessApp />
      </VerificaProviders>
    </StrictMode>,
  );
}
