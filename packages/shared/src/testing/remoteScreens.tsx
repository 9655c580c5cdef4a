import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@verifica/shared/router';
import { SCREEN_ROUTES, type RemoteName } from '../routes';
import { VerificaProviders } from '../VerificaProviders';

/**
 * The contract every remote keeps with the shell: it exposes exactly the screens SCREEN_ROUTES
 * gives it, and each one renders its title as the page heading. Call it inside a test file.
 */
export function testRemoteScreens(remote: RemoteName, screens: Readonly<Record<string, ComponentType>>): void {
  const routes = SCREEN_ROUTES.filter((r) => r.remote === remote);

  it('expone exactamente las pantallas que SCREEN_ROUTES le asigna', () => {
    expect(Object.keys(screens).sort()).toEqual(routes.map((r) => r.module).sort());
  });

  // Screens render inside the shell's router (links, URL-synced filters) at their own path; the
  // first render compiles every lazily loaded module, hence the long wait.
  it.each(routes.map((r) => [r.module, r.title, r.path] as const))(
    '%s muestra su título',
    async (module, title, path) => {
      const Screen = screens[module];
      if (!Screen) throw new Error(`${remote} no expone ${module}`);
      render(
        <VerificaProviders globalStyle={false}>
          <MemoryRouter initialEntries={[path.replace(/:\w+/g, '0')]}>
            <Suspense fallback={null}>
              <Screen />
            </Suspense>
          </MemoryRouter>
        </VerificaProviders>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 20_000 })).toBeInTheDocument();
    },
    30_000,
  );
}
