import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntradaBitacora, Paged, UsuarioFila } from '@verifica/contracts';
import { formatFecha } from '@verifica/shared';
import { setupTestApi, trabajoDemo } from '@verifica/shared/testing';
import { AGENCIAS_LIST, usuario } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

jest.setTimeout(40_000);
const T = { timeout: 30_000 };

const entrada = (over: Partial<EntradaBitacora>): EntradaBitacora => ({
  id: 1,
  fecha: '2026-03-02 10:15:00',
  usuario_id: 1,
  usuario: 'Ana Pérez López',
  accion: 'actualizar',
  entidad: 'solicitudes',
  entidad_id: '9',
  solicitud_id: 9,
  folio: 'F-9',
  agencia_id: 1,
  agencia: 'Agencia Centro',
  antes: { nombre: 'Ana' },
  despues: { nombre: 'Ana María' },
  datos: null,
  ip: '10.0.0.1',
  ...over,
});
const ENTRADAS: EntradaBitacora[] = [
  entrada({}),
  entrada({ id: 2, fecha: '2026-03-02 09:00:00', usuario: null, usuario_id: null, accion: 'reasignar', entidad: 'solicitudes_operadores', antes: { usuario_id: 11 }, despues: { usuario_id: 12 } }),
  entrada({ id: 3, fecha: '2026-03-01 18:30:00', accion: 'importar', entidad: 'solicitudes', entidad_id: null, solicitud_id: null, folio: null, antes: null, despues: null, datos: { archivo: 'marzo.xlsx', filas: 40 } }),
];
const pagina = (data: EntradaBitacora[]): Paged<EntradaBitacora> => ({ total: 1, current_page: 1, totalItems: data.length, data });
const USUARIOS: UsuarioFila[] = [{ ...usuario(1, 'Ana', 'Pérez', 'Administrador'), eliminado: false }, { ...usuario(7, 'Omar', 'Díaz', 'Operador'), eliminado: true }];

const api = setupTestApi();
beforeEach(() => {
  api.on('GET /api/bitacora', (r) => ({ body: pagina(r.query.get('accion') === 'reasignar' ? ENTRADAS.slice(1, 2) : ENTRADAS) }));
  api.on('GET /api/usuarios', { body: USUARIOS });
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
});

const tabla = () => screen.getByRole('table', { name: 'Bitácora' });
const encabezados = () => within(tabla()).getAllByRole('columnheader').map((h) => h.textContent?.trim());
const filas = () => within(tabla()).getAllByRole('row').slice(1);
const llamadas = () => api.calls('GET /api/bitacora');

describe('Bitácora', () => {
  it("an agency's administrator: who, when, the record, the action and the fields before and after, newest first from one month back", async () => {
    logIn('administrador');
    renderScreen('/admin/bitacora', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitácora' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '2026-03-02 10:15:00' }, T)).toBeInTheDocument();
    expect(encabezados()).toEqual(['Fecha', 'Usuario', 'Acción', 'Registro', 'Folio', 'Antes y después']);
    const [editada, reasignada, importada] = filas() as HTMLElement[];
    const editadaEn = within(editada as HTMLElement);
    expect(editadaEn.getByRole('cell', { name: 'Ana Pérez López' })).toBeInTheDocument();
    expect(editadaEn.getByRole('cell', { name: 'Actualizar' })).toBeInTheDocument();
    expect(editadaEn.getByRole('cell', { name: 'Solicitud 9' })).toBeInTheDocument();
    expect(editadaEn.getByRole('cell', { name: 'F-9' })).toBeInTheDocument();
    expect(editadaEn.getByRole('list', { name: 'Cambios' })).toHaveTextContent('nombre: Ana → Ana María');
    expect(editadaEn.getByLabelText('antes Ana')).toBeInTheDocument();
    const reasignadaEn = within(reasignada as HTMLElement);
    expect(reasignadaEn.getByRole('cell', { name: 'Sistema' })).toBeInTheDocument();
    expect(reasignadaEn.getByRole('cell', { name: 'Asignación a operador 9' })).toBeInTheDocument();
    expect(reasignadaEn.getByRole('list', { name: 'Cambios' })).toHaveTextContent('usuario_id: 11 → 12');
    expect(within(importada as HTMLElement).getByRole('list', { name: 'Datos' })).toHaveTextContent('archivo: marzo.xlsxfilas: 40');
    // No agency column or filter for a scoped user.
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    const hoy = new Date();
    const antes = new Date();
    antes.setMonth(antes.getMonth() - 1);
    expect(Object.fromEntries(llamadas()[0]?.query ?? [])).toEqual({
      fecha_desde: formatFecha(antes),
      fecha_hasta: formatFecha(hoy),
      page: '1',
      rowsPerPage: '25',
      sortBy: 'fecha',
      descending: 'true',
    });
    expect(api.calls('GET /api/vistas').map((r) => r.query.get('pantalla'))).toEqual(['bitacora']);
  });

  it('a global user also sees the Agencia column and filter', async () => {
    logIn('superAdministrador');
    renderScreen('/admin/bitacora', api.baseURL);
    expect(await screen.findByRole('cell', { name: '2026-03-02 10:15:00' }, T)).toBeInTheDocument();
    expect(encabezados()).toEqual(['Fecha', 'Usuario', 'Acción', 'Registro', 'Folio', 'Agencia', 'Antes y después']);
    expect(within(filas()[0] as HTMLElement).getByRole('cell', { name: 'Agencia Centro' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Agencia' }, T)).toBeInTheDocument();
  });

  it('filters by action, user and folio, in the URL', async () => {
    logIn('administrador');
    const { location } = renderScreen('/admin/bitacora', api.baseURL);
    await screen.findByRole('cell', { name: '2026-03-02 10:15:00' }, T);
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Acción' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Reasignar' }));
    await waitFor(() => expect(filas()).toHaveLength(1));
    expect(llamadas().at(-1)?.query.get('accion')).toBe('reasignar');
    expect(location.search).toContain('accion=reasignar');

    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Usuario' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Omar Díaz López' }));
    await waitFor(() => expect(llamadas().at(-1)?.query.get('usuario_id')).toBe('7'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Folio' }), 'F-9');
    await waitFor(() => expect(llamadas().at(-1)?.query.get('folio')).toBe('F-9'), T);
    expect(llamadas().at(-1)?.query.get('accion')).toBe('reasignar');
  });

  it("Exportar a Excel queues an exportar_bitacora job with the list's filter and order, without its page, and shows its progress", async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 7, message: 'El trabajo quedó en cola' } });
    api.on('GET /api/trabajos/:id', {
      body: trabajoDemo({ id: 7, tipo: 'exportar_bitacora', usuario: 'Ana Pérez López', estado: 'terminado', hechos: 1, total: 1, nombre_archivo: 'bitacora-2026-01-01.xlsx', terminado_at: new Date().toISOString() }),
    });
    logIn('administrador');
    renderScreen('/admin/bitacora?accion=reasignar&page=1', api.baseURL);
    await waitFor(() => expect(filas()).toHaveLength(1), T);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    const caja = await screen.findByRole('group', { name: 'Exportación de la Bitácora' }, T);
    expect(await within(caja).findByRole('button', { name: 'Descargar' }, T)).toBeInTheDocument();
    const { page: _p, rowsPerPage: _r, ...filtro } = Object.fromEntries(llamadas().at(-1)?.query ?? []);
    expect(api.calls('POST /api/trabajos')[0]?.body).toEqual({ ...filtro, descending: true, tipo: 'exportar_bitacora' });
    expect(filtro.accion).toBe('reasignar');
  });

  it('a refused export says why', async () => {
    api.on('POST /api/trabajos', { status: 429, body: { message: 'Tienes demasiados trabajos en curso' } });
    logIn('administrador');
    renderScreen('/admin/bitacora', api.baseURL);
    await screen.findByRole('cell', { name: '2026-03-02 10:15:00' }, T);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tienes demasiados trabajos en curso');
  });
});
