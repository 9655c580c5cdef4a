import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import type { SolicitudFila } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { fila, listaReply } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

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
const table = () => screen.getByRole('table', { name: 'Asignar Folios a Gestores' });
const elegirGestor = async (nombre: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Gestor' }, T));
  await userEvent.click(await screen.findByRole('option', { name: nombre }));
};

describe('Asignar Folios a Gestores', () => {
  it('opens on the current month and No Asignadas; assigns the chosen rows to a gestor', async () => {
    logIn('supervisor');
    const { location } = renderScreen('/admin/reportes/asignacion', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asignar Folios a Gestores' }, T)).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'F-29' }, T);
    const hoy = new Date();
    expect(Object.fromEntries(api.calls('GET /api/solicitudes')[0]?.query ?? [])).toMatchObject({
      fecha_desde: format(startOfMonth(hoy), 'yyyy-MM-dd'),
      fecha_hasta: format(endOfMonth(hoy), 'yyyy-MM-dd'),
      asignadas: '2',
      rowsPerPage: '25',
    });
    expect(await screen.findByRole('combobox', { name: 'Estatus' }, T)).toHaveValue('No Asignadas');
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();

    const asignar = screen.getByRole('button', { name: 'Asignar' });
    await userEvent.click(within(table()).getByRole('checkbox', { name: /Seleccionar F-29 / }));
    await userEvent.click(within(table()).getByRole('checkbox', { name: /Seleccionar F-28 / }));
    expect(asignar).toBeDisabled();
    await elegirGestor('Gloria Gestora');
    expect(asignar).toBeEnabled();
    await userEvent.click(asignar);
    expect(await screen.findByText('Folios asignados correctamente')).toBeInTheDocument();
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).toEqual({ seleccionados: [28, 29], usuario_id: 8 });
    await waitFor(() => expect(within(table()).getByRole('checkbox', { name: /Seleccionar F-29 / })).not.toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Atras' }));
    expect(location.pathname).toBe('/admin/reportes/solicitudes');
  });

  it('"Seleccionar los N resultados" assigns every row of the filter (todos + the filter)', async () => {
    logIn('supervisor');
    renderScreen('/admin/reportes/asignacion?edo=Jalisco', api.baseURL);
    await screen.findByRole('cell', { name: 'F-29' }, T);
    await userEvent.click(within(table()).getByRole('checkbox', { name: 'Seleccionar todos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seleccionar los 30 resultados' }));
    expect(screen.getByText('Los 30 resultados están seleccionados.')).toBeInTheDocument();
    expect(screen.getByText('30 folios seleccionados')).toBeInTheDocument();
    await elegirGestor('Gabriel Gestor');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Folios asignados correctamente')).toBeInTheDocument();
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).toMatchObject({ todos: true, usuario_id: 7, asignadas: 2, edo: ['Jalisco'] });
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).not.toHaveProperty('seleccionados');
  });

  it('a refused assignment shows "Hubo un error en la solicitud" and errors.usuario_id', async () => {
    api.on('POST /api/solicitudes_encuestador', { status: 422, body: { message: 'x', errors: { usuario_id: ['Selecciona un gestor activo de la agencia'] } } });
    logIn('supervisor');
    renderScreen('/admin/reportes/asignacion', api.baseURL);
    await screen.findByRole('cell', { name: 'F-29' }, T);
    await userEvent.click(within(table()).getByRole('checkbox', { name: /Seleccionar F-29 / }));
    await elegirGestor('Gloria Gestora');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Hubo un error en la solicitud')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gestor' })).toHaveAccessibleDescription('Selecciona un gestor activo de la agencia');
  });

  it('bulk Desasignar sends only the selected rows that have a gestor', async () => {
    api.on('POST /api/solicitudes/desasignar', { body: { message: 'ok', desasignadas: 1 } });
    logIn('supervisor');
    renderScreen('/admin/reportes/asignacion', api.baseURL);
    await screen.findByRole('cell', { name: 'F-30' }, T);
    const desasignar = screen.getByRole('button', { name: 'Desasignar' });
    await userEvent.click(within(table()).getByRole('checkbox', { name: /Seleccionar F-29 / }));
    expect(desasignar).toBeDisabled();
    await userEvent.click(within(table()).getByRole('checkbox', { name: /Seleccionar F-30 / }));
    await userEvent.click(desasignar);
    expect(await screen.findByText('Desasignacion Exitosa')).toBeInTheDocument();
    expect(api.calls('POST /api/solicitudes/desasignar')[0]?.body).toEqual([30]);
  });

  it('Cargar Archivo uploads and lists every bad row, then reloads', async () => {
    api.on('POST /api/solicitudes/load_file', { status: 422, body: { message: 'x', errors: { file: ['Fila 2: el folio ya existe'] } } });
    logIn('superAdministrador');
    renderScreen('/admin/reportes/asignacion', api.baseURL);
    await screen.findByRole('cell', { name: 'F-29' }, T);
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
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al procesar el archivo- Fila 2: el folio ya existe');
    await waitFor(() => expect(api.calls('GET /api/solicitudes').length).toBe(antes + 1));
    expect(String(api.calls('POST /api/solicitudes/load_file')[0]?.body)).toMatch(/name="agencia_id"\r\n\r\n1\r\n/);
  });
});
