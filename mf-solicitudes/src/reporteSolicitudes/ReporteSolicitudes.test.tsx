import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMonths, format } from 'date-fns';
import type { SolicitudFila } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { detalleDe, fila, listaReply } from '../test/fixtures';
import { abrirLista, logIn, renderScreen } from '../test/renderScreen';

const api = setupTestApi();
let filas: SolicitudFila[];

// Lazy chunks (table, selects, dialogs) compile on first use: the first test waits longer.
jest.setTimeout(30_000);
beforeEach(() => {
  filas = [
    fila(3, { verificado: true, verificacion_id: 5, encuestador: 'Gabriel Gestor', encuestador_id: 7 }),
    fila(2, { encuestador: 'Gabriel Gestor', encuestador_id: 7 }),
    fila(1),
  ];
  api.on('GET /api/solicitudes', listaReply(() => filas));
  api.on('GET /api/solicitudes/edos', { body: ['Jalisco', 'Nuevo León'] });
  api.on('GET /api/solicitudes/ciudades', { body: [] });
  api.on('GET /api/solicitudes/colonias', { body: [] });
  api.on('GET /api/solicitudes/fuerza_venta', { body: [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }, { id: 2, nombre: 'Agencia Norte' }] });
  api.on('GET /api/gestores/list', { body: [{ id: 7, nombre_completo: 'Gabriel Gestor' }, { id: 8, nombre_completo: 'Gloria Gestora' }] });
});

const T = { timeout: 15_000 };
const table = () => screen.getByRole('table', { name: 'Reporte de Solicitudes' });
const fila$ = (folio: string) => screen.getByRole('cell', { name: new RegExp(`^${folio}`) }).closest('tr') as HTMLElement;
const listCalls = () => api.calls('GET /api/solicitudes');

describe('Reporte de Solicitudes', () => {
  it('opens one month back to today, 25 per page by id descending, with colours explained and the verified mark', async () => {
    logIn('supervisor');
    renderScreen('/admin/reportes/solicitudes', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporte de Solicitudes' }, T)).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'F-1' }, T);
    const hoy = new Date();
    expect(Object.fromEntries(listCalls()[0]?.query ?? [])).toEqual({
      fecha_desde: format(addMonths(hoy, -1), 'yyyy-MM-dd'),
      fecha_hasta: format(hoy, 'yyyy-MM-dd'),
      page: '1',
      rowsPerPage: '25',
      sortBy: 'id',
      descending: 'true',
      conteo: 'acotado',
    });
    expect(screen.getByRole('combobox', { name: 'Solicitudes por página' })).toHaveValue('25');
    expect(within(screen.getByRole('combobox', { name: 'Solicitudes por página' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
      'Todos',
    ]);
    expect(within(screen.getByRole('list', { name: 'Colores de las filas' })).getAllByRole('listitem').map((l) => l.textContent)).toEqual([
      'Verificada',
      'Asignada, sin verificar',
      'Sin asignar',
    ]);
    expect(within(fila$('F-3')).getByRole('img', { name: 'Verificada' })).toBeInTheDocument();
    expect(within(fila$('F-2')).queryByRole('img', { name: 'Verificada' })).not.toBeInTheDocument();
    // Scoped user: no agency filter, column or Duplicar.
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: /Agencia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Duplicar/ })).not.toBeInTheDocument();
    expect(within(fila$('F-3')).getByRole('button', { name: 'Editar verificación F-3' })).toBeInTheDocument();
    expect(within(fila$('F-2')).getByRole('button', { name: 'Reasignar F-2' })).toBeInTheDocument();
    expect(within(fila$('F-1')).queryByRole('button', { name: 'Reasignar F-1' })).not.toBeInTheDocument();
  });


  it('past 10,000 rows the server stops counting: the total reads «más de», the last page is unknown', async () => {
    api.on('GET /api/solicitudes', (r) => ({
      body: { total: 400, current_page: Number(r.query.get('page') ?? 1), totalItems: 10_000, totalItemsExacto: false, data: filas },
    }));
    logIn('supervisor');
    renderScreen('/admin/reportes/solicitudes', api.baseURL);
    await screen.findByRole('cell', { name: 'F-1' }, T);
    expect(screen.getByText('1-25 de más de 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('page')).toBe('2'));
    expect(listCalls().at(-1)?.query.get('conteo')).toBe('acotado');
    expect(await screen.findByText('26-50 de más de 10,000')).toBeInTheDocument();
  });
  it('keeps the filter and page in the URL: a change is applied after the debounce, a link reopens the view', async () => {
    logIn('supervisor');
    const { location } = renderScreen('/admin/reportes/solicitudes?page=2&rowsPerPage=10&edo=Nuevo+Le%C3%B3n', api.baseURL);
    await waitFor(() => expect(listCalls()).toHaveLength(1), T);
    const first = listCalls()[0]?.query;
    expect(first?.getAll('edo')).toEqual(['Nuevo León']);
    expect(first?.get('page')).toBe('2');
    expect(first?.get('rowsPerPage')).toBe('10');
    expect(await screen.findByRole('button', { name: 'Quitar Nuevo León' }, T)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'perez');
    await waitFor(() => expect(location.search).toContain('search=perez'), T);
    expect(location.search).toContain('edo=Nuevo+Le%C3%B3n');
    expect(location.search).not.toContain('page=');
    await waitFor(() => expect(listCalls().at(-1)?.query.get('search')).toBe('perez'), T);
    expect(listCalls().at(-1)?.query.get('page')).toBe('1');
    expect(listCalls().at(-1)?.query.getAll('edo')).toEqual(['Nuevo León']);
  });

  it('Exportar a Excel starts a background job with the filter: its progress, Cancelar, then Descargar through a fresh signed link (no token in the URL)', async () => {
    api.on('POST /api/trabajos', { status: 202, delayMs: 100, body: { id: 9, message: 'El trabajo quedó en cola' } });
    let lecturas = 0;
    const inicio = new Date(Date.now() - 4000).toISOString();
    const base = {
      id: 9, tipo: 'exportar_solicitudes', error: null, resultado: null, propio: true, usuario: 'Supervisor', created_at: inicio, iniciado_at: inicio, expira_at: null,
    };
    api.on('GET /api/trabajos/:id', () =>
      ++lecturas < 2
        ? { body: { ...base, estado: 'en_curso', hechos: 100, total: 400, nombre_archivo: null, terminado_at: null, enlace: null } }
        : {
            body: {
              ...base, estado: 'terminado', hechos: 400, total: 400, nombre_archivo: 'solicitudes-2026-01-01.xlsx', terminado_at: inicio,
              enlace: { url: '/api/trabajos/9/archivo?exp=1&sig=zz', expira: 60 },
            },
          },
    );
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await abrirLista('supervisor', '/admin/reportes/solicitudes?edo=Jalisco', api.baseURL, 'F-1');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    const caja = await screen.findByRole('group', { name: 'Exportación de solicitudes' });
    expect(within(caja).getByRole('status')).toHaveTextContent(/^100 de 400 filas · Quedan unos \d+ s$/);
    expect(within(caja).getByRole('progressbar', { name: 'Progreso: Exportación de solicitudes' })).toBeInTheDocument();
    expect(within(caja).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
    expect(api.calls('POST /api/trabajos')[0]?.body).toMatchObject({ tipo: 'exportar_solicitudes', edo: ['Jalisco'] });

    const descargar = await within(caja).findByRole('button', { name: 'Descargar' }, T);
    expect(within(caja).getByRole('status')).toHaveTextContent('400 de 400 filas');
    await userEvent.click(descargar);
    await waitFor(() => expect(tab.location.href).toBe(`${api.baseURL}/api/trabajos/9/archivo?exp=1&sig=zz`));
    expect(tab.location.href).not.toContain('token');
    await userEvent.click(within(caja).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('group', { name: 'Exportación de solicitudes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
    open.mockRestore();
  });

  it('superadmin duplicates a folio: "Folio Duplicado con Exito" and the new detail opens', async () => {
    api.on('POST /api/solicitudes/duplicar', { body: { message: 'ok', id: 99, folio_solicitud: 'F-1-B' } });
    api.on('GET /api/solicitudes/:id', (r) => ({ body: detalleDe(fila(Number(r.params.id), { folio_solicitud: 'F-1-B' })) }));
    await abrirLista('superAdministrador', '/admin/reportes/solicitudes', api.baseURL, 'F-1');
    expect(within(table()).getByRole('columnheader', { name: /Agencia/ })).toBeInTheDocument();
    await userEvent.click(within(fila$('F-1')).getByRole('button', { name: 'Duplicar F-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar Folio F-1' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Folio Duplicado con Exito')).toBeInTheDocument();
    expect(api.calls('POST /api/solicitudes/duplicar')[0]?.body).toEqual({ agencia_id: 1, solicitud_id: 1, codigo: 'B', folio_solicitud: '' });
    await waitFor(() => expect(api.calls('GET /api/solicitudes/:id').map((c) => c.params.id)).toContain('99'), T);
  });

  it('a refused duplicate shows the error under its field', async () => {
    api.on('POST /api/solicitudes/duplicar', { status: 422, body: { message: 'Datos inválidos', errors: { codigo: ['El folio ya existe en la agencia'] } } });
    await abrirLista('superAdministrador', '/admin/reportes/solicitudes', api.baseURL, 'F-1');
    await userEvent.click(within(fila$('F-1')).getByRole('button', { name: 'Duplicar F-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar Folio F-1' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription(/El folio ya existe en la agencia/));
  });

  it('Datos internos saves only comentario and the position (with the version read): "Registro Actualizado"', async () => {
    api.on('GET /api/solicitudes/:id', { body: detalleDe(fila(1), { comentario: null, position: null, version: 3 }) });
    api.on('PUT /api/solicitudes/:id', { body: detalleDe(fila(1)) });
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, 'F-1');
    await userEvent.click(within(fila$('F-1')).getByRole('button', { name: 'Datos internos F-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos Internos F-1' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Comentario' }), 'Cliente pide visita por la tarde');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Latitud' }), '20.6736');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Longitud' }), '-103.344');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro Actualizado')).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes/:id')[0]?.body).toEqual({
      comentario: 'Cliente pide visita por la tarde',
      position: { latitude: 20.6736, longitude: -103.344 },
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('Editar Verificacion shows the visit, zooms a photo and saves: "Verificacion Actualizada"', async () => {
    const f = filas[0] as SolicitudFila;
    const detalle = detalleDe(f);
    const verificacion = { ...(detalle.verificacion as NonNullable<typeof detalle.verificacion>), id: 5, tiene_vehiculo: false, comentario: null, atendio_usuario: false, nombre: 'Rosa Pérez', parentesco: 'Madre' };
    api.on('GET /api/solicitudes/:id', { body: { ...detalle, verificacion } });
    api.on('PUT /api/verificaciones/:id', { body: verificacion });
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, /^F-3/);
    await userEvent.click(within(fila$('F-3')).getByRole('button', { name: 'Editar verificación F-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Verificacion' });
    expect(await within(dialog).findByRole('textbox', { name: 'Folio' })).toHaveValue('F-3');
    expect(within(dialog).getByRole('textbox', { name: 'Folio' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre de quien atendió' })).toHaveValue('Rosa Pérez');
    expect(within(dialog).getByRole('textbox', { name: 'Parentesco' })).toHaveValue('Madre');
    expect(within(dialog).getByText('No cuenta con vehiculo')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Comentario' })).toHaveAttribute('placeholder', 'Sin comentarios');
    expect(within(dialog).getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ampliar foto 1' }));
    const foto = await screen.findByRole('dialog', { name: 'Foto 1' });
    expect(within(foto).getByRole('img', { name: 'Foto 1 ampliada' })).toBeInTheDocument();
    await userEvent.click(within(foto).getByRole('button', { name: 'Cerrar diálogo' }));
    const editar = await screen.findByRole('dialog', { name: 'Editar Verificacion' });
    await userEvent.type(within(editar).getByRole('textbox', { name: 'Comentario' }), 'Domicilio confirmado');
    await userEvent.click(within(editar).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Verificacion Actualizada')).toBeInTheDocument();
    expect(api.calls('PUT /api/verificaciones/:id')[0]?.params.id).toBe('5');
    expect(api.calls('PUT /api/verificaciones/:id')[0]?.body).toMatchObject({
      atendio_usuario: false,
      nombre: 'Rosa Pérez',
      parentesco: 'Madre',
      tiene_vehiculo: false,
      marca: null,
      comentario: 'Domicilio confirmado',
    });
  });

  it('reassigns a gestor from its row and unassigns another after confirming', async () => {
    api.on('PUT /api/solicitudes_encuestador/:id', { body: { message: 'ok' } });
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, 'F-2');
    await userEvent.click(within(fila$('F-2')).getByRole('button', { name: 'Reasignar F-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reasignar Gestor' }, T);
    expect(within(dialog).getByRole('textbox', { name: 'Gestor actual' })).toHaveValue('Gabriel Gestor');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mostrar opciones de Nuevo Gestor' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Gloria Gestora' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Reasignacion Efectuada')).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes_encuestador/:id')[0]).toMatchObject({ params: { id: '2' }, body: { usuario_id: 8 } });

    await userEvent.click(within(fila$('F-2')).getByRole('button', { name: 'Desasignar F-2' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Desasignar' }, T);
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Desasignar' }));
    expect(await screen.findByText('Desasignacion Exitosa')).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes_encuestador/:id')[1]).toMatchObject({ params: { id: '2' }, body: { usuario_id: 0 } });
  });
});
