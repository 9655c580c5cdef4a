import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi } from '@verifica/shared/testing';
import { fila, listaReply, sinGuardar } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

jest.setTimeout(60_000);

const api = setupTestApi();
const T = { timeout: 15_000 };

beforeEach(() => {
  api.on('GET /api/solicitudes_operadores', listaReply(() => [fila(2), fila(1)]));
  api.on('GET /api/operadores/list', { body: [] });
  api.on('GET /api/verificaciones_operadores', sinGuardar());
});

describe('Siguiente llamada (issue 46)', () => {
  it('an operator opens the next folio of their queue in the call form, even one not on the page', async () => {
    api.on('GET /api/solicitudes_operadores/siguiente', { body: { fila: fila(99, { vigencia: 3 }) } });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente llamada' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Seguimiento de Llamadas — F-99' }, T);
    await within(dialog).findByRole('form', { name: 'Seguimiento de Llamadas' }, T);
    expect(Object.fromEntries(api.calls('GET /api/verificaciones_operadores').at(-1)?.query ?? [])).toEqual({ solicitud_id: '99' });
  });

  it('says "No tienes folios pendientes" when the queue is empty, and an error in Spanish', async () => {
    api.on('GET /api/solicitudes_operadores/siguiente', { body: { fila: null } });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente llamada' }, T));
    expect(await screen.findByText('No tienes folios pendientes', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.on('GET /api/solicitudes_operadores/siguiente', { status: 500, body: { message: 'Error' } });
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente llamada' }));
    expect(await screen.findByText('No se pudo obtener el siguiente folio', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('No tienes folios pendientes')).not.toBeInTheDocument();
  });

  it('is for operators: an admin, who has no queue of their own, does not see it', async () => {
    logIn('administrador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await screen.findByRole('cell', { name: 'F-2' }, T);
    expect(screen.queryByRole('button', { name: 'Siguiente llamada' })).not.toBeInTheDocument();
  });
});
