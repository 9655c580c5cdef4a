import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { setupTestApi, type Reply } from '@verifica/shared/testing';
import { solicitudDetalle } from './support/fixtures';
import { logIn, logOut, renderApp } from './support/renderApp';

const api = setupTestApi();

beforeEach(() => logIn('administrador'));
afterEach(logOut);

const search = () => screen.getByRole('search');
const folioBox = () => within(search()).getByLabelText('Folio', { exact: true });
const folioCalls = () => api.requests.filter((r) => r.path === '/api/solicitudes/folio');

/** A reply the test releases when it wants: the request stays pending until then. */
function heldReply() {
  let release: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { reply: () => reply, release };
}

describe('Búsqueda de folio (barra superior)', () => {
  it('vacío (o solo espacios) no hace nada, ni con Enter ni con el botón', async () => {
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.type(folioBox(), '   {Enter}');
    await user.click(within(search()).getByRole('button', { name: 'Buscar folio' }));
    // Give a stray request time to arrive.
    await new Promise((r) => setTimeout(r, 100));
    expect(folioCalls()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('encontrado (Enter): abre el detalle; Cerrar lo cierra', async () => {
    api.on('POST /api/solicitudes/folio', () => ({ body: solicitudDetalle() }));
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.type(folioBox(), 'F-1001{Enter}');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Folio F-1001')).toBeVisible();
    expect(folioCalls()).toEqual([
      expect.objectContaining({ method: 'POST', body: { folio_solicitud: 'F-1001' }, authorization: 'Bearer token-administrador' }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('el botón también busca', async () => {
    api.on('POST /api/solicitudes/folio', () => ({ body: solicitudDetalle({ folio_solicitud: 'F-7' }) }));
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.type(folioBox(), 'F-7');
    await user.click(within(search()).getByRole('button', { name: 'Buscar folio' }));
    expect(await screen.findByText('Folio F-7')).toBeVisible();
  });

  it('un 400 limpia la caja y muestra el mensaje del servidor en un snackbar de error', async () => {
    api.on('POST /api/solicitudes/folio', () => ({ status: 400, body: { message: MENSAJES.folioNoEncontrado } }));
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.type(folioBox(), 'NOEXISTE{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.folioNoEncontrado);
    expect(folioBox()).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('otros errores se ignoran: la caja conserva el folio y no hay snackbar', async () => {
    api.on('POST /api/solicitudes/folio', () => ({ status: 500, body: { message: MENSAJES.errorInterno } }));
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.type(folioBox(), 'F-9{Enter}');

    await waitFor(() => expect(folioCalls()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(folioBox()).toHaveValue('F-9');
  });

  it('mientras busca muestra progreso y no admite otra búsqueda; al responder se libera', async () => {
    const held = heldReply();
    api.on('POST /api/solicitudes/folio', held.reply);
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    const button = () => within(search()).getByRole('button', { name: 'Buscar folio' });
    await user.type(folioBox(), 'F-1001{Enter}');

    await waitFor(() => expect(folioCalls()).toHaveLength(1));
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveTextContent('Buscando…');
    expect(folioBox()).toHaveAttribute('aria-busy', 'true');
    expect(folioBox()).toHaveFocus();
    // Enter again while the first search runs sends nothing more.
    await user.type(folioBox(), '{Enter}');
    await user.click(button());
    expect(folioCalls()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    held.release({ body: solicitudDetalle() });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Folio F-1001');
    expect(button()).toBeEnabled();
    expect(button()).toHaveAttribute('aria-busy', 'false');
    expect(folioBox()).toHaveAttribute('aria-busy', 'false');
    expect(folioCalls()).toHaveLength(1);
  });

  it('tras un 400 la búsqueda vuelve a estar disponible', async () => {
    const held = heldReply();
    api.on('POST /api/solicitudes/folio', held.reply);
    renderApp('/admin', api.baseURL);
    const user = userEvent.setup();
    await user.type(folioBox(), 'NOEXISTE{Enter}');
    await waitFor(() => expect(folioCalls()).toHaveLength(1));
    expect(within(search()).getByRole('button', { name: 'Buscar folio' })).toBeDisabled();
    expect(folioBox()).toHaveAttribute('readonly');

    api.on('POST /api/solicitudes/folio', () => ({ body: solicitudDetalle({ folio_solicitud: 'F-2' }) }));
    held.release({ status: 400, body: { message: MENSAJES.folioNoEncontrado } });

    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.folioNoEncontrado);
    expect(within(search()).getByRole('button', { name: 'Buscar folio' })).toBeEnabled();
    expect(folioBox()).not.toHaveAttribute('readonly');
    await user.type(folioBox(), 'F-2{Enter}');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Folio F-2');
    expect(folioCalls()).toHaveLength(2);
  });
});
