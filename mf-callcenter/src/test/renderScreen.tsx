import { Suspense } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES, type LoginResponse, type RolClave } from '@verifica/contracts';
import { SCREEN_ROUTES, VerificaProviders, configureApi, sessionStore } from '@verifica/shared';
import { REMOTE_NAME, SCREENS } from '../harness/screens';

/** Where the app is now: updated on every navigation. */
export interface TestLocation {
  pathname: string;
  /** The query string, e.g. '?edo=Jalisco'. */
  search: string;
}

function LocationProbe({ location }: { location: TestLocation }) {
  const { pathname, search } = useLocation();
  location.pathname = pathname;
  location.search = search;
  return null;
}

/** The session of a seeded role (ROLES), as a login response. */
export function sessionFor(rol: RolClave, overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: `token-${rol}`,
    nombre: `Usuario ${ROLES[rol].title}`,
    correo: `${rol}@verifica.mx`,
    agencia: rol === 'superAdministrador' ? '' : 'Agencia Centro',
    permisos: [...ROLES[rol].permisos],
    ...overrides,
  };
}

/** Logs in as the role in the portal's one session store (the axios client reads it too). */
export function logIn(rol: RolClave): LoginResponse {
  const session = sessionFor(rol);
  sessionStore.set(session);
  return session;
}

export function logOut(): void {
  sessionStore.clear();
  configureApi({ baseURL: '' });
}

/**
 * This remote's screens at their portal paths, as the shell mounts them: the shared providers
 * (theme, snackbar, session), a router, and the API client pointed at `baseURL`.
 */
export function renderScreen(path: string, baseURL: string): RenderResult & { location: TestLocation } {
  configureApi({ baseURL });
  const location: TestLocation = { pathname: path.split('?')[0] ?? path, search: '' };
  const result = render(
    <VerificaProviders globalStyle={false}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe location={location} />
        <Suspense fallback={null}>
          <Routes>
            {SCREEN_ROUTES.filter((r) => r.remote === REMOTE_NAME).map((r) => {
              const Screen = SCREENS[r.module];
              return Screen ? <Route key={r.name} path={r.path} element={<Screen />} /> : null;
            })}
          </Routes>
        </Suspense>
      </MemoryRouter>
    </VerificaProviders>,
  );
  return Object.assign(result, { location });
}
