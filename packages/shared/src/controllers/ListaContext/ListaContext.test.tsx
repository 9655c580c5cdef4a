import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiltrosPanel } from '../../asignacion/FiltrosPanel';
import { renderTrasInicio } from '../../testing/render';
import { AvisoSeleccion } from '../../ui/AvisoSeleccion';
import { DataTable } from '../../ui/DataTable/DataTable';
import { filter } from '../filterSpecs';
import { useListController } from '../useListController/useListController';
import { ListaProvider, useListaContext } from './ListaContext';
import { apiDeFolios, type FolioDeLista } from '../../testing/foliosDeLista';

const api = apiDeFolios();

const SPECS = { estado: filter.strings(), agencia: filter.number() };

/** A screen that hands its controller to the kit parts instead of spreading their props. */
function Folios({ permanentes }: { permanentes?: Record<string, unknown> }) {
  const lista = useListController({ leer: api.listar, campos: SPECS, paginacion: { rowsPerPage: 5, sortBy: 'id', descending: false }, filtrosPermanentes: permanentes });
  return (
    <ListaProvider value={lista}>
      <FiltrosPanel abiertoAlInicio>
        <button onClick={() => lista.cambiarFiltro('agencia', 3)}>Agencia 3</button>
      </FiltrosPanel>
      <AvisoSeleccion plural="folios" />
      <DataTable aria-label="Folios" columnas={[{ id: 'folio', encabezado: 'Folio' }]} seleccionable etiquetaFila={(f: FolioDeLista) => f.folio} />
      <DataTable aria-label="Propia" columnas={[{ id: 'folio', encabezado: 'Folio' }]} filas={[{ id: 99, folio: 'Otra' }]} total={1} paginacion={{ page: 1, rowsPerPage: 5, sortBy: null, descending: false }} alCambiar={() => undefined} />
    </ListaProvider>
  );
}

const folios = () => within(screen.getByRole('table', { name: 'Folios' })).queryAllByRole('cell').map((c) => c.textContent).filter((t) => t?.startsWith('F-'));

beforeEach(() => {
  api.reiniciar();
});

describe('ListaProvider', () => {
  it('the table, the filter panel and the selection notice read the list around them', async () => {
    renderTrasInicio(<Folios />, '/folios?estado=Jalisco');
    await waitFor(() => expect(folios()).toEqual(['F-1', 'F-2', 'F-3', 'F-4', 'F-5']));
    expect(screen.getByRole('button', { name: /Filtros \(1 activo\)/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByText('5 folios de esta página seleccionados.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Página siguiente' })[0]!);
    await waitFor(() => expect(folios()).toEqual(['F-6', 'F-7', 'F-8']));
    expect(screen.queryByText(/seleccionados/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agencia 3' }));
    expect(await screen.findByRole('button', { name: /Filtros \(2 activos\)/ })).toBeInTheDocument();
  });

  it('a table given its own rows is not the list', async () => {
    renderTrasInicio(<Folios />, '/folios');
    await waitFor(() => expect(folios()).toHaveLength(5));
    const propia = screen.getByRole('table', { name: 'Propia' });
    expect(within(propia).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Otra']);
    expect(within(propia).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('permanent filters go with every request and win over the URL, which keeps its own value', async () => {
    renderTrasInicio(<Folios permanentes={{ estado: ['Colima'], rol: 'gestor' }} />, '/folios?estado=Jalisco');
    await waitFor(() => expect(folios()).toEqual(['F-9', 'F-10', 'F-11', 'F-12']));
    expect(api.pedidas).toEqual([{ estado: ['Colima'], rol: 'gestor', page: 1, rowsPerPage: 5, sortBy: 'id', descending: false }]);
  });

  it('useListaContext outside a ListaProvider says so', () => {
    function Suelto() {
      useListaContext();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Suelto />)).toThrow('useListaContext: el componente no está dentro de un ListaProvider.');
  });
});
