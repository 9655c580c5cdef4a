import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import type { Productividad, ProductividadFila } from '@verifica/contracts';
import { setupTestApi, trabajoDemo } from '@verifica/shared/testing';
import { logIn, renderScreen } from '../test/renderScreen';

// ApexCharts draws with SVG measuring APIs jsdom lacks: the chart is replaced by the series it was given.
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/features/legend', () => ({}));
jest.mock('react-apexcharts/core', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ series, options }: { series: { name: string; data: number[] }[]; options: { xaxis: { categories: string[] } } }) =>
      createElement(
        'ul',
        { 'aria-label': `Gráfica: ${options.xaxis.categories.join(', ')}` },
        series.map((s) => createElement('li', { key: s.name }, `${s.name}: ${s.data.join(' ')}`)),
      ),
  };
});

const api = setupTestApi();
jest.setTimeout(30_000);

const fila = (usuario_id: number, operador: string, dia: string | null, n: [number, number, number, number, number, number | null]): ProductividadFila => ({
  usuario_id,
  operador,
  dia,
  intentos: n[0],
  contactados: n[1],
  finalizadas: n[2],
  rellamadas_cumplidas: n[3],
  rellamadas_incumplidas: n[4],
  mediana_minutos: n[5],
});

const DATOS: Productividad = {
  por_operador: [fila(5, 'Ana López', null, [1200, 30, 3, 2, 2, 60]), fila(6, 'Luis Pérez', null, [1, 0, 0, 0, 1, null])],
  por_dia: [fila(5, 'Ana López', '2026-12-01', [3, 2, 1, 1, 1, 120]), fila(6, 'Luis Pérez', '2026-12-02', [1, 0, 0, 0, 1, null])],
};

const celdas = (tabla: string, nombre: string, n = 0) =>
  within(within(screen.getByRole('table', { name: tabla })).getAllByRole('rowheader', { name: nombre })[n]?.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Productividad', () => {
  it('asks for this month and shows per operator, per day and the chart, in Spanish', async () => {
    api.on('GET /api/productividad', { body: DATOS });
    logIn('supervisor');
    renderScreen('/admin/reportes/callcenter/productividad', api.baseURL);
    expect(await screen.findByRole('table', { name: 'Por operador' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Productividad' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Por operador' })).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Operador',
      'Intentos',
      'Contactados',
      'Finalizadas',
      'Rellamadas cumplidas',
      'Rellamadas incumplidas',
      'Mediana asignación a Finalizar (min)',
    ]);
    expect(celdas('Por operador', 'Ana López')).toEqual(['1,200', '30', '3', '2', '2', '60']);
    expect(celdas('Por operador', 'Luis Pérez')).toEqual(['1', '0', '0', '0', '1', '—']);
    expect(celdas('Por operador y día', 'Ana López')).toEqual(['2026-12-01', '3', '2', '1', '1', '1', '120']);
    const grafica = await screen.findByRole('list', { name: 'Gráfica: Ana López, Luis Pérez' });
    expect(within(grafica).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Intentos: 1200 1', 'Contactados: 30 0', 'Finalizadas: 3 0']);
    const hoy = new Date();
    expect(Object.fromEntries(api.calls('GET /api/productividad')[0]?.query ?? [])).toEqual({
      fecha_desde: format(startOfMonth(hoy), 'yyyy-MM-dd'),
      fecha_hasta: format(endOfMonth(hoy), 'yyyy-MM-dd'),
    });
  });

  it('says so when the range has no activity, and asks again with Consultar', async () => {
    api.on('GET /api/productividad', { body: { por_operador: [], por_dia: [] } });
    logIn('administrador');
    renderScreen('/admin/reportes/callcenter/productividad', api.baseURL);
    expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent('Sin actividad en el periodo');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(api.calls('GET /api/productividad')).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Sin actividad en el periodo');
  });

  it('Exportar a Excel queues an exportar_productividad job with the range and shows its progress', async () => {
    api.on('GET /api/productividad', { body: DATOS });
    api.on('POST /api/trabajos', { status: 202, body: { id: 7, message: 'El trabajo quedó en cola' } });
    api.on('GET /api/trabajos/:id', {
      body: trabajoDemo({ id: 7, tipo: 'exportar_productividad', usuario: 'Supervisor', estado: 'terminado', hechos: 4, total: 4, nombre_archivo: 'productividad-2026-01-01.xlsx', terminado_at: new Date().toISOString() }),
    });
    logIn('supervisor');
    renderScreen('/admin/reportes/callcenter/productividad', api.baseURL);
    await screen.findByRole('table', { name: 'Por operador' }, { timeout: 20_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    const caja = await screen.findByRole('group', { name: 'Exportación de Productividad' }, { timeout: 20_000 });
    expect(await within(caja).findByRole('button', { name: 'Descargar' }, { timeout: 20_000 })).toBeInTheDocument();
    const hoy = new Date();
    expect(api.calls('POST /api/trabajos')[0]?.body).toEqual({
      tipo: 'exportar_productividad',
      fecha_desde: format(startOfMonth(hoy), 'yyyy-MM-dd'),
      fecha_hasta: format(endOfMonth(hoy), 'yyyy-MM-dd'),
    });
  });
});
