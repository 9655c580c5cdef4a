import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged, TelefonoDuplicado } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS_LIST } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';

jest.setTimeout(40_000);
const LARGO = { timeout: 30_000 };

const VACIO: Paged<TelefonoDuplicado> = { total: 0, current_page: 1, totalItems: 0, data: [] };

const api = setupTestApi({ logIn: 'superAdministrador' });
beforeEach(() => {
  api.on('GET /api/telefonos_duplicados', { body: VACIO });
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
});

const consultas = () => api.calls('GET /api/telefonos_duplicados').map((r) => Object.fromEntries(r.query));

describe('Telefonos Duplicados filters in the URL', () => {
  it('a link opens that view; Mínimo cleared and typed as 12345 keeps every digit and reaches the URL after the debounce', async () => {
    const { location } = renderScreen('/admin/reportes/telefonos_duplicados?agencia_id=2&desde=5&hasta=99999&fecha_desde=2026-02-01&fecha_hasta=2026-02-28', api.baseURL);
    await waitFor(() => expect(consultas()).toHaveLength(1), LARGO);
    expect(consultas()[0]).toMatchObject({ agencia_id: '2', desde: '5', hasta: '99999', fecha_desde: '2026-02-01', fecha_hasta: '2026-02-28' });
    const minimo = await screen.findByRole('spinbutton', { name: 'Mínimo de repeticiones' });
    expect(minimo).toHaveValue(5);

    const user = userEvent.setup({ delay: 120 });
    await user.clear(minimo);
    await user.type(minimo, '12345');
    expect(minimo).toHaveValue(12345);
    await waitFor(() => expect(new URLSearchParams(location.search).get('desde')).toBe('12345'));
    await waitFor(() => expect(consultas().at(-1)).toMatchObject({ desde: '12345', agencia_id: '2' }));
    expect(minimo).toHaveValue(12345);
  });
});
