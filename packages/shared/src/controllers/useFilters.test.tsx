import { Suspense, lazy, type ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { http } from '../api/client';
import { resource } from '../api/resource';
import { usePagedList } from '../api/usePagedList';
import { filter } from './filterSpecs';
import { useFilters } from './useFilters';

const FILTROS = {
  search: filter.text(),
  agencia_id: filter.numbers(),
  desde: filter.date(() => '2026-01-01'),
  activo: filter.boolean(true),
  estatus: filter.number(),
};

const seen: string[] = [];
const fakeServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  seen.push(http.getUri(config));
  return { data: { total: 3, current_page: 1, totalItems: 25, data: [] }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};
const solicitudes = resource<{ id: number }>('solicitudes');

function Screen() {
  const f = useFilters(FILTROS, { pagination: { rowsPerPage: 10, sortBy: 'nombre', descending: false }, debounce: { search: 300 } });
  const list = usePagedList(solicitudes.list, { ...f.list });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <label>
        Buscar
        <input value={f.inputs.search} onChange={(e) => f.setFilter('search', e.target.value)} />
      </label>
      <button onClick={() => f.setFilter('agencia_id', [1, 2])}>Agencias 1 y 2</button>
      <button onClick={() => f.setFilter('activo', false)}>Inactivos</button>
      <button onClick={() => f.setPagination({ ...f.pagination, page: 3 })}>Página 3</button>
      <button onClick={() => list.setPagination({ ...list.pagination, sortBy: 'folio', descending: true })}>Por folio</button>
      <button onClick={f.reset}>Limpiar</button>
      <button onClick={() => void navigate(-1)}>Atrás</button>
      <button onClick={() => void navigate(1)}>Adelante</button>
      <output aria-label="Filtros">{JSON.stringify(f.filters)}</output>
      <output aria-label="Página">{`${list.pagination.page}/${list.pagination.rowsPerPage}/${list.pagination.sortBy ?? ''}/${String(list.pagination.descending)}`}</output>
      <output aria-label="URL">{location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={['/inicio', url]} initialIndex={1}>
      <Screen />
    </MemoryRouter>,
  );
}

const filtros = () => JSON.parse(screen.getByRole('status', { name: 'Filtros' }).textContent ?? '{}') as Record<string, unknown>;
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const pagina = () => screen.getByRole('status', { name: 'Página' }).textContent;

beforeAll(() => {
  http.defaults.adapter = fakeServer;
});
beforeEach(() => {
  seen.length = 0;
});

describe('useFilters', () => {
  it('reads typed filters and paging from the URL; what it lacks (or cannot read) takes the defaults', async () => {
    renderAt('/lista?agencia_id=3&agencia_id=4&activo=false&estatus=x&page=2&rowsPerPage=25&otro=1');
    expect(filtros()).toEqual({ search: '', agencia_id: [3, 4], desde: '2026-01-01', activo: false, estatus: null });
    expect(pagina()).toBe('2/25/nombre/false');
    // The list asks the server for exactly that view, arrays as repeated keys, empty values left out.
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toBe(
      '/api/solicitudes?agencia_id=3&agencia_id=4&desde=2026-01-01&activo=false&page=2&rowsPerPage=25&sortBy=nombre&descending=false',
    );
  });

  it('a change writes the URL (defaults left out, keys it does not own kept) and goes back to page 1; back and forward restore', async () => {
    renderAt('/lista?page=3&otro=1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agencias 1 y 2' }));
    expect(url()).toBe('?otro=1&agencia_id=1&agencia_id=2');
    expect(pagina()).toBe('1/10/nombre/false');
    await user.click(screen.getByRole('button', { name: 'Por folio' }));
    expect(url()).toBe('?otro=1&agencia_id=1&agencia_id=2&sortBy=folio&descending=true');
    await user.click(screen.getByRole('button', { name: 'Inactivos' }));
    expect(filtros()).toMatchObject({ activo: false, agencia_id: [1, 2] });
    expect(url()).toBe('?otro=1&agencia_id=1&agencia_id=2&activo=false&sortBy=folio&descending=true');

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(filtros()).toMatchObject({ activo: true, agencia_id: [1, 2] });
    expect(pagina()).toBe('1/10/folio/true');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(filtros()).toMatchObject({ agencia_id: [] });
    expect(pagina()).toBe('3/10/nombre/false');
    await user.click(screen.getByRole('button', { name: 'Adelante' }));
    expect(filtros()).toMatchObject({ agencia_id: [1, 2] });

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(url()).toBe('?otro=1');
  });

  it('text reaches the URL and the list after its debounce; the input follows every keystroke; back returns to before the search', async () => {
    renderAt('/lista');
    await waitFor(() => expect(seen).toHaveLength(1));
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await user.type(box, 'car');
    expect(box).toHaveValue('car');
    expect(url()).toBe('?page=3');
    await waitFor(() => expect(url()).toBe('?search=car'));
    await waitFor(() => expect(seen.at(-1)).toMatch(/^\/api\/solicitudes\?search=car&.*&page=1&/));
    await user.type(box, 'la');
    await waitFor(() => expect(url()).toBe('?search=carla'));
    expect(box).toHaveValue('carla');
    // Both writes of the same typing made one history entry: back is the page before the search.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(url()).toBe('?page=3');
    expect(box).toHaveValue('');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 350));
    });
    expect(url()).toBe('?page=3');
  });

  it('leaving the page before the debounce (to a screen that is still loading) drops the pending search', async () => {
    const Otra = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <h1>Otra</h1> }), 700)));
    function Where() {
      const location = useLocation();
      return <p aria-label="Dónde">{`${location.pathname}${location.search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/lista']}>
        <Where />
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/lista"
              element={
                <>
                  <Screen />
                  <Link to="/otra">Ir</Link>
                </>
              }
            />
            <Route path="/otra" element={<Otra />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'abc');
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    expect(await screen.findByRole('heading', { name: 'Otra' }, { timeout: 3000 })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(screen.getByLabelText('Dónde')).toHaveTextContent(/^\/otra$/);
  });
});
