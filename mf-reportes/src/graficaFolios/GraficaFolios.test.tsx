import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { MENSAJES_REPORTES } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS_LIST, fila } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';
import { TITULO_GESTORES, TITULO_OPERADORES } from './GraficaFolios';

// ApexCharts draws with SVG measuring APIs jsdom lacks (ARCHITECTURE §4): the chart is replaced by
// the series it was given, as a list. The e2e spec reads the real SVG in Chromium.
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/features/legend', () => ({}));
jest.mock('react-apexcharts/core', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ series, height, options }: { series: { name: string; data: number[] }[]; height: number; options: { colors: string[] } }) =>
      createElement(
        'ul',
        { 'aria-label': `Gráfica de ${height} px` },
        series.map((s, i) => createElement('li', { key: s.name }, `${s.name} ${options.colors[i]}: ${s.data.join(' ')}`)),
      ),
  };
});

const api = setupTestApi();

// The first render compiles every lazily loaded module (date picker, selects, chart): slow on a
// busy machine, so the first wait is long.
jest.setTimeout(30_000);

const GESTORES = [
  fila(1, 'Agencia Centro', '#1976D2', [1200, 300, 200, 100, 950]),
  fila(2, 'Agencia Norte', '#F57C00', [10, 5, 5, 0, 2]),
  fila(3, 'Agencia Sur', '#AFB42B', [0, 0, 0, 0, 0]),
];
const OPERADORES = [fila(1, 'Agencia Centro', '#1976D2', [40, 1460, 1400, 60, 35]), fila(2, 'Agencia Norte', '#F57C00', [0, 15, 15, 0, 0])];

beforeEach(() => {
  api.on('GET /api/reportes/graficas_folios', { body: GESTORES });
  api.on('GET /api/reportes/graficas_folios_informativos', { body: OPERADORES });
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
});

const celdas = (tabla: string, fila: string) =>
  within(within(screen.getByRole('table', { name: tabla })).getByRole('rowheader', { name: fila }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Grafica Folios', () => {
  it('loads both charts for the current month and shows their numbers, agencies with nothing left out', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/reportes/grafica_folios', api.baseURL);
    expect(await screen.findByRole('table', { name: TITULO_GESTORES }, { timeout: 20_000 })).toBeInTheDocument();
    expect(celdas(TITULO_GESTORES, 'Agencia Centro')).toEqual(['1,200', '300', '200', '100', '950']);
    expect(celdas(TITULO_GESTORES, 'Total')).toEqual(['1,210', '305', '205', '100', '952']);
    expect(within(screen.getByRole('table', { name: TITULO_GESTORES })).queryByRole('rowheader', { name: 'Agencia Sur' })).not.toBeInTheDocument();
    expect(celdas(TITULO_OPERADORES, 'Agencia Norte')).toEqual(['0', '15', '15', '0', '0']);
    // The charts get one series per agency with something to show, in the agency's colour.
    expect(within(await screen.findByRole('list', { name: 'Gráfica de 350 px' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Agencia Centro #1976D2: 1200 300 200 100 950',
      'Agencia Norte #F57C00: 10 5 5 0 2',
    ]);
    expect(within(await screen.findByRole('list', { name: 'Gráfica de 300 px' })).getAllByRole('listitem')).toHaveLength(2);

    const hoy = new Date();
    for (const ruta of ['GET /api/reportes/graficas_folios', 'GET /api/reportes/graficas_folios_informativos']) {
      const [req] = api.calls(ruta);
      expect(Object.fromEntries(req?.query ?? [])).toEqual({
        fecha_desde: format(startOfMonth(hoy), 'yyyy-MM-dd'),
        fecha_hasta: format(endOfMonth(hoy), 'yyyy-MM-dd'),
      });
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Grafica Folios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asignar folios a gestores' })).toHaveAttribute('href', '/admin/reportes/asignacion');
  });

  it('Buscar sends the agency and status chosen', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/reportes/grafica_folios', api.baseURL);
    await screen.findByRole('table', { name: TITULO_GESTORES }, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Agencia' }));
    await user.click(await screen.findByRole('option', { name: 'Agencia Norte' }));
    await user.click(screen.getByRole('combobox', { name: 'Estatus' }));
    await user.click(await screen.findByRole('option', { name: 'Verificadas' }));
    expect(api.calls('GET /api/reportes/graficas_folios')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.calls('GET /api/reportes/graficas_folios')).toHaveLength(2), { timeout: 20_000 });
    const q = api.calls('GET /api/reportes/graficas_folios')[1]?.query;
    expect([q?.get('agencia_id'), q?.get('status')]).toEqual(['2', '3']);
    await waitFor(() => expect(api.calls('GET /api/reportes/graficas_folios_informativos')[1]?.query.get('status')).toBe('3'), { timeout: 20_000 });
  });

  it('keeps its filters in the URL: a link opens that chart, Buscar writes the URL, a bad value in a link is dropped with a notice', async () => {
    logIn('superAdministrador');
    const { location } = renderScreen('/admin/reportes/grafica_folios?agencia_id=2&status=9&fecha_desde=2026-02-01&fecha_hasta=2026-02-28', api.baseURL);
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent('Se ignoraron filtros no válidos del enlace: status=9.');
    await waitFor(() => expect(api.calls('GET /api/reportes/graficas_folios').length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(api.calls('GET /api/reportes/graficas_folios').map((r) => Object.fromEntries(r.query))).toEqual([
      { fecha_desde: '2026-02-01', fecha_hasta: '2026-02-28', agencia_id: '2' },
    ]);
    expect(location.search).toBe('?agencia_id=2&fecha_desde=2026-02-01&fecha_hasta=2026-02-28');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Estatus' }));
    await user.click(await screen.findByRole('option', { name: 'Verificadas' }));
    expect(location.search).not.toMatch(/status/);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(location.search).toMatch(/[?&]status=3(&|$)/));
    await waitFor(() => expect(api.calls('GET /api/reportes/graficas_folios')).toHaveLength(2), { timeout: 20_000 });
    expect(api.calls('GET /api/reportes/graficas_folios')[1]?.query.get('status')).toBe('3');
  });

  it('a scoped user has no agency filter; nothing to chart shows the empty state', async () => {
    api.on('GET /api/reportes/graficas_folios', { body: [fila(1, 'Agencia Centro', '#1976D2', [0, 0, 0, 0, 0])] });
    api.on('GET /api/reportes/graficas_folios_informativos', { body: [fila(1, 'Agencia Centro', '#1976D2', [0, 0, 0, 0, 0])] });
    logIn('supervisor');
    renderScreen('/admin/reportes/grafica_folios', api.baseURL);
    expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent(MENSAJES_REPORTES.sinDatosGrafica);
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: TITULO_GESTORES })).not.toBeInTheDocument();
    expect(api.calls('GET /api/agencias/list')).toHaveLength(0);
  });
});
