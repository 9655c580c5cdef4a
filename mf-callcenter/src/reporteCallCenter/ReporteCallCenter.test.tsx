import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMonths, endOfMonth, format } from 'date-fns';
import type { SolicitudOperadorFila } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { fila, listaReply } from '../test/fixtures';
import { abrirLista, logIn, renderScreen } from '../test/renderScreen';

jest.setTimeout(30_000);

const api = setupTestApi();
let filas: SolicitudOperadorFila[];

beforeEach(() => {
  filas = Array.from({ length: 12 }, (_, i) => fila(12 - i));
  filas[0] = fila(12, { verify: true, verify_finalizado: true, verify_hora_verificacion: '2026-11-21 12:00:00', color_fila: 'verde', tiempo_esperando: null, vigencia: null });
  filas[1] = fila(11, { verify: true, color_fila: 'naranja', tiempo_esperando: null, vigencia: null });
  filas[2] = fila(10, { tiempo_esperando: 1, vigencia: 2, color_fila: 'amarillo' });
  filas[3] = fila(9, { tiempo_esperando: 3, vigencia: 3, color_fila: 'rojo' });
  filas[4] = fila(8, { operador: null, operador_id: null, solicitud_operador: null, solicitudes_operadores_created_at: null, tiempo_esperando: null, vigencia: null });
  api.on('GET /api/solicitudes_operadores', listaReply(() => filas));
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }, { id: 2, nombre: 'Agencia Norte' }] });
  api.on('GET /api/operadores/list', { body: [{ id: 5, nombre_completo: 'Olga Operadora' }, { id: 6, nombre_completo: 'Omar Operador' }] });
});

const T = { timeout: 15_000 };
const TITULO = 'Reporte del Call Center';
const table = () => screen.getByRole('table', { name: TITULO });
const filaDe = (folio: string) => within(table()).getByRole('cell', { name: folio }).closest('tr') as HTMLElement;
const opcionesDe = async (label: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Mostrar opciones de ${label}` }, T));
  const nombres = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return nombres;
};

describe('Reporte del Call Center', () => {
  it('shows each folio\'s attempts and the last one, and filters "3 o más"', async () => {
    filas[2] = fila(10, { intentos: 3, ultimo_intento: { fecha: '2026-11-22 09:15:00', contesto: 2, telefono_estatus: 3 } });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await screen.findByRole('cell', { name: 'F-10' }, T);
    expect(within(table()).getByRole('columnheader', { name: 'Intentos' })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Último intento' })).toBeInTheDocument();
    expect(within(filaDe('F-10')).getByRole('cell', { name: '2026-11-22 09:15:00 · No contestó (No Contesta)' })).toBeInTheDocument();
    expect(within(filaDe('F-10')).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(await opcionesDe('Intentos')).toEqual(['Sin intentos', 'Con intentos', '3 o más']);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar opciones de Intentos' }));
    await userEvent.click(await screen.findByRole('option', { name: '3 o más' }));
    await waitFor(() => expect(Object.fromEntries(api.calls('GET /api/solicitudes_operadores').at(-1)?.query ?? [])).toMatchObject({ intentos: 'tres_o_mas' }), T);
  });

  it('the summary line counts the filter by status and vigencia, asked with the list\'s own filter', async () => {
    api.on('GET /api/solicitudes_operadores/resumen', {
      body: { total: 1234, estatus: [{ valor: 1, cantidad: 10 }, { valor: 3, cantidad: 20 }, { valor: 4, cantidad: 4 }], vigencia: [{ valor: 1, cantidad: 7 }, { valor: 2, cantidad: 2 }, { valor: 3, cantidad: 1 }] },
    });
    logIn('supervisor');
    renderScreen('/admin/reportes/callcenter?vigencia=3', api.baseURL);
    const linea = await screen.findByRole('status', { name: 'Resumen del filtro' }, T);
    expect(linea).toHaveTextContent('Total: 1,234Asignadas: 10En Proceso: 20Finalizada: 4En Tiempo: 7Retrasada: 2Vencida: 1');
    // The line and the table load independently: compare once both were asked.
    await waitFor(() => expect(api.calls('GET /api/solicitudes_operadores')).not.toHaveLength(0));
    const pedido = Object.fromEntries(api.calls('GET /api/solicitudes_operadores/resumen')[0]?.query ?? []);
    const lista = Object.fromEntries(api.calls('GET /api/solicitudes_operadores')[0]?.query ?? []);
    expect(pedido).toMatchObject({ vigencia: '3', fecha_desde: lista.fecha_desde, fecha_hasta: lista.fecha_hasta });
    expect(pedido).not.toHaveProperty('page');
  });

  it('admin: one month ago to the end of this month, 10 rows by id descending, colours with their legend, every action and Asignar', async () => {
    logIn('administrador');
    const { location } = renderScreen('/admin/reportes/callcenter', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: TITULO }, T)).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'F-12' }, T);
    const hoy = new Date();
    expect(Object.fromEntries(api.calls('GET /api/solicitudes_operadores')[0]?.query ?? [])).toMatchObject({
      fecha_desde: format(addMonths(hoy, -1), 'yyyy-MM-dd'),
      fecha_hasta: format(endOfMonth(hoy), 'yyyy-MM-dd'),
      rowsPerPage: '10',
      sortBy: 'id',
      descending: 'true',
    });
    for (const h of ['Folio', 'Nombre', 'Apellido Paterno', 'Apellido Materno', 'Operador', 'Fecha Captura', 'Fecha Asignación', 'Hora Verificación']) {
      expect(within(table()).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(filaDe('F-12')).toHaveStyle({ background: '#dcf2e0' });
    expect(filaDe('F-11')).toHaveStyle({ background: '#ffe3c2' });
    expect(filaDe('F-10')).toHaveStyle({ background: '#fff6bf' });
    expect(filaDe('F-9')).toHaveStyle({ background: '#fbd9d6' });
    const leyenda = screen.getByRole('list', { name: 'Colores de las filas' });
    for (const t of ['Verificada y finalizada', 'Verificada sin finalizar', 'Esperando 1 día sin verificar', 'Esperando 2 días o más sin verificar']) {
      expect(within(leyenda).getByText(t)).toBeInTheDocument();
    }
    expect(within(table()).getByRole('cell', { name: '2026-11-21 12:00:00' })).toBeInTheDocument();
    // Actions: detail for every row, Llamadas only with an operator, reassign only unverified with an operator.
    expect(screen.getByRole('button', { name: 'Detalle F-8' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Llamadas F-8' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Llamadas F-12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reasignar F-12' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reasignar F-8' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reasignar F-10' })).toBeInTheDocument();
    // Admin-only filters: operator and No Asignadas.
    expect(await opcionesDe('Estatus')).toEqual(['Asignadas', 'No Asignadas', 'En Proceso', 'Finalizada']);
    expect(await opcionesDe('Operador')).toEqual(['Olga Operadora', 'Omar Operador']);
    expect(screen.queryByRole('combobox', { name: 'Agencias' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(location.pathname).toBe('/admin/reportes/callcenter/asignar');
  });

  it('operador: no Asignar, operator filter, No Asignadas, detail nor reassign; Llamadas stays', async () => {
    await abrirLista('operador', '/admin/reportes/callcenter?asignadas=2&usuario_id=6', api.baseURL, 'F-12');
    const q = api.calls('GET /api/solicitudes_operadores')[0]?.query;
    expect(q?.has('usuario_id')).toBe(false);
    expect(q?.has('asignadas')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Asignar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Operador' })).not.toBeInTheDocument();
    expect(await opcionesDe('Estatus')).toEqual(['Asignadas', 'En Proceso', 'Finalizada']);
    expect(screen.queryByRole('button', { name: /^Detalle / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reasignar / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Llamadas F-10' })).toBeInTheDocument();
  });

  it('filters go to the URL and the query (client name after 300 ms, status, folios); broad users filter by agency', async () => {
    const { location } = await abrirLista('superAdministrador', '/admin/reportes/callcenter', api.baseURL, 'F-12');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nombre del Cliente' }), 'Ana');
    await waitFor(() => expect(location.search).toContain('nombre_cliente=Ana'), T);
    await waitFor(() => expect(api.calls('GET /api/solicitudes_operadores').at(-1)?.query.get('nombre_cliente')).toBe('Ana'));
    const folios = await screen.findByLabelText('Folio Solicitud', {}, T);
    await userEvent.type(folios, 'F-3{Enter}F-4{Enter}');
    await waitFor(() => expect(api.calls('GET /api/solicitudes_operadores').at(-1)?.query.getAll('folio_solicitud')).toEqual(['F-3', 'F-4']));
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Agencias' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Agencia Norte' }));
    await waitFor(() => expect(api.calls('GET /api/solicitudes_operadores').at(-1)?.query.getAll('agencia_id')).toEqual(['2']));
    expect(location.search).toContain('agencia_id=2');
  });

  it('an operador finds a folio outside the default dates by typing it in the folio filter, as its help text says', async () => {
    // The server's rule: a typed folio is found whatever the dates.
    const viejo = fila(3, { fecha_captura: '2020-01-15' });
    api.on('GET /api/solicitudes_operadores', (r) => {
      const folios = r.query.getAll('folio_solicitud');
      return listaReply(() => (folios.length > 0 ? [viejo].filter((f) => folios.includes(f.folio_solicitud)) : []))(r);
    });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    expect(await screen.findByText('No hay registros disponibles', {}, T)).toBeInTheDocument();
    const folios = await screen.findByLabelText('Folio Solicitud', {}, T);
    expect(folios).toHaveAccessibleDescription('Los folios escritos aquí se buscan en cualquier fecha');
    await userEvent.type(folios, 'F-3{Enter}');
    expect(await screen.findByRole('cell', { name: 'F-3' }, T)).toBeInTheDocument();
    const pedido = api.calls('GET /api/solicitudes_operadores').at(-1)?.query;
    expect(pedido?.getAll('folio_solicitud')).toEqual(['F-3']);
    expect(pedido?.get('fecha_desde')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reassigns an unverified row to another operator (Reasignacion Efectuada)', async () => {
    api.on('PUT /api/solicitudes_operadores/10', { body: { message: 'Reasignacion Efectuada' } });
    await abrirLista('administrador', '/admin/reportes/callcenter', api.baseURL, 'F-10');
    await userEvent.click(screen.getByRole('button', { name: 'Reasignar F-10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reasignar Operador' }, T);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mostrar opciones de Nuevo Operador' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Omar Operador' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Reasignacion Efectuada')).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes_operadores/10')[0]?.body).toEqual({ usuario_id: 6 });
  });
});

describe('Exportar a Excel (Reporte del Call Center)', () => {
  it('queues an exportar_callcenter job with the report\'s filter and shows its progress, then Descargar', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 4, message: 'El trabajo quedó en cola' } });
    let lecturas = 0;
    const base = {
      id: 4, tipo: 'exportar_callcenter', error: null, resultado: null, propio: true, usuario: 'Supervisor',
      created_at: '2026-01-01T00:00:00.000Z', iniciado_at: new Date(Date.now() - 2000).toISOString(), expira_at: null, enlace: null,
    };
    api.on('GET /api/trabajos/:id', () =>
      ++lecturas < 2
        ? { body: { ...base, estado: 'pendiente', hechos: 0, total: null, nombre_archivo: null, terminado_at: null } }
        : { body: { ...base, estado: 'terminado', hechos: 12, total: 12, nombre_archivo: 'solicitudes-2026-01-01.xlsx', terminado_at: '2026-01-01T00:00:05.000Z' } },
    );
    logIn('supervisor');
    renderScreen('/admin/reportes/callcenter?vigencia=3', api.baseURL);
    await screen.findByRole('cell', { name: 'F-12' }, T);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    const caja = await screen.findByRole('group', { name: 'Exportación del Call Center' }, T);
    expect(within(caja).getByRole('status')).toHaveTextContent('En espera de turno');
    expect(await within(caja).findByRole('button', { name: 'Descargar' }, T)).toBeInTheDocument();
    expect(within(caja).getByRole('status')).toHaveTextContent('12 de 12 filas');
    expect(api.calls('POST /api/trabajos')[0]?.body).toMatchObject({ tipo: 'exportar_callcenter', vigencia: 3 });
  });
});
