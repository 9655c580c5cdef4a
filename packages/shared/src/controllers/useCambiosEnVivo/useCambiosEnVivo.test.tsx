import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListParams, PageResult } from '../../api/paged';
import { sessionStore } from '../../session/sessionStore';
import { renderTrasInicio } from '../../testing/render';
import { setupEventosDePrueba } from '../../testing/eventos';
import { logIn } from '../../testing/renderScreen';
import { DataTable } from '../../ui/DataTable/DataTable';
import { filter } from '../filterSpecs';
import { useListController } from '../useListController/useListController';
import { contarCambios } from './useCambiosEnVivo';

interface Folio {
  id: number;
  folio: string;
  estado: string;
}

let datos: Folio[] = [];
const pedidas: ListParams[] = [];

async function listar(params: ListParams): Promise<PageResult<Folio>> {
  pedidas.push(params);
  const { page = 1, rowsPerPage = 3 } = params;
  const desde = (page - 1) * rowsPerPage;
  return { rows: datos.slice(desde, desde + rowsPerPage).map((f) => ({ ...f })), totalItems: datos.length, pages: Math.ceil(datos.length / rowsPerPage), page };
}

function Folios() {
  const lista = useListController({ recurso: 'solicitudes', leer: listar, campos: { search: filter.text() }, paginacion: { rowsPerPage: 3, sortBy: 'id', descending: false } });
  return (
    <DataTable
      aria-label="Folios"
      columnas={[
        { id: 'folio', encabezado: 'Folio', celda: (f: Folio) => f.folio },
        { id: 'estado', encabezado: 'Estado', celda: (f: Folio) => f.estado },
      ]}
      {...lista.tabla}
    />
  );
}

const eventos = setupEventosDePrueba();

beforeEach(() => {
  datos = [1, 2, 3, 4, 5].map((id) => ({ id, folio: `F-${id}`, estado: 'Jalisco' }));
  pedidas.length = 0;
  logIn('supervisor');
});
afterEach(() => sessionStore.clear());

const filas = () => within(screen.getByRole('table', { name: 'Folios' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('live changes of a list (useCambiosEnVivo through useListController)', () => {
  it('offers "N cambios — Actualizar" without moving the rows, and loads them when asked', async () => {
    renderTrasInicio(<Folios />, '/folios');
    await waitFor(() => expect(filas()).toEqual(['F-1Jalisco', 'F-2Jalisco', 'F-3Jalisco']));
    expect(eventos.aperturas).toHaveLength(1);
    datos[1] = { id: 2, folio: 'F-2', estado: 'Colima' };
    eventos.emitir({ solicitud_id: 2 });
    expect(await screen.findByText('1 cambio —')).toBeInTheDocument();
    expect(filas()).toEqual(['F-1Jalisco', 'F-2Jalisco', 'F-3Jalisco']);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(filas()).toEqual(['F-1Jalisco', 'F-2Colima', 'F-3Jalisco']));
    expect(screen.queryByText(/cambios? —/)).not.toBeInTheDocument();
  });

  it('counts a new row of the page as one change, and says nothing for a change off the page', async () => {
    renderTrasInicio(<Folios />, '/folios');
    await waitFor(() => expect(filas()).toHaveLength(3));
    datos[4] = { id: 5, folio: 'F-5', estado: 'Sonora' };
    eventos.emitir({ solicitud_id: 5 });
    await waitFor(() => expect(pedidas).toHaveLength(2));
    expect(screen.queryByText(/cambios? —/)).not.toBeInTheDocument();
    datos.unshift({ id: 0, folio: 'F-0', estado: 'Jalisco' }, { id: 6, folio: 'F-6', estado: 'Jalisco' });
    eventos.emitir({ tipo: 'solicitud_creada', solicitud_id: 6 });
    expect(await screen.findByText('2 cambios —')).toBeInTheDocument();
  });

  it('ignores events of other records, and checks itself after a reconnection', async () => {
    renderTrasInicio(<Folios />, '/folios');
    await waitFor(() => expect(filas()).toHaveLength(3));
    eventos.emitir({ tipo: 'usuario', solicitud_id: null, usuario_id: 4 });
    await new Promise((r) => setTimeout(r, 1200));
    expect(pedidas).toHaveLength(1);
    datos[0] = { id: 1, folio: 'F-1', estado: 'Colima' };
    eventos.reconectar();
    expect(await screen.findByText('1 cambio —')).toBeInTheDocument();
  });

  it('opens no stream without a session, and closes it at logout', async () => {
    renderTrasInicio(<Folios />, '/folios');
    await waitFor(() => expect(filas()).toHaveLength(3));
    expect(eventos.abierta).toBe(true);
    act(() => sessionStore.clear());
    expect(eventos.abierta).toBe(false);
  });
});

describe('contarCambios', () => {
  const f = (id: number, estado = 'J') => ({ id, estado });
  const k = (r: { id: number }) => r.id;
  it('counts changed rows plus the larger of rows come and gone; else the change of the total', () => {
    expect(contarCambios([f(1), f(2)], [f(1), f(2)], k, 2, 2)).toBe(0);
    expect(contarCambios([f(1), f(2)], [f(1, 'C'), f(2)], k, 2, 2)).toBe(1);
    expect(contarCambios([f(1), f(2)], [f(0), f(1)], k, 2, 3)).toBe(1);
    expect(contarCambios([f(1), f(2)], [f(1), f(2)], k, 2, 5)).toBe(3);
  });
});
