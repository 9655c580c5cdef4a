import { Suspense, lazy, useLayoutEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  Link,
  Outlet,
  Router,
  RouterProvider,
  createBrowserRouter,
  createPath,
  parsePath,
  useLocation,
  useNavigate,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from '@verifica/shared/router';
import { RangoCp } from '../../asignacion/RangoCp';
import { renderWithProviders as render, renderTrasInicio } from '../../testing/render';
import { http } from '../../api/client';
import { resource } from '../../api/resource';
import { usePagedList } from '../../api/usePagedList';
import { filter } from '../filterSpecs';
import { useFilters } from './useFilters';

const FILTROS = {
  search: filter.text(),
  agencia_id: filter.numbers(),
  desde: filter.date(() => '2026-01-01'),
  activo: filter.boolean(true),
  estatus: filter.number(null, [1, 2, 3]),
  cp_desde: filter.text(),
  cp_hasta: filter.text(),
};

const seen: string[] = [];
const fakeServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  seen.push(http.getUri(config));
  return { data: { total: 3, current_page: 1, totalItems: 25, data: [] }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};
const solicitudes = resource<{ id: number }>('solicitudes');

function Screen() {
  const f = useFilters(FILTROS, { paginacion: { rowsPerPage: 10, sortBy: 'nombre', descending: false }, esperas: { search: 300, cp_desde: 300, cp_hasta: 300 } });
  const list = usePagedList(solicitudes.list, { ...f.paraPaginado });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <label>
        Buscar
        <input value={f.entradas.search} onChange={(e) => f.cambiarFiltro('search', e.target.value)} />
      </label>
      <RangoCp
        desde={f.entradas.cp_desde}
        hasta={f.entradas.cp_hasta}
        onChange={(cp_desde, cp_hasta) => {
          f.cambiarFiltro('cp_desde', cp_desde);
          f.cambiarFiltro('cp_hasta', cp_hasta);
        }}
      />
      <button onClick={() => f.cambiarFiltro('agencia_id', [1, 2])}>Agencias 1 y 2</button>
      <button onClick={() => f.cambiarFiltro('activo', false)}>Inactivos</button>
      <button onClick={() => f.cambiarPaginacion({ ...f.paginacion, page: 3 })}>Página 3</button>
      <button onClick={() => list.setPagination({ ...list.pagination, sortBy: 'folio', descending: true })}>Por folio</button>
      <button onClick={f.restablecer}>Limpiar</button>
      <button onClick={() => void navigate(-1)}>Atrás</button>
      <button onClick={() => void navigate(1)}>Adelante</button>
      <output aria-label="Filtros">{JSON.stringify(f.filtros)}</output>
      <output aria-label="Activos">{f.activos}</output>
      <output aria-label="Página">{`${list.pagination.page}/${list.pagination.rowsPerPage}/${list.pagination.sortBy ?? ''}/${String(list.pagination.descending)}`}</output>
      <output aria-label="URL">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) => renderTrasInicio(<Screen />, url);

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
    expect(filtros()).toEqual({ search: '', agencia_id: [3, 4], desde: '2026-01-01', activo: false, estatus: null, cp_desde: '', cp_hasta: '' });
    expect(pagina()).toBe('2/25/nombre/false');
    // In use beyond the defaults: agencia_id and activo.
    expect(screen.getByRole('status', { name: 'Activos' })).toHaveTextContent('2');
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

  it('a page past the end (?page=999) becomes the last page, replacing the entry (back does not return to it)', async () => {
    renderAt('/lista?page=999&otro=1');
    // The server has 25 rows: 3 pages of 10.
    await waitFor(() => expect(url()).toBe('?otro=1&page=3'));
    expect(pagina()).toBe('3/10/nombre/false');
    await waitFor(() => expect(seen.at(-1)).toMatch(/&page=3&/));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(url()).toBe('');
  });
});

/**
 * A router that renders each navigation `delay` ms after it is asked for, as the portal's router
 * does under load (a navigation is a transition, rendered when React gets to it).
 */
function SlowRouter({ initial, delay, children }: { initial: string; delay: number; children: ReactNode }) {
  const [history, setHistory] = useState<{ entries: Location[]; index: number }>({ entries: [entry(initial, null, 0)], index: 0 });
  const navigator = useMemo<Navigator>(() => {
    let keys = 0;
    const later = (change: (h: { entries: Location[]; index: number }) => { entries: Location[]; index: number }) =>
      setTimeout(() => setHistory(change), delay);
    return {
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      go: (n: number) => later((h) => ({ ...h, index: Math.min(Math.max(h.index + n, 0), h.entries.length - 1) })),
      push: (to: To, state?: unknown) =>
        later((h) => ({ entries: [...h.entries.slice(0, h.index + 1), entry(to, state, ++keys)], index: h.index + 1 })),
      replace: (to: To, state?: unknown) =>
        later((h) => ({ entries: h.entries.map((e, i) => (i === h.index ? entry(to, state, ++keys) : e)), index: h.index })),
    };
  }, [delay]);
  const location = history.entries[history.index] ?? entry(initial, null, 0);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

function entry(to: To, state: unknown, key: number): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/lista', search: path.search ?? '', hash: path.hash ?? '', state, key: `k${key}` };
}

/**
 * C.P. Desde typed (a digit every 100 ms), a pause, Tab, then C.P. Hasta (a digit every 50 ms),
 * with `wait` advancing the fake clock; C.P. Desde keeps its text all along. Returns C.P. Desde.
 */
async function teclearRangoCp(user: ReturnType<typeof userEvent.setup>, wait: (ms: number) => Promise<unknown>): Promise<HTMLElement> {
  const desde = screen.getByRole('textbox', { name: 'C.P. Desde' });
  await user.click(desde);
  for (const digito of '64000') {
    await user.keyboard(digito);
    await wait(100);
  }
  await wait(250);
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'C.P. Hasta' })).toHaveFocus();
  for (const digito of '64999') {
    await user.keyboard(digito);
    await wait(50);
    expect(desde).toHaveValue('64000');
  }
  return desde;
}

describe('useFilters while the router renders late', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  const buscado = (key: string) => new URLSearchParams(url() ?? '').get(key);
  /** The list under a router that renders each URL `delay` ms late; a user on the fake clock. */
  const lenta = (delay: number) => {
    render(
      <SlowRouter initial="/lista" delay={delay}>
        <Screen />
      </SlowRouter>,
    );
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  };

  it('typing at a realistic speed keeps every letter: the input owns its text until the URL carries it', async () => {
    const user = lenta(250);
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    await user.click(box);
    // 200 to 450 ms a key: the 300 ms debounce fires within the word, and each URL renders 250 ms later.
    const pausas = [200, 350, 450, 200, 320, 380, 200, 400, 200];
    for (const [i, letra] of [...'Hernández'].entries()) {
      await user.keyboard(letra);
      await wait(pausas[i] ?? 200);
    }
    await wait(1000);
    expect(box).toHaveValue('Hernández');
    expect(buscado('search')).toBe('Hernández');
  });

  it('C.P. Desde, Tab, C.P. Hasta typed quickly: both reach the URL and C.P. Desde is never wiped', async () => {
    // Each URL renders 500 ms late: C.P. Hasta's write goes out before C.P. Desde's has rendered.
    const desde = await teclearRangoCp(lenta(500), wait);
    await wait(2000);
    expect(desde).toHaveValue('64000');
    expect(screen.getByRole('textbox', { name: 'C.P. Hasta' })).toHaveValue('64999');
    expect([buscado('cp_desde'), buscado('cp_hasta')]).toEqual(['64000', '64999']);
  });

  it('back while a search is typed drops the text and shows the earlier view', async () => {
    const user = lenta(50);
    await user.click(screen.getByRole('button', { name: 'Inactivos' }));
    await wait(100);
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    await user.type(box, 'abc');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await wait(100);
    await wait(1000);
    expect(box).toHaveValue('');
    expect(url()).toBe('');
  });
});

/** The data routers a test made: each listens to jsdom's history until disposed. */
const routers: ReturnType<typeof createBrowserRouter>[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

/** `routes` under a data router, as the portal runs (createBrowserRouter over jsdom's history), at `path`. */
function renderEnRouter(routes: RouteObject[], path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(routes);
  routers.push(router);
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * A layout route that shows each new location `delay` ms after the router is there, as the portal
 * does under load: a navigation is a transition, and this suspends it meanwhile.
 */
function tarde(delay: number): ReactElement {
  let mostrada: string | undefined;
  let espera: { key: string; lista: boolean; promesa: Promise<void> } | undefined;
  function Tarde() {
    const { key } = useLocation();
    useLayoutEffect(() => {
      mostrada = key;
    });
    if (mostrada !== undefined && key !== mostrada) {
      if (espera?.key !== key) {
        const nueva = { key, lista: false, promesa: new Promise<void>((resolve) => setTimeout(resolve, delay)) };
        void nueva.promesa.then(() => {
          nueva.lista = true;
        });
        espera = nueva;
      }
      // Suspends as React.lazy does (it throws its promise): React keeps showing the last view.
      if (!espera.lista) throw espera.promesa;
    }
    return <Outlet />;
  }
  return <Tarde />;
}

// stillHere asks the data router where it is going: these fail if it answers wrongly.
describe('useFilters under a data router, before the router has rendered where it is', () => {
  it('leaving the page before the debounce (to a screen that is still loading) drops the pending search', async () => {
    const Otra = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <h1>Otra</h1> }), 700)));
    const router = renderEnRouter(
      [
        {
          element: (
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          ),
          children: [
            {
              path: '/lista',
              element: (
                <>
                  <Screen />
                  <Link to="/otra">Ir</Link>
                </>
              ),
            },
            { path: '/otra', element: <Otra /> },
          ],
        },
      ],
      '/lista',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'abc');
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    expect(await screen.findByRole('heading', { name: 'Otra' }, { timeout: 3000 })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(router.state.location).toMatchObject({ pathname: '/otra', search: '' });
  });

  describe('each view rendered late', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    /** `ms` on the fake clock, in steps that let React render between them, as a browser does. */
    const wait = async (ms: number) => {
      for (let t = 0; t < ms; t += 50)
        await act(async () => {
          await jest.advanceTimersByTimeAsync(Math.min(50, ms - t));
        });
    };
    const lenta = (delay: number) => {
      const router = renderEnRouter([{ element: tarde(delay), children: [{ path: '/lista', element: <Screen /> }] }], '/lista');
      return { router, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
    };

    it('back while a search is typed, the earlier view not rendered when the debounce runs: the search is dropped', async () => {
      // The earlier view renders 500 ms after Back, after the 300 ms debounce: same path, another entry.
      const { router, user } = lenta(500);
      await user.click(screen.getByRole('button', { name: 'Inactivos' }));
      await wait(600);
      expect(url()).toBe('?activo=false');
      const box = screen.getByRole('textbox', { name: 'Buscar' });
      await user.type(box, 'abc');
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await wait(2000);
      expect(router.state.location.search).toBe('');
      expect(url()).toBe('');
      expect(box).toHaveValue('');
    });

    it('C.P. Hasta written while C.P. Desde\'s write has not rendered: both reach the URL', async () => {
      // Each view renders 1 s late: C.P. Hasta's debounce runs while the router is at C.P. Desde's write.
      const { router, user } = lenta(1000);
      const desde = await teclearRangoCp(user, wait);
      await wait(3000);
      expect(router.state.location.search).toBe('?cp_desde=64000&cp_hasta=64999');
      expect(url()).toBe('?cp_desde=64000&cp_hasta=64999');
      expect(desde).toHaveValue('64000');
    });
  });
});

describe('useFilters with a link it cannot fully read', () => {
  it('drops the unreadable values from the URL (same history entry), says so, and applies the rest', async () => {
    renderAt('/lista?estatus=9&desde=2026-13-45&agencia_id=3&page=x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se ignoraron filtros no válidos del enlace: desde=2026-13-45, estatus=9, page=x.',
    );
    expect(url()).toBe('?agencia_id=3');
    expect(filtros()).toMatchObject({ agencia_id: [3], estatus: null, desde: '2026-01-01' });
    // Replaced, not pushed: back leaves the list.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(url()).toBe('');
  });
});
