import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EstadoRemoto, RemotosRespuesta, VersionRemoto } from '@verifica/contracts';
import { setupEventosDePrueba, setupTestApi } from '@verifica/shared/testing';
import { AGENCIAS_LIST } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

jest.setTimeout(40_000);
const T = { timeout: 30_000 };

const SHELL = { '@verifica/shared': '3.3.0', '@verifica/contracts': '1.0.0', react: '19.3.1' };

const version = (over: Partial<VersionRemoto>): VersionRemoto => ({
  id: 1,
  remoto: 'mf-admin',
  version: '1.0.0',
  hash: 'aaaaaaaaaa',
  commit: '3f9c1a2',
  construido: '2026-12-01T10:00:00Z',
  pantallas: ['./Agencias'],
  requiere: { '@verifica/shared': '^3.0.0', '@verifica/contracts': '^1.0.0', react: '^19.0.0' },
  base_url: null,
  estado: 'publicada',
  canary: null,
  publicado_por: 'Super Admin',
  publicado_at: '2026-12-01T10:05:00Z',
  activada_at: null,
  incompatibilidad: null,
  errores_ultima_hora: 0,
  ...over,
});

const V1 = version({ id: 1, estado: 'activa', activada_at: '2026-12-01T11:00:00Z', errores_ultima_hora: 4 });
const V2 = version({ id: 2, version: '1.1.0', hash: 'bbbbbbbbbb', commit: '9d8e7f6', canary: { agencias: [2], porcentaje: 0 } });
const V3 = version({ id: 3, version: '2.0.0', hash: 'cccccccccc', commit: null, incompatibilidad: 'mf-admin 2.0.0 requiere @verifica/shared ^4.0.0; el shell ofrece 3.3.0' });
const V0 = version({ id: 4, version: '0.9.0', hash: 'dddddddddd', estado: 'retirada', errores_ultima_hora: 12 });

const ADMIN: EstadoRemoto = { remoto: 'mf-admin', activa: V1, canary: V2, versiones: [V3, V2, V1, V0] };
const REPORTES: EstadoRemoto = { remoto: 'mf-reportes', activa: null, canary: null, versiones: [] };
const respuesta = (remotos: EstadoRemoto[] = [ADMIN, REPORTES]): RemotosRespuesta => ({ shell: SHELL, remotos });

const api = setupTestApi();
const eventos = setupEventosDePrueba();
beforeEach(() => {
  api.on('GET /api/remotos', { body: respuesta() });
  api.on('GET /api/agencias/list', { body: AGENCIAS_LIST });
});

const abrir = async () => {
  logIn('superAdministrador');
  const r = renderScreen('/admin/remotos', api.baseURL);
  await screen.findByRole('region', { name: 'mf-admin' }, T);
  // The history is a DataTable, a control whose code loads with the first one shown.
  await screen.findByRole('table', { name: 'Versiones de mf-admin' }, T);
  return r;
};
const tarjeta = () => within(screen.getByRole('region', { name: 'mf-admin' }));
const fila = (nombre: string) => {
  const tabla = within(screen.getByRole('table', { name: 'Versiones de mf-admin' }));
  const celda = tabla.getByRole('cell', { name: nombre });
  const tr = celda.closest('tr');
  if (!tr) throw new Error(nombre);
  return within(tr);
};
const lecturas = () => api.calls('GET /api/remotos').length;

describe('Remotos', () => {
  it('each remote with its active release, canary and history; the version of mf-admin running the screen', async () => {
    await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Remotos' })).toBeInTheDocument();
    expect(screen.getByText(`Esta pantalla: mf-admin ${(jest.requireActual('../../package.json') as { version: string }).version}`)).toBeInTheDocument();
    expect(tarjeta().getByRole('heading', { name: 'Administración (mf-admin)' })).toBeInTheDocument();
    const resumen = within(tarjeta().getByLabelText('Versión activa de mf-admin'));
    expect(resumen.getByText('1.0.0+aaaaaaaaaa')).toBeInTheDocument();
    expect(resumen.getByText('3f9c1a2')).toBeInTheDocument();
    expect(resumen.getByText(/^Super Admin, 2026-12-01 \d\d:05:00$/)).toBeInTheDocument();
    expect(resumen.getByText('4')).toBeInTheDocument();
    // The agency's name comes from the agencies list.
    expect(await resumen.findByText('1.1.0+bbbbbbbbbb para Agencia Norte', undefined, T)).toBeInTheDocument();

    expect(fila('2.0.0+cccccccccc').getByRole('cell', { name: 'Publicada' })).toBeInTheDocument();
    expect(fila('2.0.0+cccccccccc').getByRole('cell', { name: 'mf-admin 2.0.0 requiere @verifica/shared ^4.0.0; el shell ofrece 3.3.0' })).toBeInTheDocument();
    expect(fila('1.1.0+bbbbbbbbbb').getByRole('cell', { name: 'Publicada (canary)' })).toBeInTheDocument();
    expect(fila('1.0.0+aaaaaaaaaa').getByRole('cell', { name: 'Activa' })).toBeInTheDocument();
    expect(fila('0.9.0+dddddddddd').getByRole('cell', { name: 'Retirada' })).toBeInTheDocument();
    expect(fila('0.9.0+dddddddddd').getByRole('cell', { name: '12' })).toBeInTheDocument();
    // Actions only where they apply: the active and the retired releases have none.
    expect(fila('1.0.0+aaaaaaaaaa').queryByRole('button')).toBeNull();
    expect(fila('0.9.0+dddddddddd').queryByRole('button')).toBeNull();
    expect(fila('1.1.0+bbbbbbbbbb').getAllByRole('button').map((b) => b.textContent)).toEqual(['Activar', 'Canary', 'Retirar']);

    const reportes = within(screen.getByRole('region', { name: 'mf-reportes' }));
    expect(reportes.getByText('La del repositorio (sin versiones activadas)')).toBeInTheDocument();
    expect(reportes.getByText('Sin versiones publicadas')).toBeInTheDocument();
    expect(reportes.queryByRole('button', { name: /Revertir/ })).toBeNull();
  });

  it('Activar asks first; the 409 of an incompatible release shows in Spanish and the dialog stays; a success closes it and reads the state again', async () => {
    let intentos = 0;
    api.on('POST /api/remotos/:nombre/versiones/:id/activar', () =>
      ++intentos === 1 ? { status: 409, body: { message: 'mf-admin 2.0.0 requiere @verifica/shared ^4.0.0; el shell ofrece 3.3.0' } } : { status: 204 },
    );
    await abrir();
    await userEvent.click(fila('2.0.0+cccccccccc').getByRole('button', { name: 'Activar 2.0.0+cccccccccc' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Activar versión' }));
    expect(dialogo.getByText(/¿Activar mf-admin 2\.0\.0\+cccccccccc\?/)).toBeInTheDocument();
    expect(api.calls('POST /api/remotos/:nombre/versiones/:id/activar')).toHaveLength(0);

    const antes = lecturas();
    await userEvent.click(dialogo.getByRole('button', { name: 'Activar' }));
    expect(await dialogo.findByRole('alert')).toHaveTextContent('mf-admin 2.0.0 requiere @verifica/shared ^4.0.0; el shell ofrece 3.3.0');
    expect(screen.getByRole('dialog', { name: 'Activar versión' })).toBeInTheDocument();

    await userEvent.click(dialogo.getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Versión activada')).toBeInTheDocument();
    expect(api.calls('POST /api/remotos/:nombre/versiones/:id/activar').map((c) => c.path)).toEqual(['/api/remotos/mf-admin/versiones/3/activar', '/api/remotos/mf-admin/versiones/3/activar']);
    await waitFor(() => expect(lecturas()).toBeGreaterThanOrEqual(antes + 2));
  });

  it('Cancelar sends nothing; Revertir a la anterior, Quitar canary and Retirar each confirm and call their route', async () => {
    api.on('POST /api/remotos/:nombre/revertir', { status: 204 });
    api.on('DELETE /api/remotos/:nombre/canary', { status: 204 });
    api.on('POST /api/remotos/:nombre/versiones/:id/retirar', { status: 204 });
    await abrir();

    await userEvent.click(tarjeta().getByRole('button', { name: 'Revertir mf-admin a la anterior' }));
    let dialogo = within(await screen.findByRole('dialog', { name: 'Revertir a la anterior' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/remotos/:nombre/revertir')).toHaveLength(0);

    await userEvent.click(tarjeta().getByRole('button', { name: 'Revertir mf-admin a la anterior' }));
    dialogo = within(await screen.findByRole('dialog', { name: 'Revertir a la anterior' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Revertir' }));
    await waitFor(() => expect(api.calls('POST /api/remotos/:nombre/revertir').map((c) => c.path)).toEqual(['/api/remotos/mf-admin/revertir']));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(tarjeta().getByRole('button', { name: 'Quitar canary' }));
    dialogo = within(await screen.findByRole('dialog', { name: 'Quitar canary' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Quitar canary' }));
    await waitFor(() => expect(api.calls('DELETE /api/remotos/:nombre/canary').map((c) => c.path)).toEqual(['/api/remotos/mf-admin/canary']));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(fila('1.1.0+bbbbbbbbbb').getByRole('button', { name: 'Retirar 1.1.0+bbbbbbbbbb' }));
    dialogo = within(await screen.findByRole('dialog', { name: 'Retirar versión' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(api.calls('POST /api/remotos/:nombre/versiones/:id/retirar').map((c) => c.path)).toEqual(['/api/remotos/mf-admin/versiones/2/retirar']));
  });

  it('Canary to agencies or to a percentage, checked before it is sent', async () => {
    api.on('PUT /api/remotos/:nombre/versiones/:id/canary', { status: 204 });
    await abrir();
    await userEvent.click(fila('2.0.0+cccccccccc').getByRole('button', { name: 'Canary 2.0.0+cccccccccc' }));
    let dialogo = within(await screen.findByRole('dialog', { name: 'Canary de mf-admin 2.0.0+cccccccccc' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Guardar canary' }));
    expect(await dialogo.findByText('Elige al menos una agencia')).toBeInTheDocument();
    await userEvent.click(await dialogo.findByRole('combobox', { name: 'Agencias' }, T));
    await userEvent.click(await screen.findByRole('option', { name: 'Agencia Centro' }));
    await userEvent.click(screen.getByRole('option', { name: 'Agencia Sur' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialogo.getByRole('button', { name: 'Guardar canary' }));
    await waitFor(() => expect(api.calls('PUT /api/remotos/:nombre/versiones/:id/canary').map((c) => [c.path, c.body])).toEqual([['/api/remotos/mf-admin/versiones/3/canary', { agencias: [1, 3] }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(fila('2.0.0+cccccccccc').getByRole('button', { name: 'Canary 2.0.0+cccccccccc' }));
    dialogo = within(await screen.findByRole('dialog', { name: 'Canary de mf-admin 2.0.0+cccccccccc' }));
    await userEvent.click(dialogo.getByRole('radio', { name: 'Porcentaje de usuarios' }));
    await userEvent.type(dialogo.getByRole('textbox', { name: 'Porcentaje' }), '150');
    await userEvent.click(dialogo.getByRole('button', { name: 'Guardar canary' }));
    expect(await dialogo.findByText('Escribe un porcentaje entero entre 1 y 100')).toBeInTheDocument();
    await userEvent.clear(dialogo.getByRole('textbox', { name: 'Porcentaje' }));
    await userEvent.type(dialogo.getByRole('textbox', { name: 'Porcentaje' }), '10');
    await userEvent.click(dialogo.getByRole('button', { name: 'Guardar canary' }));
    await waitFor(() => expect(api.calls('PUT /api/remotos/:nombre/versiones/:id/canary').map((c) => c.body)).toEqual([{ agencias: [1, 3] }, { porcentaje: 10 }]));
  });

  it('reads the registry again after a remoto live event; loading, error and Reintentar', async () => {
    api.on('GET /api/remotos', { status: 500, body: { message: 'x' } });
    logIn('superAdministrador');
    renderScreen('/admin/remotos', api.baseURL);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    const alerta = await screen.findByRole('alert', undefined, T);
    expect(alerta).toHaveTextContent('No se pudo leer el estado de los remotos');
    api.on('GET /api/remotos', { body: respuesta([REPORTES]) });
    await userEvent.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'mf-reportes' })).toBeInTheDocument();

    await waitFor(() => expect(eventos.abierta).toBe(true));
    api.on('GET /api/remotos', { body: respuesta() });
    eventos.emitir({ tipo: 'remoto', accion: 'activar', solicitud_id: null, remoto: 'mf_admin', version: '1.0.0+aaaaaaaaaa' });
    expect(await screen.findByRole('region', { name: 'mf-admin' }, T)).toBeInTheDocument();
  });

  it('no registered remotes', async () => {
    api.on('GET /api/remotos', { body: respuesta([]) });
    logIn('superAdministrador');
    renderScreen('/admin/remotos', api.baseURL);
    expect(await screen.findByText('No hay remotos registrados', undefined, T)).toBeInTheDocument();
  });
});
