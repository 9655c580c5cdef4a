import { Suspense, type ComponentType } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@verifica/shared/router';
import { ROLES, type LoginResponse, type RolClave } from '@verifica/contracts';
import { configureApi } from '../api';
import { SCREEN_ROUTES, type RemoteName } from '../routes';
import { sessionStore } from '../session/sessionStore';
import { VerificaProviders } from '../VerificaProviders';

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

export type RenderScreen = (path: string, baseURL: string) => RenderResult & { location: TestLocation };

/**
 * A remote's screens at their portal paths, as the shell mounts them: the shared providers
 * (theme, snackbar, session), a router, and the API client pointed at `baseURL`.
 * Each remote makes its own: `export const renderScreen = screenRenderer(REMOTE_NAME, SCREENS)`.
 */
export function screenRenderer(remote: RemoteName, screens: Readonly<Record<string, ComponentType>>): RenderScreen {
  return (path, baseURL) => {
    configureApi({ baseURL });
    const location: TestLocation = { pathname: path.split('?')[0] ?? path, search: '' };
    const result = render(
      <VerificaProviders globalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe location={location} />
          <Suspense fallback={null}>
            <Routes>
              {SCREEN_ROUTES.filter((r) => r.remote === remote).map((r) => {
                const Screen = screens[r.module];
                return Screen ? <Route key={r.name} path={r.path} element={<Screen />} /> : null;
              })}
            </Routes>
          </Suspense>
        </MemoryRouter>
      </VerificaProviders>,
    );
    return Object.assign(result, { location });
  };
}

export type OpenList = (rol: RolClave, path: string, baseURL: string, celda: string | RegExp) => Promise<RenderResult & { location: TestLocation }>;

/** A remote's list screen opened as `rol`, once the row cell `celda` shows (the list has loaded). */
export function listOpener(renderScreen: RenderScreen): OpenList {
  return async (rol, path, baseURL, celda) => {
    logIn(rol);
    const view = renderScreen(path, baseURL);
    await screen.findByRole('cell', { name: celda }, { timeout: 15_000 });
    return view;
  };
}
