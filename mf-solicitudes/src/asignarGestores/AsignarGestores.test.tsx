import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolicitudFila } from '@verifica/contracts';
import { pantallaAsignacion, setupTestApi } from '@verifica/shared/testing';
import { fila, listaReply } from '../test/fixtures';
import { abrirLista } from '../test/renderScreen';

// Lazy chunks (table, selects, dialogs) compile on first use: the first test waits longer.
jest.setTimeout(30_000);

const api = setupTestApi();
let filas: SolicitudFila[];

beforeEach(() => {
  filas = Array.from({ length: 30 }, (_, i) => fila(30 - i));
  filas[0] = fila(30, { encuestador: 'Gabriel Gestor', encuestador_id: 7 });
  api.on('GET /api/solicitudes', listaReply(() => filas));
  for (const lista of ['edos', 'ciudades', 'colonias', 'fuerza_venta']) api.on(`GET /api/solicitudes/${lista}`, { body: [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }] });
  api.on('GET /api/gestores/list', { body: [{ id: 7, nombre_completo: 'Gabriel Gestor' }, { id: 8, nombre_completo: 'Gloria Gestora' }] });
  api.on('POST /api/solicitudes_encuestador', { body: { message: 'ok', asignadas: 2 } });
});

const T = { timeout: 15_000 };
const pantalla = pantallaAsignacion('Asignar Folios a Gestores', 'Gestor');

describe('Asignar Folios a Gestores', () => {
  it('opens on the current month and No Asignadas; assigns the chosen rows to a gestor', async () => {
    const { location } = await abrirLista('supervisor', '/admin/reportes/asignacion', api.baseURL, 'F-29');
    expect(screen.getByRole('heading', { level: 1, name: 'Asignar Folios a Gestores' })).toBeInTheDocument();
    await pantalla.esperarMesActual(api, 'GET /api/solicitudes');
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    await pantalla.asignarFilas(['F-29', 'F-28'], 'Gloria Gestora');
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).toEqual({ seleccionados: [28, 29], usuario_id: 8 });
    await pantalla.volver(location, '/admin/reportes/solicitudes');
  });

  it('"Seleccionar los N resultados" assigns every row of the filter (todos + the filter)', async () => {
    await abrirLista('supervisor', '/admin/reportes/asignacion?edo=Jalisco', api.baseURL, 'F-29');
    await pantalla.asignarTodas(30, 'Gabriel Gestor');
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).toMatchObject({ todos: true, usuario_id: 7, asignadas: 2, edo: ['Jalisco'] });
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).not.toHaveProperty('seleccionados');
  });

  it('un rango de C.P. invertido (07000–06000) dice qué está mal bajo C.P. Hasta, en vez de solo una lista vacía', async () => {
    await abrirLista('supervisor', '/admin/reportes/asignacion', api.baseURL, 'F-29');
    await userEvent.type(screen.getByRole('textbox', { name: 'C.P. Desde' }), '07000');
    const hasta = screen.getByRole('textbox', { name: 'C.P. Hasta' });
    await userEvent.type(hasta, '06000');
    expect(hasta).toHaveAccessibleDescription('El C.P. Hasta (06000) es menor que el C.P. Desde (07000): ningún folio cabe en ese rango. Intercámbialos.');
    await userEvent.clear(hasta);
    await userEvent.type(hasta, '08000');
    expect(hasta).not.toHaveAccessibleDescription(/menor/);
  });

  it('a refused assignment shows "Hubo un error en la solicitud" and errors.usuario_id', async () => {
    api.on('POST /api/solicitudes_encuestador', { status: 422, body: { message: 'x', errors: { usuario_id: ['Selecciona un gestor activo de la agencia'] } } });
    await abrirLista('supervisor', '/admin/reportes/asignacion', api.baseURL, 'F-29');
    await userEvent.click(pantalla.casilla('F-29'));
    await pantalla.elegir('Gestor', 'Gloria Gestora');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Hubo un error en la solicitud')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gestor' })).toHaveAccessibleDescription('Selecciona un gestor activo de la agencia');
  });

  it('bulk Desasignar sends only the selected rows that have a gestor', async () => {
    api.on('POST /api/solicitudes/desasignar', { body: { message: 'ok', desasignadas: 1 } });
    await abrirLista('supervisor', '/admin/reportes/asignacion', api.baseURL, 'F-30');
    const desasignar = screen.getByRole('button', { name: 'Desasignar' });
    await userEvent.click(pantalla.casilla('F-29'));
    expect(desasignar).toBeDisabled();
    await userEvent.click(pantalla.casilla('F-30'));
    await userEvent.click(desasignar);
    expect(await screen.findByText('Desasignacion Exitosa')).toBeInTheDocument();
    expect(api.calls('POST /api/solicitudes/desasignar')[0]?.body).toEqual([30]);
  });

  it('Cargar Archivo uploads as a background job, follows it and lists every bad row, then reloads', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 3, message: 'El trabajo quedó en cola' } });
    api.on('GET /api/trabajos/:id', {
      body: {
        id: 3, tipo: 'importar_solicitudes', estado: 'fallido', hechos: 0, total: null, error: 'El archivo tiene errores; no se guardó ninguna fila',
        resultado: { message: 'Error al procesar el archivo', errores: ['Fila 2: el folio ya existe'] }, nombre_archivo: null, propio: true, usuario: 'Super',
        created_at: '2026-01-01T00:00:00.000Z', iniciado_at: '2026-01-01T00:00:00.000Z', terminado_at: '2026-01-01T00:00:01.000Z', expira_at: null, enlace: null,
      },
    });
    await abrirLista('superAdministrador', '/admin/reportes/asignacion', api.baseURL, 'F-29');
    // Broad user: an agency in the filters, in the assignment block and in the upload.
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Agencia' })).toHaveLength(2), T);
    const antes = api.calls('GET /api/solicitudes').length;
    await userEvent.click(screen.getByRole('button', { name: 'Cargar Archivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' }, T);
    await userEvent.upload(within(dialog).getByLabelText('Archivo (.xlsx, .xls o .csv)'), new File(['a'], 'folios.xlsx'));
    expect(within(dialog).getByRole('button', { name: 'Cargar' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mostrar opciones de Agencia' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Agencia Centro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al procesar el archivo- Fila 2: El folio ya existe');
    await waitFor(() => expect(api.calls('GET /api/solicitudes').length).toBe(antes + 1));
    const cuerpo = String(api.calls('POST /api/trabajos')[0]?.body);
    expect(cuerpo).toMatch(/name="agencia_id"\r\n\r\n1\r\n/);
    expect(cuerpo).toMatch(/name="tipo"\r\n\r\nimportar_solicitudes\r\n/);
  });
});
