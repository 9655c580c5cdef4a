import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@verifica/shared/router';
import { MENSAJES_VISTAS, type Vista } from '@verifica/contracts';
import { renderTrasInicio } from '../../testing/render';
import { setupTestApi } from '../../testing/setupTestApi';
import { DataTable } from '../../ui/DataTable/DataTable';
import { VistasMenu } from '../../ui/VistasMenu';
import { filter } from '../filterSpecs';
import { useListController } from '../useListController/useListController';
import { apiDeFolios } from '../../testing/foliosDeLista';

const apiFolios = apiDeFolios();

const SPECS = { search: filter.text(), estado: filter.strings() };

function Folios() {
  const lista = useListController({ leer: apiFolios.listar, campos: SPECS, pantalla: 'reportesSolicitudes', paginacion: { rowsPerPage: 5, sortBy: 'id', descending: false } });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <VistasMenu {...lista.vistas} />
      <button onClick={() => void navigate(-1)}>Atrás</button>
      <output aria-label="URL">{location.search}</output>
      <output aria-label="Ruta">{location.pathname}</output>
      <DataTable aria-label="Folios" columnas={[{ id: 'folio', encabezado: 'Folio' }]} {...lista.tabla} etiquetaFila={(f) => f.folio} />
    </>
  );
}

const api = setupTestApi({ logIn: 'administrador', configure: true });

/** The server's views of the screen (the fake API answers from it). */
let guardadas: Vista[] = [];
const vista = (over: Partial<Vista>): Vista => ({
  id: 1,
  nombre: 'Solo Colima',
  pantalla: 'reportesSolicitudes',
  consulta: { estado: 'Colima' },
  columnas: null,
  compartida: false,
  predeterminada: false,
  propia: true,
  autor: 'Ana López',
  version: 1,
  ...over,
});

beforeEach(() => {
  apiFolios.reiniciar();
  guardadas = [];
  api.on('GET /api/vistas', () => ({ body: guardadas }));
  api.on('POST /api/vistas', (r) => {
    const nueva = vista({ ...(r.body as Partial<Vista>), id: 99 });
    guardadas = [...guardadas, nueva];
    return { status: 201, body: nueva };
  });
  api.on('DELETE /api/vistas/:id', (r) => {
    guardadas = guardadas.filter((v) => String(v.id) !== r.params.id);
    return { body: { message: MENSAJES_VISTAS.vistaEliminada } };
  });
});

const renderAt = (url: string) => renderTrasInicio(<Folios />, url);
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const folios = () =>
  within(screen.getByRole('table', { name: 'Folios' }))
    .queryAllByRole('cell')
    .map((c) => c.textContent)
    .filter((t) => t?.startsWith('F-'));
const abrirMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Vistas/ }));
  return screen.findByRole('menu');
};

describe('useVistas + VistasMenu', () => {
  it("saves the list's current filters, sort and page size as a view, shared with the agency", async () => {
    renderAt('/folios?estado=Colima&sortBy=folio&rowsPerPage=10&page=2');
    await waitFor(() => expect(apiFolios.pedidas).toHaveLength(1));
    await abrirMenu();
    expect(screen.getByText('No hay vistas guardadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista' });
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Nombre de la vista' }), 'Colima por folio');
    await userEvent.click(within(dialogo).getByRole('checkbox', { name: 'Compartir con mi agencia' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MENSAJES_VISTAS.vistaGuardada)).toBeInTheDocument();
    expect(api.calls('POST /api/vistas').map((r) => r.body)).toEqual([
      { nombre: 'Colima por folio', pantalla: 'reportesSolicitudes', consulta: { estado: 'Colima', sortBy: 'folio', rowsPerPage: '10' }, compartida: true, predeterminada: false },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Guardar vista' })).not.toBeInTheDocument();
    // The saved view is the one on screen, listed (after the reload) and marked shared.
    expect(await screen.findByRole('button', { name: 'Vistas: Colima por folio' })).toBeInTheDocument();
    const menu = await abrirMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Colima por folio Compartida' })).toHaveAttribute('aria-current', 'true');
  });

  it("shows the server's refusal under the name and keeps the dialog open", async () => {
    api.on('POST /api/vistas', { status: 422, body: { message: MENSAJES_VISTAS.nombreDuplicado, errors: { nombre: [MENSAJES_VISTAS.nombreDuplicado] } } });
    renderAt('/folios');
    await abrirMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista' });
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Nombre de la vista' }), 'Repetida{Enter}');
    const campo = within(dialogo).getByRole('textbox', { name: 'Nombre de la vista' });
    await waitFor(() => expect(campo).toHaveAccessibleDescription(MENSAJES_VISTAS.nombreDuplicado));
    expect(screen.getByRole('dialog', { name: 'Guardar vista' })).toBeInTheDocument();
  });

  it('applying a view writes its query into the URL (page 1, other keys kept) and the list asks the API with it', async () => {
    guardadas = [vista({ consulta: { estado: 'Colima', rowsPerPage: '10' } }), vista({ id: 2, nombre: 'De Luis', propia: false, compartida: true, consulta: {} })];
    renderAt('/folios?page=2&tab=x');
    await screen.findByRole('cell', { name: 'F-6' });
    const menu = await abrirMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'De Luis Compartida' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Solo Colima' }));
    await waitFor(() => expect(url()).toBe('?tab=x&estado=Colima&rowsPerPage=10'));
    await waitFor(() => expect(folios()).toEqual(['F-9', 'F-10', 'F-11', 'F-12']));
    expect(apiFolios.pedidas.at(-1)).toEqual({ estado: ['Colima'], page: 1, rowsPerPage: 10, sortBy: 'id', descending: false });
    // Back returns to the view before it.
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(url()).toBe('?page=2&tab=x');
  });

  it("a screen opened without a query shows the user's default view: the page apiFolios.pedidas for meanwhile is never shown; Back leaves the screen", async () => {
    guardadas = [vista({ id: 3, nombre: 'Mía', predeterminada: true, consulta: { estado: 'Colima' } })];
    let responder: () => void = () => undefined;
    api.on('GET /api/vistas', () => new Promise((r) => (responder = () => r({ body: guardadas }))));
    renderAt('/folios');
    // Every folio the table ever shows, frame by frame.
    const mostrados = new Set<string>();
    const observador = new MutationObserver(() => screen.queryByRole('table', { name: 'Folios' }) && folios().forEach((f) => f && mostrados.add(f)));
    observador.observe(document.body, { childList: true, subtree: true, characterData: true });
    // The URL's own page is apiFolios.pedidas for beside the views, and held back while they load.
    await waitFor(() => expect(apiFolios.pedidas).toEqual([{ page: 1, rowsPerPage: 5, sortBy: 'id', descending: false }]));
    await new Promise((r) => setTimeout(r, 50));
    expect(folios()).toEqual([]);
    expect(screen.getByRole('table', { name: 'Folios' })).toHaveAttribute('aria-busy', 'true');
    responder();
    await waitFor(() => expect(folios()).toEqual(['F-9', 'F-10', 'F-11', 'F-12']));
    observador.disconnect();
    expect([...mostrados]).toEqual(['F-9', 'F-10', 'F-11', 'F-12']);
    expect(url()).toBe('?estado=Colima');
    expect(apiFolios.pedidas).toEqual([
      { page: 1, rowsPerPage: 5, sortBy: 'id', descending: false },
      { estado: ['Colima'], page: 1, rowsPerPage: 5, sortBy: 'id', descending: false },
    ]);
    expect(screen.getByRole('button', { name: 'Vistas: Mía' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByRole('status', { name: 'Ruta' })).toHaveTextContent('/inicio');
  });

  it('a screen opened without a query and without a default view shows the page it apiFolios.pedidas for beside the views', async () => {
    guardadas = [vista({ id: 4, nombre: 'Otra', consulta: { estado: 'Colima' } })];
    renderAt('/folios');
    await waitFor(() => expect(folios()).toEqual(['F-1', 'F-2', 'F-3', 'F-4', 'F-5']));
    expect(url()).toBe('');
    expect(apiFolios.pedidas).toHaveLength(1);
  });

  it('a link with a query of its own wins over the default view', async () => {
    guardadas = [vista({ predeterminada: true })];
    renderAt('/folios?estado=Jalisco');
    await waitFor(() => expect(folios()).toEqual(['F-1', 'F-2', 'F-3', 'F-4', 'F-5']));
    expect(url()).toBe('?estado=Jalisco');
    expect(apiFolios.pedidas).toHaveLength(1);
  });

  it('if the views cannot be read, a screen opened without a query loads as it is', async () => {
    api.on('GET /api/vistas', { status: 500, body: { message: 'Error' } });
    renderAt('/folios');
    await waitFor(() => expect(folios()).toEqual(['F-1', 'F-2', 'F-3', 'F-4', 'F-5']));
    expect(url()).toBe('');
  });

  it('deletes the view on screen after a confirmation (Cancelar keeps it)', async () => {
    guardadas = [vista({ id: 7, nombre: 'Borrable', consulta: { estado: 'Colima' } })];
    renderAt('/folios?estado=Colima');
    await screen.findByRole('button', { name: 'Vistas: Borrable' });
    await abrirMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    let dialogo = await screen.findByRole('dialog', { name: 'Eliminar vista' });
    expect(dialogo).toHaveTextContent('¿Eliminar la vista «Borrable»?');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls('DELETE /api/vistas/:id')).toHaveLength(0);

    await abrirMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    dialogo = await screen.findByRole('dialog', { name: 'Eliminar vista' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MENSAJES_VISTAS.vistaEliminada)).toBeInTheDocument();
    expect(api.calls('DELETE /api/vistas/:id').map((r) => r.params.id)).toEqual(['7']);
    expect(await screen.findByRole('button', { name: 'Vistas' })).toBeInTheDocument();
    expect(url()).toBe('?estado=Colima');
    const menu = await abrirMenu();
    expect(within(menu).queryByRole('menuitem', { name: /Borrable/ })).not.toBeInTheDocument();
  });

  it('renames and sets as default the view on screen', async () => {
    guardadas = [vista({ id: 5, nombre: 'Vieja' })];
    api.on('PUT /api/vistas/:id', (r) => {
      const cambio = r.body as Partial<Vista>;
      guardadas = guardadas.map((v) => (String(v.id) === r.params.id ? { ...v, ...cambio, version: v.version + 1 } : v));
      return { body: guardadas.find((v) => String(v.id) === r.params.id) };
    });
    renderAt('/folios?estado=Colima');
    await screen.findByRole('button', { name: 'Vistas: Vieja' });
    await abrirMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Renombrar…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Renombrar vista' });
    const campo = within(dialogo).getByRole('textbox', { name: 'Nombre de la vista' });
    await userEvent.clear(campo);
    await userEvent.type(campo, 'Nueva');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Vistas: Nueva' })).toBeInTheDocument();
    await abrirMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Marcar como predeterminada' }));
    expect(await screen.findByText(MENSAJES_VISTAS.vistaPredeterminada)).toBeInTheDocument();
    expect(api.calls('PUT /api/vistas/:id').map((r) => r.body)).toEqual([{ nombre: 'Nueva' }, { predeterminada: true }]);
    const menu = await abrirMenu();
    expect(await within(menu).findByRole('menuitem', { name: 'Nueva Predeterminada' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Quitar como predeterminada' })).toBeInTheDocument();
  });
});
