import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolicitudOperadorFila } from '@verifica/contracts';
import { pantallaAsignacion, setupTestApi } from '@verifica/shared/testing';
import { fila, listaReply } from '../test/fixtures';
import { abrirLista } from '../test/renderScreen';

jest.setTimeout(60_000);

const api = setupTestApi();
let filas: SolicitudOperadorFila[];

beforeEach(() => {
  filas = Array.from({ length: 30 }, (_, i) => fila(30 - i, { operador: null, operador_id: null, solicitud_operador: null }));
  api.on('GET /api/solicitudes_operadores', listaReply(() => filas));
  for (const lista of ['edos', 'ciudades', 'colonias', 'fuerza_venta']) api.on(`GET /api/solicitudes_operadores/${lista}`, { body: lista === 'edos' ? ['Jalisco'] : [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }] });
  api.on('GET /api/operadores/list', { body: [{ id: 5, nombre_completo: 'Olga Operadora' }, { id: 6, nombre_completo: 'Omar Operador' }] });
  api.on('POST /api/solicitudes_operadores', { body: { message: 'Folios asignados correctamente', asignadas: 2 } });
});

const T = { timeout: 15_000 };
const TITULO = 'Asignar Solicitudes a Operadores';
const pantalla = pantallaAsignacion(TITULO, 'Operador');
const table = pantalla.tabla;

describe('Asignar Solicitudes a Operadores', () => {
  it('opens on this month and No Asignadas (25 rows); assigns the chosen rows; Atras goes back to the report', async () => {
    const { location } = await abrirLista('administrador', '/admin/reportes/callcenter/asignar', api.baseURL, 'F-29');
    expect(screen.getByRole('heading', { level: 1, name: TITULO })).toBeInTheDocument();
    await pantalla.esperarMesActual(api, 'GET /api/solicitudes_operadores');
    for (const h of ['Folio', 'Nombre', 'Apellido Paterno / Razón Social', 'Apellido Materno / Nombre Comercial', 'Estado', 'C.P.', 'Fecha Captura', 'Fecha Creación', 'Fuerza de Venta']) {
      expect(within(table()).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.queryByRole('combobox', { name: 'Agencias' })).not.toBeInTheDocument();
    await pantalla.asignarFilas(['F-29', 'F-28'], 'Omar Operador');
    expect(api.calls('POST /api/solicitudes_operadores')[0]?.body).toEqual({ seleccionados: [28, 29], usuario_id: 6 });
    await pantalla.volver(location, '/admin/reportes/callcenter');
  });

  it('"Seleccionar los N resultados" assigns every row of the filter; the state filter is in the URL', async () => {
    const { location } = await abrirLista('administrador', '/admin/reportes/callcenter/asignar?edo=Jalisco', api.baseURL, 'F-29');
    expect(api.calls('GET /api/solicitudes_operadores')[0]?.query.getAll('edo')).toEqual(['Jalisco']);
    await pantalla.asignarTodas(30, 'Olga Operadora');
    expect(api.calls('POST /api/solicitudes_operadores')[0]?.body).toMatchObject({ todos: true, usuario_id: 5, asignadas: 2, edo: ['Jalisco'] });
    expect(api.calls('POST /api/solicitudes_operadores')[0]?.body).not.toHaveProperty('seleccionados');
    expect(location.search).toContain('edo=Jalisco');
  });

  it('broad users choose agencies in the filter and in the assignment card; a refused assignment shows the field error', async () => {
    api.on('POST /api/solicitudes_operadores', { status: 422, body: { message: 'x', errors: { usuario_id: ['Selecciona un operador activo de la agencia'] } } });
    await abrirLista('superAdministrador', '/admin/reportes/callcenter/asignar', api.baseURL, 'F-29');
    expect(await screen.findByRole('combobox', { name: 'Agencias' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Agencia' }, T)).toBeInTheDocument();
    await userEvent.click(pantalla.casilla('F-29'));
    await pantalla.elegir('Agencia', 'Agencia Centro');
    await pantalla.elegir('Operador', 'Olga Operadora');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Hubo un error en la solicitud')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Operador' })).toHaveAccessibleDescription('Selecciona un operador activo de la agencia');
  });
});
