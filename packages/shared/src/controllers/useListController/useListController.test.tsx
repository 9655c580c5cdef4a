import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@verifica/shared/router';
import { renderTrasInicio } from '../../testing/render';
import { AvisoSeleccion } from '../../ui/AvisoSeleccion';
import { DataTable } from '../../ui/DataTable/DataTable';
import { TextField } from '../../ui/TextField';
import { filter } from '../filterSpecs';
import { useListController } from './useListController';
import { apiDeFolios, FOLIOS_DE_LISTA } from '../../testing/foliosDeLista';

const api = apiDeFolios();

const SPECS = {
  search: filter.text(),
  estado: filter.strings(),
  estatus: filter.number(2, [0, 1, 2]),
};

function Folios() {
  const lista = useListController({
    leer: api.listar,
    campos: SPECS,
    paginacion: { rowsPerPage: 5, sortBy: 'id', descending: false },
    esperas: { search: 300 },
    // The status goes to this API only when it filters; 0 = all.
    aParametros: ({ estatus, ...resto }) => ({ ...resto, estatus: estatus === 0 ? null : estatus }),
  });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <TextField label="Buscar" value={lista.entradas.search} onChange={(v) => lista.cambiarFiltro('search', v)} />
      <button onClick={() => lista.cambiarFiltro('estado', ['Colima'])}>Solo Colima</button>
      <button onClick={() => lista.cambiarFiltro('estatus', 0)}>Todos los estatus</button>
      <button onClick={lista.recargar}>Recargar</button>
      <button onClick={() => void navigate(-1)}>Atrás</button>
      <AvisoSeleccion seleccion={lista.seleccion} plural="folios" />
      <output aria-label="Seleccionados">{lista.seleccion.cantidad}</output>
      <output aria-label="URL">{location.search}</output>
      <DataTable
        aria-label="Folios"
        columnas={[{ id: 'folio', encabezado: 'Folio' }]}
        {...lista.tabla}
        {...lista.seleccion.tabla}
        etiquetaFila={(f) => f.folio}
      />
    </>
  );
}

const renderAt = (url: string) => renderTrasInicio(<Folios />, url);

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const tabla = () => screen.getByRole('table', { name: 'Folios' });
const folios = () => within(tabla()).queryAllByRole('cell').map((c) => c.textContent).filter((t) => t?.startsWith('F-'));

beforeEach(() => {
  api.reiniciar();
});

describe('useListController', () => {
  it('asks the API for the view in the URL: filters through the screen query, blanks left out, paging and sort', async () => {
    renderAt('/folios?estado=Jalisco&page=2&search=%20F-%20');
    await screen.findByRole('cell', { name: 'F-6' });
    expect(folios()).toEqual(['F-6', 'F-7', 'F-8']);
    expect(api.pedidas).toEqual([{ search: 'F-', estado: ['Jalisco'], estatus: 2, page: 2, rowsPerPage: 5, sortBy: 'id', descending: false }]);

    await userEvent.click(screen.getByRole('button', { name: 'Todos los estatus' }));
    await waitFor(() => expect(api.pedidas.at(-1)).toEqual({ search: 'F-', estado: ['Jalisco'], page: 1, rowsPerPage: 5, sortBy: 'id', descending: false }));
    expect(url()).toBe('?estado=Jalisco&search=+F-+&estatus=0');
  });

  it('typed text reaches the list after its debounce, on page 1; back returns to the view before the search', async () => {
    renderAt('/folios?page=2');
    await screen.findByRole('cell', { name: 'F-6' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'F-1');
    await waitFor(() => expect(url()).toBe('?search=F-1'));
    // F-10 is on page 2 too: wait for the searched rows themselves.
    await waitFor(() => expect(folios()).toEqual(['F-1', 'F-10', 'F-11', 'F-12']));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(url()).toBe('?page=2');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('');
    await waitFor(() => expect(folios()).toEqual(['F-6', 'F-7', 'F-8', 'F-9', 'F-10']));
  });

  it('the last page emptied (its rows gone) shows the page before, replacing the history entry', async () => {
    renderAt('/folios?page=2&estatus=0');
    await screen.findByRole('cell', { name: 'F-10' });
    expect(folios()).toEqual(['F-6', 'F-7', 'F-8', 'F-9', 'F-10']);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByRole('cell', { name: 'F-12' });
    expect(url()).toBe('?estatus=0&page=3');
    api.datos = FOLIOS_DE_LISTA.slice(0, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(url()).toBe('?estatus=0&page=2'));
    await waitFor(() => expect(folios()).toEqual(['F-6', 'F-7', 'F-8', 'F-9', 'F-10']));
    // The emptied page 3 was replaced by page 2: back goes to the entry before page 3.
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(url()).toBe('?page=2&estatus=0');
  });

  it('selection: rows of the page, then every row of the filter; a new filter starts again', async () => {
    renderAt('/folios');
    await screen.findByRole('cell', { name: 'F-5' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar F-2' }));
    expect(screen.getByRole('status', { name: 'Seleccionados' })).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: /^Seleccionar los/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByText('5 folios de esta página seleccionados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seleccionar los 12 resultados' }));
    expect(screen.getByText('Los 12 resultados están seleccionados.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Seleccionados' })).toHaveTextContent('12');

    await user.click(screen.getByRole('button', { name: 'Solo Colima' }));
    await waitFor(() => expect(folios()).toEqual(['F-9', 'F-10', 'F-11', 'F-12']));
    expect(screen.getByRole('status', { name: 'Seleccionados' })).toHaveTextContent('0');
    expect(screen.queryByText(/resultados están seleccionados/)).not.toBeInTheDocument();
  });
});
