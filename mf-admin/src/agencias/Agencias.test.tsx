import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS, pagedReply } from '../test/fixtures';
import { renderScreen } from '../test/renderScreen';

const api = setupTestApi({ logIn: 'superAdministrador' });

beforeEach(() => api.on('GET /api/agencias', pagedReply(AGENCIAS, (a) => `${a.nombre} ${a.direccion}`)));

const table = () => screen.getByRole('table', { name: 'Agencias' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Agencias', () => {
  it('lists Nombre, Direccion and Opciones, 10 per page sorted by nombre ascending', async () => {
    renderScreen('/admin/agencias', api.baseURL);
    expect(await screen.findByRole('cell', { name: 'Agencia Centro' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Direccion', 'Opciones']);
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[1] as HTMLElement).getByRole('cell', { name: 'Calle Hidalgo 200, Monterrey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Agencia Norte' })).toBeInTheDocument();

    const [first] = api.calls('GET /api/agencias');
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ page: '1', rowsPerPage: '10', sortBy: 'nombre', descending: 'false' });
    expect(first?.authorization).toBe('Bearer token-superAdministrador');
    expect(screen.getByRole('combobox', { name: 'Registros por página' })).toHaveValue('10');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', '25', 'Todos']);
  });

  it('searches 800 ms after the last keystroke, once, from page 1', async () => {
    renderScreen('/admin/agencias', api.baseURL);
    await screen.findByRole('cell', { name: 'Agencia Centro' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'norte');
    // Typing took well under 800 ms: nothing searched yet.
    expect(api.calls('GET /api/agencias').filter((r) => r.query.has('search'))).toHaveLength(0);
    // The wait is the suite's (5 s): on a busy CI machine the search and its render took over 2 s.
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getByRole('cell', { name: 'Agencia Norte' })).toBeInTheDocument();
    const searches = api.calls('GET /api/agencias').filter((r) => r.query.has('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('search')).toBe('norte');
    expect(searches[0]?.query.get('page')).toBe('1');
  });

  it('pages and changes rows per page on the server (Todos = -1)', async () => {
    const muchas = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      nombre: `Agencia ${String(i + 1).padStart(2, '0')}`,
      direccion: `Calle ${i + 1}`,
      region: null,
      color: '#1976d2',
    }));
    api.on('GET /api/agencias', pagedReply(muchas, (a) => a.nombre));
    renderScreen('/admin/agencias', api.baseURL);
    await screen.findByRole('cell', { name: 'Agencia 01' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1-10 de 12')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('cell', { name: 'Agencia 11' })).toBeInTheDocument();
    expect(api.calls('GET /api/agencias').at(-1)?.query.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Registros por página' }), 'Todos');
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(api.calls('GET /api/agencias').at(-1)?.query.get('rowsPerPage')).toBe('-1');
  });

  it('sorts on the server when a header is clicked', async () => {
    renderScreen('/admin/agencias', api.baseURL);
    await screen.findByRole('cell', { name: 'Agencia Centro' });
    await userEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    await waitFor(() => expect(api.calls('GET /api/agencias').at(-1)?.query.get('descending')).toBe('true'));
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByRole('cell', { name: 'Agencia Sur' })).toBeInTheDocument());
  });

  it('Agregar, the edit button and a row open the form', async () => {
    const view = renderScreen('/admin/agencias', api.baseURL);
    await screen.findByRole('cell', { name: 'Agencia Centro' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencia' })).toBeInTheDocument();
    expect(view.location.pathname).toBe('/admin/agencias/0');

    view.unmount();
    const again = renderScreen('/admin/agencias', api.baseURL);
    await user.click(await screen.findByRole('button', { name: 'Editar Agencia Norte' }));
    await waitFor(() => expect(again.location.pathname).toBe('/admin/agencias/2'));

    again.unmount();
    const third = renderScreen('/admin/agencias', api.baseURL);
    await user.click(await screen.findByRole('cell', { name: 'Agencia Sur' }));
    await waitFor(() => expect(third.location.pathname).toBe('/admin/agencias/3'));
    // The form asks for its agency (the API closes only after answering it).
    await waitFor(() => expect(api.calls('GET /api/agencias/:id').map((r) => r.path)).toEqual(['/api/agencias/2', '/api/agencias/3']));
  });

  it("says 'No hay registros disponibles' when empty, and a failed load only stops the loading", async () => {
    api.on('GET /api/agencias', { body: { total: 1, current_page: 1, totalItems: 0, data: [] } });
    const view = renderScreen('/admin/agencias', api.baseURL);
    expect(await screen.findByText(MENSAJES.sinRegistros)).toBeInTheDocument();
    view.unmount();

    api.on('GET /api/agencias', { status: 500, body: { message: 'boom' }, delayMs: 100 });
    renderScreen('/admin/agencias', api.baseURL);
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("has the Vistas menu: asks the screen's views and opens with the user's default one", async () => {
    api.on('GET /api/vistas', {
      body: [{ id: 4, nombre: 'Del norte', pantalla: 'agencias', consulta: { search: 'norte' }, columnas: null, compartida: false, predeterminada: true, propia: true, autor: 'Ana', version: 1 }],
    });
    renderScreen('/admin/agencias', api.baseURL);
    expect(await within(table()).findByRole('cell', { name: 'Agencia Norte' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(api.calls('GET /api/vistas').map((r) => r.query.get('pantalla'))).toEqual(['agencias']);
    // The page of the bare URL, asked for while the views loaded, is dropped for the default view's.
    expect(api.calls('GET /api/agencias').map((r) => r.query.get('search'))).toEqual([null, 'norte']);
    await userEvent.click(screen.getByRole('button', { name: 'Vistas: Del norte' }));
    expect(await screen.findByRole('menuitem', { name: 'Del norte Predeterminada' })).toBeInTheDocument();
  });
});
