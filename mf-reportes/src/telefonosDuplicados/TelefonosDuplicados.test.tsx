import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subMonths } from 'date-fns';
import type { Paged, TelefonoDuplicado } from '@verifica/contracts';
import { solicitudDetalleDemo, setupTestApi, type RecordedRequest } from '@verifica/shared/testing';
import { AGENCIAS_LIST } from '../test/fixtures';
import { renderScreen } from '../test/renderScreen';

jest.setTimeout(40_000);
const LARGO = { timeout: 30_000 };

/** A row whose folio numbers (1000<id>) differ from its ids, as real ones do. */
const fila = (telefono: string, ids: number[]): TelefonoDuplicado => ({
  telefono,
  veces: ids.length,
  ids: ids.join(','),
  folios: ids.map((id) => ({ id, folio: `1000${id}` })),
});
const FILAS: TelefonoDuplicado[] = [
  fila('5512345678', [101, 102, 103, 104, 105, 106, 107]),
  fila('3311112222', [201, 202, 203, 204, 205]),
  fila('8187654321', [301, 302, 303, 304]),
];

function respuesta(request: RecordedRequest) {
  const rowsPerPage = Number(request.query.get('rowsPerPage') ?? 10);
  const page = Number(request.query.get('page') ?? 1);
  const asc = request.query.get('descending') === 'false';
  const filas = asc ? [...FILAS].reverse() : FILAS;
  const body: Paged<TelefonoDuplicado> = {
    total: Math.ceil(filas.length / rowsPerPage),
    current_page: page,
    totalItems: filas.length,
    data: filas.slice((page - 1) * rowsPerPage, page * rowsPerPage),
  };
  return { body };
}

const api = setupTestApi({ logIn: 'superAdministrador' });
beforeEach(() => {
  api.on('GET /api/telefonos_duplicados', respuesta);
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
  api.on('GET /api/solicitudes/:id', (r) => ({ body: solicitudDetalleDemo({ id: Number(r.params.id), folio_solicitud: `F-${r.params.id}` }) }));
});

const tabla = () => screen.getByRole('table', { name: 'Telefonos duplicados' });
const filas = () => within(tabla()).getAllByRole('row').slice(1);

describe('Telefonos Duplicados', () => {
  it('lists Telefono, Repetido and Folios with the SPEC defaults: one month back to today, 4 to 100, veces descending', async () => {
    renderScreen('/admin/reportes/telefonos_duplicados', api.baseURL);
    expect(await screen.findByRole('cell', { name: '5512345678' }, LARGO)).toBeInTheDocument();
    expect(within(tabla()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Telefono', 'Repetido', 'Folios']);
    expect(within(tabla()).queryByRole('button', { name: /Telefono/ })).not.toBeInTheDocument();
    expect(filas()).toHaveLength(3);
    // Folio numbers, not the internal ids.
    expect(within(filas()[0] as HTMLElement).getAllByRole('button', { name: /^Ver folio/ }).map((b) => b.textContent)).toEqual(['1000101', '1000102', '1000103', '1000104', '1000105', '1000106', '1000107']);
    const hoy = new Date();
    expect(Object.fromEntries(api.calls('GET /api/telefonos_duplicados')[0]?.query ?? [])).toEqual({
      fecha_desde: format(subMonths(hoy, 1), 'yyyy-MM-dd'),
      fecha_hasta: format(hoy, 'yyyy-MM-dd'),
      desde: '4',
      hasta: '100',
      page: '1',
      rowsPerPage: '10',
      sortBy: 'veces',
      descending: 'true',
    });
    expect(screen.getByRole('spinbutton', { name: 'Mínimo de repeticiones' })).toHaveValue(4);
    expect(screen.getByRole('spinbutton', { name: 'Máximo de repeticiones' })).toHaveValue(100);
  });

  it('a folio number opens that folio\'s detail', async () => {
    renderScreen('/admin/reportes/telefonos_duplicados', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver folio 1000202' }, LARGO));
    const dialog = await screen.findByRole('dialog', {}, LARGO);
    expect(await within(dialog).findByText('F-202', {}, LARGO)).toBeInTheDocument();
    expect(api.calls('GET /api/solicitudes/:id').map((r) => r.path)).toEqual(['/api/solicitudes/202']);
  });

  it('filters go to the URL and apply once typing settles; a bad range asks nothing', async () => {
    const view = renderScreen('/admin/reportes/telefonos_duplicados', api.baseURL);
    await screen.findByRole('cell', { name: '5512345678' }, LARGO);
    const user = userEvent.setup();
    const minimo = screen.getByRole('spinbutton', { name: 'Mínimo de repeticiones' });
    await user.clear(minimo);
    await user.type(minimo, '12');
    await waitFor(() => expect(api.calls('GET /api/telefonos_duplicados').filter((r) => r.query.get('desde') === '12')).toHaveLength(1), LARGO);
    expect(new URLSearchParams(view.location.search).get('desde')).toBe('12');

    const maximo = screen.getByRole('spinbutton', { name: 'Máximo de repeticiones' });
    await user.clear(maximo);
    await user.type(maximo, '5');
    expect(await screen.findByText('El máximo de repeticiones no puede ser menor que el mínimo', {}, LARGO)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(api.calls('GET /api/telefonos_duplicados').filter((r) => r.query.get('hasta') === '5')).toHaveLength(0);
  });

  it('starts from the filters in the URL, and sorts Repetido ascending on the server', async () => {
    renderScreen('/admin/reportes/telefonos_duplicados?agencia_id=2&desde=5&hasta=9&fecha_desde=2026-01-01', api.baseURL);
    await screen.findByRole('cell', { name: '5512345678' }, LARGO);
    const q = api.calls('GET /api/telefonos_duplicados')[0]?.query;
    expect([q?.get('agencia_id'), q?.get('desde'), q?.get('hasta'), q?.get('fecha_desde')]).toEqual(['2', '5', '9', '2026-01-01']);
    await userEvent.click(screen.getByRole('button', { name: /Repetido/ }));
    await waitFor(() => expect(within(filas()[0] as HTMLElement).getByRole('cell', { name: '8187654321' })).toBeInTheDocument());
    expect(api.calls('GET /api/telefonos_duplicados').at(-1)?.query.get('descending')).toBe('false');
  });
});
