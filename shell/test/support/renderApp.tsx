import { render, type RenderResult } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type RouteObject } from '@verifica/shared/router';
import { ROLES, type LoginResponse } from '@verifica/contracts';
import { configureApi, sessionStore } from '@verifica/shared';
import { AppProviders } from '../../src/app/App';
import { createAppRoutes } from '../../src/app/routes';
import { MainLayout } from '../../src/layout/MainLayout';

/** Where the app is: updated on every navigation. */
export interface TestLocation {
  pathname: string;
  search: string;
}

function AppRoutes({ routes, location }: { routes: RouteObject[]; location: TestLocation }) {
  const navigate = useNavigate();
  const current = useLocation();
  location.pathname = current.pathname;
  location.search = current.search;
  useEffect(() => {
    configureApi({ navigate: (to) => void navigate(to) });
  }, [navigate]);
  return useRoutes(routes);
}

/**
 * The real shell (routes, layout, providers) at `path`, after the history entries `before`.
 * The same route objects run under <MemoryRouter> + useRoutes. The layout is given already
 * loaded (the app loads it lazily).
 */
export function renderApp(path: string, baseURL: string, before: string[] = []): RenderResult & { location: TestLocation } {
  configureApi({ baseURL });
  const location: TestLocation = { pathname: path, search: '' };
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[...before, path]} initialIndex={before.length}>
        <AppRoutes routes={createAppRoutes({ Layout: MainLayout })} location={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return Object.assign(result, { location });
}

export function sessionFor(rol: keyof typeof ROLES, overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: `token-${rol}`,
    nombre: `Usuario ${ROLES[rol].title}`,
    correo: `${rol}@verifica.mx`,
    agencia: 'Agencia Centro',
    permisos: [...ROLES[rol].permisos],
    ...overrides,
  };
}

export function logIn(rol: keyof typeof ROLES): LoginResponse {
  const session = sessionFor(rol);
  sessionStore.set(session);
  return session;
}

export function logOut(): void {
  sessionStore.clear();
  configureApi({ baseURL: '', navigate: null });
}
