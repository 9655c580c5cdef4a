/** On a slow network the footer describes the rows on screen, not the page on its way. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi, type RecordedRequest } from '@verifica/shared/testing';
import { fila, listaReply } from '../test/fixtures';
import { abrirLista } from '../test/renderScreen';

const api = setupTestApi();
jest.setTimeout(60_000);

const filas = Array.from({ length: 60 }, (_, i) => fila(60 - i));
const pagina = listaReply(() => filas);
beforeEach(() => {
  // Page 2 takes its time (a slow network); page 1 answers at once.
  api.on('GET /api/solicitudes', (r: RecordedRequest) => ({ ...pagina(r), ...(r.query.get('page') === '2' ? { delayMs: 1500 } : {}) }));
  for (const lista of ['edos', 'ciudades', 'colonias', 'fuerza_venta']) api.on(`GET /api/solicitudes/${lista}`, { body: [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }] });
  api.on('GET /api/gestores/list', { body: [] });
});

const T = { timeout: 15_000 };

it('en una red lenta el pie dice «1-25 de 60» mientras siguen a la vista las filas de la página 1, y «26-50 de 60» cuando llegan las de la 2', async () => {
  await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, /^F-60/);
  expect(screen.getByText('1-25 de 60')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  // The request for page 2 is on its way: page 1's rows are still shown, and the footer says so.
  expect(within(screen.getByRole('table', { name: 'Reporte de Solicitudes' })).getByRole('cell', { name: /^F-60/ })).toBeInTheDocument();
  expect(screen.getByText('1-25 de 60')).toBeInTheDocument();
  expect(screen.queryByText('26-50 de 60')).not.toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: /^F-35/ }, T)).toBeInTheDocument();
  expect(screen.getByText('26-50 de 60')).toBeInTheDocument();
});
