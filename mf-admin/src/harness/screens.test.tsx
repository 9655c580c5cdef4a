import { screen } from '@testing-library/react';
import { SCREEN_ROUTES } from '@verifica/shared';
import { startTestApi, testControlesDePantallas, type TestApi } from '@verifica/shared/testing';
import { logIn, logOut, renderScreen } from '../test/renderScreen';
import { ARNES } from './screens';

const routes = SCREEN_ROUTES.filter((r) => r.remote === ARNES.remote);
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  const empty = { total: 1, current_page: 1, totalItems: 0, data: [] };
  api.on('GET /api/agencias', { body: empty });
  api.on('GET /api/usuarios', { body: empty });
  api.on('GET /api/bitacora', { body: empty });
  api.on('GET /api/agencias/list', { body: [] });
  api.on('GET /api/permisos/list', { body: [] });
});
afterAll(() => api.close());
beforeEach(() => logIn('superAdministrador'));
afterEach(logOut);

it('expone exactamente las pantallas que SCREEN_ROUTES le asigna', () => {
  expect(Object.keys(ARNES.screens).sort()).toEqual(routes.map((r) => r.module).sort());
});

it.each(routes.map((r) => [r.module, r.path.replace(':id', '0'), r.title] as const))('%s en %s muestra su título', async (_module, path, title) => {
  renderScreen(path, api.baseURL);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

testControlesDePantallas(ARNES.remote, ARNES.modulos);
