/** Esc closes every dialog of the report, as its Cerrar does. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi } from '@verifica/shared/testing';
import { detalleDe, fila, listaReply } from '../test/fixtures';
import { abrirLista } from '../test/renderScreen';

const api = setupTestApi();

// Lazy chunks (table, dialogs, map) compile on first use.
jest.setTimeout(60_000);
const F3 = fila(3, { verificado: true, verificacion_id: 5, encuestador: 'Gabriel Gestor', encuestador_id: 7 });
const F2 = fila(2, { encuestador: 'Gabriel Gestor', encuestador_id: 7 });
beforeEach(() => {
  api.on('GET /api/solicitudes', listaReply(() => [F3, F2]));
  for (const lista of ['edos', 'ciudades', 'colonias', 'fuerza_venta']) api.on(`GET /api/solicitudes/${lista}`, { body: [] });
  api.on('GET /api/agencias/list', { body: [{ id: 1, nombre: 'Agencia Centro' }] });
  api.on('GET /api/gestores/list', { body: [{ id: 7, nombre_completo: 'Gabriel Gestor' }] });
  api.on('GET /api/solicitudes/:id', (r) => ({ body: detalleDe(Number(r.params.id) === 3 ? F3 : F2) }));
});

const T = { timeout: 15_000 };

describe('Esc en los diálogos del Reporte de Solicitudes', () => {
  it('Esc cierra Detalle, Datos internos, Editar Verificación y Reasignar', async () => {
    await abrirLista('supervisor', '/admin/reportes/solicitudes', api.baseURL, /^F-3/);
    const casos: [boton: string, dialogo: RegExp][] = [
      ['Detalle F-3', /F-3/],
      ['Datos internos F-3', /^Datos Internos F-3$/],
      ['Editar verificación F-3', /^Editar Verificacion$/],
      ['Reasignar F-2', /^Reasignar Gestor$/],
    ];
    for (const [boton, dialogo] of casos) {
      await userEvent.click(screen.getByRole('button', { name: boton }));
      const abierto = await screen.findByRole('dialog', { name: dialogo }, T);
      // Wait for its content, so Esc is pressed in the dialog as the user sees it.
      await waitFor(() => expect(within(abierto).getAllByRole('button').length).toBeGreaterThan(1), T);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    }
  });
});
