import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfMonth, format, startOfMonth, subMonths } from 'date-fns';
import { celdaGrados, type MapaCeldas } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS_LIST } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

// The first render compiles every lazily loaded module (OpenLayers, date picker, selects).
jest.setTimeout(40_000);
const LARGO = { timeout: 30_000 };

const MAPA: MapaCeldas = {
  agencias: [
    { id: 1, nombre: 'Agencia Centro', color: '#1976D2', cantidad: 2 },
    { id: 2, nombre: 'Agencia Norte', color: '#F57C00', cantidad: 1 },
    { id: 3, nombre: 'Agencia Sur', color: '#AFB42B', cantidad: 0 },
  ],
  zoom: 4,
  celda: celdaGrados(4),
  extension: [-100.31, 19.43, -99.13, 25.67],
  celdas: { lat: [19.435, 25.67], lon: [-99.135, -100.31], agencia: [1, 2], cantidad: [2, 1], id: [11, 13] },
};
const URL_MAPA = 'GET /api/reportes/mapa_folios/celdas';

const api = setupTestApi();
beforeEach(() => {
  api.on(URL_MAPA, { body: MAPA });
  api.on('GET /api/reportes/mapa_config', { body: { tile_url: null, attribution: null } });
  api.on('GET /api/solicitudes/edos', { body: ['Jalisco', 'Nuevo León', 'Yucatán'] });
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
});

describe('Mapa Folios', () => {
  it('loads the current month for every agency and lists each agency with its pin colour and count', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/reportes/mapa_folios', api.baseURL);
    const lista = await screen.findByRole('list', { name: 'Agencias' }, LARGO);
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(4), LARGO);
    expect(within(lista).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Agencia Centro: 2',
      'Agencia Norte: 1',
      'Agencia Sur: 0',
      'Total: 3',
    ]);
    expect(within(within(lista).getByRole('listitem', { name: 'Agencia Norte: 1' })).getByText('Agencia Norte').previousElementSibling).toHaveAttribute('data-color', '#F57C00');
    expect(await screen.findByRole('region', { name: 'Mapa de folios' }, LARGO)).toBeInTheDocument();

    const hoy = new Date();
    const desde = format(startOfMonth(hoy), 'yyyy-MM-dd');
    const hasta = format(endOfMonth(hoy), 'yyyy-MM-dd');
    // Grouped on the default zoom's grid (SPEC §9: 4), the whole of the filters (no extent).
    expect(Object.fromEntries(api.calls(URL_MAPA)[0]?.query ?? [])).toEqual({ fecha_desde: desde, fecha_hasta: hasta, agencia_id: '0', zoom: '4' });
    // Never every folio of the month one by one.
    expect(api.calls('GET /api/reportes/mapa_folios')).toHaveLength(0);
    // SPEC §7: the state list starts one month before the map's from-date.
    await waitFor(() => expect(api.calls('GET /api/solicitudes/edos').length).toBeGreaterThan(0), LARGO);
    expect(Object.fromEntries(api.calls('GET /api/solicitudes/edos')[0]?.query ?? [])).toEqual({
      fecha_desde: format(subMonths(startOfMonth(hoy), 1), 'yyyy-MM-dd'),
      fecha_hasta: hasta,
    });
    expect(api.calls('GET /api/reportes/mapa_config')).toHaveLength(1);
  });

  it('Buscar sends the agency (Todos = 0) and the states chosen', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/reportes/mapa_folios', api.baseURL);
    const user = userEvent.setup();
    const agencia = await screen.findByRole('combobox', { name: 'Agencia' }, LARGO);
    await waitFor(() => expect(api.calls('GET /api/agencias/list')).toHaveLength(1), LARGO);
    await user.click(agencia);
    await screen.findByRole('option', { name: 'Agencia Sur' }, LARGO);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Agencia Centro', 'Agencia Norte', 'Agencia Sur']);
    await user.click(screen.getByRole('option', { name: 'Agencia Norte' }));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Jalisco' }));
    await user.click(await screen.findByRole('option', { name: 'Yucatán' }));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.calls(URL_MAPA)).toHaveLength(2), LARGO);
    const q = api.calls(URL_MAPA)[1]?.query;
    expect(q?.get('agencia_id')).toBe('2');
    expect([...(q?.getAll('edo[]') ?? []), ...(q?.getAll('edo') ?? [])]).toEqual(['Jalisco', 'Yucatán']);
  });

  it('keeps its filters in the URL: a link opens that map, Buscar writes the URL', async () => {
    logIn('superAdministrador');
    const { location } = renderScreen('/admin/reportes/mapa_folios?agencia_id=2&edo=Jalisco&fecha_desde=2026-02-01', api.baseURL);
    await waitFor(() => expect(api.calls(URL_MAPA).length).toBeGreaterThan(0), LARGO);
    const q = api.calls(URL_MAPA)[0]?.query;
    expect([q?.get('agencia_id'), q?.get('fecha_desde'), [...(q?.getAll('edo[]') ?? []), ...(q?.getAll('edo') ?? [])]]).toEqual(['2', '2026-02-01', ['Jalisco']]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Agencia' }, LARGO));
    await user.click(await screen.findByRole('option', { name: 'Todos' }, LARGO));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(location.search).toBe('?fecha_desde=2026-02-01&edo=Jalisco'));
    await waitFor(() => expect(api.calls(URL_MAPA)).toHaveLength(2), LARGO);
    expect(api.calls(URL_MAPA)[1]?.query.get('agencia_id')).toBe('0');
  });

  it('a scoped user has no agency selector; no folios with a position says so; a failed config still draws', async () => {
    api.on(URL_MAPA, {
      body: { ...MAPA, agencias: [{ id: 1, nombre: 'Agencia Centro', color: '#1976D2', cantidad: 0 }], extension: null, celdas: { lat: [], lon: [], agencia: [], cantidad: [], id: [] } },
    });
    api.on('GET /api/reportes/mapa_config', { status: 500, body: { message: 'x' } });
    logIn('supervisor');
    renderScreen('/admin/reportes/mapa_folios', api.baseURL);
    expect(await screen.findByRole('status', {}, LARGO)).toHaveTextContent('No hay folios con ubicación para los filtros elegidos');
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Mapa de folios' }, LARGO)).toBeInTheDocument();
    expect(api.calls('GET /api/agencias/list')).toHaveLength(0);
  });
});
