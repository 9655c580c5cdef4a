import { startTransition, use, useState } from 'react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agencia } from '@verifica/contracts';
import { sessionStore } from '../session/sessionStore';
import { PantallaEntera, crearMontaje } from '../ui/PantallaEntera';
import { renderWithProviders } from '../testing/render';
import { DataTable } from '../ui/DataTable/DataTable';
import { TextField } from '../ui/TextField';
import { http } from './client';
import { resource } from './resource';
import { usePagedList } from './usePagedList';

const AGENCIAS: Agencia[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  nombre: `Agencia ${i + 1}`,
  direccion: `Calle ${i + 1}`,
  version: 1,
  region: 'R1',
  color: '#1976d2',
}));

const seen: Record<string, unknown>[] = [];
let fail = false;

/** Pages and filters like the real server would, behind our real axios client. */
const fakeServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const params = config.params as { page: number; rowsPerPage: number; search?: string };
  seen.push(params);
  const headers = new AxiosHeaders();
  if (fail) {
    throw new AxiosError('boom', AxiosError.ERR_BAD_RESPONSE, config, null, {
      data: { message: 'x' }, status: 500, statusText: '500', headers, config,
    });
  }
  const rows = AGENCIAS.filter((a) => !params.search || a.nombre.endsWith(params.search));
  const data =
    params.rowsPerPage === -1
      ? rows
      : {
          total: Math.ceil(rows.length / params.rowsPerPage),
          current_page: params.page,
          totalItems: rows.length,
          data: rows.slice((params.page - 1) * params.rowsPerPage, params.page * params.rowsPerPage),
        };
  return { data, status: 200, statusText: 'OK', headers, config };
};

beforeAll(() => {
  http.defaults.adapter = fakeServer;
});
beforeEach(() => {
  seen.length = 0;
  fail = false;
  sessionStore.set({ token: 't', nombre: 'A', correo: 'a@b.mx', agencia: '', permisos: ['*'] });
});

const agencias = resource<Agencia>('agencias');

function Agencias() {
  const [search, setSearch] = useState('');
  const list = usePagedList(agencias.list, {
    initial: { rowsPerPage: 5, sortBy: 'nombre', descending: false },
    filters: { search },
  });
  return (
    <>
      <TextField label="Buscar" value={search} onChange={setSearch} />
      <button onClick={list.reload}>Recargar</button>
      <DataTable
        aria-label="Agencias"
        columnas={[
          { id: 'nombre', encabezado: 'Nombre' },
          { id: 'direccion', encabezado: 'Direccion' },
        ]}
        filas={list.rows}
        total={list.totalItems}
        cargando={list.loading}
        paginacion={list.pagination}
        alCambiar={list.setPagination}
      />
    </>
  );
}

describe('usePagedList', () => {
  it('loads the first page with the default sort, then the pages the table asks for', async () => {
    renderWithProviders(<Agencias />);
    expect(await screen.findByRole('cell', { name: 'Agencia 1' })).toBeInTheDocument();
    // Asked for in the first render, taken by the effect: once.
    expect(seen).toEqual([{ search: '', page: 1, rowsPerPage: 5, sortBy: 'nombre', descending: false }]);
    expect(screen.getByText('1-5 de 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('cell', { name: 'Agencia 6' })).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ page: 2, rowsPerPage: 5 });
    expect(screen.getByText('6-7 de 7')).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter changes', async () => {
    renderWithProviders(<Agencias />);
    await screen.findByRole('cell', { name: 'Agencia 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByRole('cell', { name: 'Agencia 6' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), '7');
    // Agencia 7 is on page 2 too: wait for the searched page itself.
    expect(await screen.findByText('1-1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Agencia 7' })).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ search: '7', page: 1 });
  });

  it('is loading from its very first render, before its request is sent (no «sin registros» frame); not while disabled', async () => {
    const estados: boolean[] = [];
    const fetchPage = () => new Promise<never>(() => undefined);
    renderHook(() => estados.push(usePagedList(fetchPage, {}).loading));
    expect(estados[0]).toBe(true);
    const apagada: boolean[] = [];
    renderHook(() => apagada.push(usePagedList(fetchPage, { enabled: false }).loading));
    expect(apagada).not.toContain(true);
  });

  it('asks for its first page from its first render, while its screen still waits to be committed; once, whatever React restarts', async () => {
    let llegar = () => undefined as void;
    const control = new Promise<void>((resolve) => {
      llegar = resolve;
    });
    // A screen that is not committed until `control` arrives (a deferred control, say).
    function Pantalla() {
      const list = usePagedList(agencias.list, { initial: { rowsPerPage: 5, sortBy: 'nombre', descending: false } });
      use(control);
      return <p>{list.rows.map((a) => a.nombre).join(', ')}</p>;
    }
    let abrir = () => undefined as void;
    // As the shell's RemoteScreen: the screen's first render, kept outside it.
    const montaje = crearMontaje();
    function Marco() {
      const [abierta, setAbierta] = useState(false);
      abrir = () => startTransition(() => setAbierta(true));
      return abierta ? (
        <PantallaEntera montaje={montaje}>
          <Pantalla />
        </PantallaEntera>
      ) : (
        <p>Cargando…</p>
      );
    }
    renderWithProviders(<Marco />);
    await act(async () => abrir());
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([{ page: 1, rowsPerPage: 5, sortBy: 'nombre', descending: false }]));
    await act(async () => llegar());
    expect(await screen.findByText('Agencia 1, Agencia 2, Agencia 3, Agencia 4, Agencia 5')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('a failed load is silent: the loading indicator just stops', async () => {
    renderWithProviders(<Agencias />);
    await screen.findByRole('cell', { name: 'Agencia 1' });
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Agencia 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
