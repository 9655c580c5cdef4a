import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trabajo } from '@verifica/contracts';
import { setupTestApi, trabajoDemo } from '@verifica/shared/testing';
import { logIn, logOut, renderApp } from './support/renderApp';

const api = setupTestApi();
afterEach(logOut);

const hace = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const trabajo = (over: Partial<Trabajo>): Trabajo =>
  trabajoDemo({
    tipo: 'exportar_solicitudes', estado: 'terminado', hechos: 10, total: 10, resultado: { filas: 10 }, nombre_archivo: 'solicitudes-2026-01-01.xlsx',
    usuario: 'Usuario Administrador', created_at: hace(60), iniciado_at: hace(59), terminado_at: hace(50), ...over,
  });

describe('Mis trabajos (barra superior)', () => {
  it('lists the jobs read from the server, running first; notifies when a running one ends; Descargar opens a fresh signed link', async () => {
    logIn('administrador');
    let terminada = false;
    const enCurso = () => trabajo({ id: 2, estado: 'en_curso', hechos: 50, total: 200, nombre_archivo: null, terminado_at: null, created_at: hace(5), iniciado_at: hace(4) });
    api.on('GET /api/trabajos', () => ({ body: [terminada ? trabajo({ id: 2 }) : enCurso(), trabajo({ id: 1, tipo: 'importar_solicitudes', estado: 'fallido', error: 'El archivo tiene errores; no se guardó ninguna fila', nombre_archivo: null })] }));
    api.on('GET /api/trabajos/:id', (r) => ({ body: trabajo({ id: Number(r.params.id), enlace: { url: `/api/trabajos/${r.params.id}/archivo?exp=1&sig=zz`, expira: 60 } }) }));
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mis trabajos (1 en curso)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis trabajos' });
    const grupos = () => within(within(dialog).getByRole('list', { name: 'Trabajos' })).getAllByRole('group');
    await waitFor(() => expect(grupos()).toHaveLength(2));
    expect(grupos().map((g) => g.getAttribute('aria-label'))).toEqual(['Exportación de solicitudes', 'Carga de solicitudes']);
    expect(within(grupos()[0] as HTMLElement).getByRole('status')).toHaveTextContent(/^50 de 200 filas · Quedan unos \d+ s$/);
    expect(within(grupos()[1] as HTMLElement).getByRole('alert')).toHaveTextContent('El archivo tiene errores; no se guardó ninguna fila');

    terminada = true;
    expect(await screen.findByText('Exportación de solicitudes: terminado. Lo encuentras en Mis trabajos.', {}, { timeout: 6000 })).toBeInTheDocument();
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await user.click(within(dialog).getByRole('button', { name: 'Descargar solicitudes-2026-01-01.xlsx' }));
    await waitFor(() => expect(tab.location.href).toBe(`${api.baseURL}/api/trabajos/2/archivo?exp=1&sig=zz`));
    open.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('button', { name: 'Mis trabajos' })).toBeInTheDocument();
  }, 20_000);

  it('Cancelar asks the server to stop a running job and reads the list again', async () => {
    logIn('supervisor');
    let cancelado = false;
    api.on('GET /api/trabajos', () => ({ body: [trabajo({ id: 3, estado: cancelado ? 'cancelado' : 'pendiente', hechos: 0, total: null, nombre_archivo: null })] }));
    api.on('DELETE /api/trabajos/:id', () => {
      cancelado = true;
      return { body: trabajo({ id: 3, estado: 'cancelado' }) };
    });
    renderApp('/admin', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Mis trabajos (1 en curso)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis trabajos' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Exportación de solicitudes' })).toHaveTextContent('Exportación de solicitudes: Cancelado'));
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/trabajos/:id')).toHaveLength(1);
  });

  it('dates and counts read as everywhere else: "2026-11-29 00:58:07", "5,000 de 5,000 filas"', async () => {
    logIn('administrador');
    const creado = new Date(2026, 10, 29, 0, 58, 7).toISOString();
    api.on('GET /api/trabajos', { body: [trabajo({ id: 4, hechos: 5000, total: 5000, resultado: { filas: 5000 }, created_at: creado })] });
    renderApp('/admin', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Mis trabajos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis trabajos' });
    expect(await within(dialog).findByText('2026-11-29 00:58:07')).toBeInTheDocument();
    expect(within(dialog).queryByText(/a\.\s?m\.|p\.\s?m\./)).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('5,000 de 5,000 filas');
  });

  it('says what each ended job left: a validation is not an upload, a failed upload is not "Procesando…", a cancelled export did not finish', async () => {
    logIn('administrador');
    api.on('GET /api/trabajos', {
      body: [
        trabajo({ id: 11, tipo: 'importar_solicitudes', hechos: 0, total: null, nombre_archivo: 'lote-errores.xlsx', resultado: { validacion: true, validas: 4997, errores: ['Fila 2: a', 'Fila 3: b', 'Fila 4: c'] } }),
        trabajo({ id: 12, tipo: 'importar_solicitudes', hechos: 0, total: null, nombre_archivo: null, resultado: { validacion: true, validas: 40 } }),
        trabajo({ id: 13, tipo: 'importar_solicitudes', estado: 'fallido', hechos: 0, total: null, nombre_archivo: null, error: 'El archivo tiene errores; no se guardó ninguna fila', resultado: { errores: ['Fila 2: a', 'Fila 3: b'] } }),
        trabajo({ id: 14, tipo: 'importar_solicitudes', hechos: 40, total: 40, nombre_archivo: null, resultado: { insertados: 40 } }),
        trabajo({ id: 15, estado: 'cancelado', hechos: 5000, total: 5000, nombre_archivo: null, resultado: null }),
      ],
    });
    renderApp('/admin', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Mis trabajos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis trabajos' });
    const lista = await within(dialog).findByRole('list', { name: 'Trabajos' });
    const grupos = within(lista).getAllByRole('group');
    expect(grupos.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Validación de archivo (no guarda)',
      'Validación de archivo (no guarda)',
      'Carga de solicitudes',
      'Carga de solicitudes',
      'Exportación de solicitudes',
    ]);
    const estado = (i: number) => within(grupos[i] as HTMLElement).getByRole('status').textContent;
    expect(estado(0)).toBe('3 errores · 4,997 filas válidas; no se guardó nada');
    expect(estado(1)).toBe('40 filas válidas; no se guardó nada');
    expect(estado(2)).toBe('2 errores encontrados');
    expect(estado(3)).toBe('40 de 40 filas');
    expect(grupos[4]).toHaveTextContent('Exportación de solicitudes: Cancelado');
    expect(estado(4)).toBe('Se canceló; no dejó archivo');
    expect(within(dialog).queryByText(/Procesando/)).toBeNull();
  });

  it('a running validation is titled as one (the job says so while it runs), and so is its notice when it ends', async () => {
    logIn('administrador');
    let terminada = false;
    const validacion = () =>
      trabajo({ id: 21, tipo: 'importar_solicitudes', validacion: true, nombre_archivo: null, ...(terminada ? { resultado: { validacion: true, validas: 3 } } : { estado: 'en_curso', hechos: 1, total: 3, resultado: null, terminado_at: null }) });
    api.on('GET /api/trabajos', () => ({ body: [validacion(), trabajo({ id: 22, tipo: 'importar_solicitudes', estado: 'en_curso', hechos: 1, total: 3, resultado: null, nombre_archivo: null, terminado_at: null })] }));
    renderApp('/admin', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Mis trabajos (2 en curso)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis trabajos' });
    const lista = await within(dialog).findByRole('list', { name: 'Trabajos' });
    expect(within(lista).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Validación de archivo (no guarda)', 'Carga de solicitudes']);
    expect(within(dialog).getByRole('progressbar', { name: 'Progreso: Validación de archivo (no guarda)' })).toBeInTheDocument();
    terminada = true;
    expect(await screen.findByText('Validación de archivo (no guarda): terminado. Lo encuentras en Mis trabajos.', {}, { timeout: 6000 })).toBeInTheDocument();
  }, 15_000);

  it('a user who starts no jobs (gestor) has no entry', async () => {
    logIn('gestor');
    renderApp('/admin', api.baseURL);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Inicio');
    expect(screen.queryByRole('button', { name: /Mis trabajos/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/trabajos')).toHaveLength(0);
  });

  it('an empty list says what will appear there', async () => {
    logIn('operador');
    api.on('GET /api/trabajos', { body: [] });
    renderApp('/admin', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Mis trabajos' }));
    expect(await screen.findByText('No tienes trabajos. Las exportaciones a Excel y las cargas de archivos aparecen aquí.')).toBeInTheDocument();
  });
});
