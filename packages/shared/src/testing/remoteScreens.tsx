import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@verifica/shared/router';
import { pantallasDe, type ModulosPantalla } from '../harness/pantallas';
import { PantallaEntera, crearMontaje, type NombreControl } from '@verifica/shared/base';
import { SCREEN_ROUTES, type RemoteName } from '../routes';
import { VerificaProviders } from '../VerificaProviders';

const enSuRuta = (path: string) => path.replace(/:\w+/g, '0');

/**
 * The contract every remote keeps with the shell: it exposes exactly the screens SCREEN_ROUTES
 * gives it, each one renders its title as the page heading, and names its deferred controls
 * (testControlesDePantallas). Call it inside a test file.
 */
export function testRemoteScreens(remote: RemoteName, modulos: ModulosPantalla): void {
  const routes = SCREEN_ROUTES.filter((r) => r.remote === remote);
  const screens = pantallasDe(modulos);

  it('expone exactamente las pantallas que SCREEN_ROUTES le asigna', () => {
    expect(Object.keys(modulos).sort()).toEqual(routes.map((r) => r.module).sort());
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
          <MemoryRouter initialEntries={[enSuRuta(path)]}>
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

  testControlesDePantallas(remote, modulos);
}

/**
 * Each exposed screen names in `controles` the kit's deferred controls it shows as it opens: the
 * shell loads them with the screen. One left out makes the screen wait for it; one too many is
 * downloaded for nothing.
 */
export function testControlesDePantallas(remote: RemoteName, modulos: ModulosPantalla): void {
  const routes = SCREEN_ROUTES.filter((r) => r.remote === remote);
  it.each(routes.map((r) => [r.module, r.title, r.path] as const))(
    '%s nombra en `controles` los controles diferidos que muestra al abrirse',
    async (module, title, path) => {
      const cargar = modulos[module];
      if (!cargar) throw new Error(`${remote} no expone ${module}`);
      const { default: Screen, controles = [] } = await cargar();
      const mostrados = new Set<NombreControl>();
      await act(async () => {
        render(
          <VerificaProviders globalStyle={false}>
            <MemoryRouter initialEntries={[enSuRuta(path)]}>
              <Suspense fallback={null}>
                <PantallaEntera montaje={crearMontaje((nombre) => mostrados.add(nombre))}>
                  <Screen />
                </PantallaEntera>
              </Suspense>
            </MemoryRouter>
          </VerificaProviders>,
        );
      });
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 20_000 });
      expect([...controles].sort()).toEqual([...mostrados].sort());
    },
    30_000,
  );
}
