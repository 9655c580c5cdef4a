import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { SCREEN_ROUTES, VerificaProviders } from '@verifica/shared';
import { REMOTE_NAME, SCREENS } from './screens';

const routes = SCREEN_ROUTES.filter((r) => r.remote === REMOTE_NAME);

it('expone exactamente las pantallas que SCREEN_ROUTES le asigna', () => {
  expect(Object.keys(SCREENS).sort()).toEqual(routes.map((r) => r.module).sort());
});

it.each(routes.map((r) => [r.module, r.title] as const))('%s muestra su título', async (module, title) => {
  const Screen = SCREENS[module];
  if (!Screen) throw new Error(module);
  render(
    <VerificaProviders globalStyle={false}>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </VerificaProviders>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
