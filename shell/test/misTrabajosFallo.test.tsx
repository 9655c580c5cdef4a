import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { logIn, logOut, renderApp } from './support/renderApp';

// The list's chunk cannot be loaded (say, a new deployment removed it): every attempt fails.
let intentos = 0;
jest.mock('../src/layout/MisTrabajosPanel', () => {
  intentos++;
  throw new Error('ChunkLoadError');
});

const api = setupTestApi();
afterEach(logOut);

it('si la lista de Mis trabajos no carga, el portal sigue, avisa y el botón lo vuelve a intentar', async () => {
  logIn('administrador');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/admin', api.baseURL);
  expect(await screen.findByText(MENSAJES.misTrabajosNoDisponible)).toBeVisible();
  const antes = intentos;
  expect(antes).toBeGreaterThan(0);
  // The frame is still there (no crash), with its button.
  expect(screen.getByTestId('page-title')).toHaveTextContent('Inicio');
  await userEvent.click(screen.getByRole('button', { name: 'Mis trabajos' }));
  await waitFor(() => expect(intentos).toBeGreaterThan(antes));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Mis trabajos' })).toBeVisible();
  error.mockRestore();
});
