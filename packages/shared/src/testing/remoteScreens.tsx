import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

  it.each(routes.map((r) => [r.module, r.title] as const))('%s muestra su título', async (module, title) => {
    const Screen = screens[module];
    if (!Screen) throw new Error(`${remote} no expone ${module}`);
    // The shell mounts every screen inside its router (screens may read the URL and navigate).
    render(
      <VerificaProviders globalStyle={false}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </MemoryRouter>
      </VerificaProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 })).toBeInTheDocument();
  });
}
