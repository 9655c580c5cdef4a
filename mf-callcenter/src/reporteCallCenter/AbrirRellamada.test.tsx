import { render, screen, within } from '@testing-library/react';
import { configureApi, VerificaProviders } from '@verifica/shared';
import { MemoryRouter } from '@verifica/shared/router';
import { setupTestApi } from '@verifica/shared/testing';
import { colaSinGuardar } from '../test/fixtures';
import { logIn } from '../test/renderScreen';
import ReporteCallCenter from './ReporteCallCenter';

jest.setTimeout(60_000);

const api = setupTestApi();
const T = { timeout: 15_000 };

beforeEach(() => {
  colaSinGuardar(api);
  api.on('GET /api/rellamadas', { body: [] });
});

/** The screen as the top bar's "Rellamada pendiente … Abrir" (shell) opens it: the folio in the navigation state. */
const abrirDesdeAviso = () => {
  configureApi({ baseURL: api.baseURL });
  render(
    <VerificaProviders globalStyle={false}>
      <MemoryRouter initialEntries={[{ pathname: '/admin/reportes/callcenter', state: { llamar: { id: 71, folio_solicitud: 'F-71' } } }]}>
        <ReporteCallCenter />
      </MemoryRouter>
    </VerificaProviders>,
  );
};

describe('Rellamada pendiente → Abrir', () => {
  it('opens the due folio\'s call form for the operator', async () => {
    logIn('operador');
    abrirDesdeAviso();
    const dialog = await screen.findByRole('dialog', { name: 'Seguimiento de Llamadas — F-71' }, T);
    await within(dialog).findByRole('form', { name: 'Seguimiento de Llamadas' }, T);
    expect(Object.fromEntries(api.calls('GET /api/verificaciones_operadores').at(-1)?.query ?? [])).toEqual({ solicitud_id: '71' });
  });

  it('an admin is not sent a call form by it', async () => {
    logIn('administrador');
    abrirDesdeAviso();
    await screen.findByRole('cell', { name: 'F-2' }, T);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
