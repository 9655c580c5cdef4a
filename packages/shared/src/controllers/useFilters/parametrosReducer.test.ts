import { filter } from '../filterSpecs';
import { parametrosReducer, type ReglasParametros } from './parametrosReducer';

const reglas: ReglasParametros = {
  specs: { search: filter.text(), agencia_id: filter.numbers(), asignadas: filter.number(2, [0, 1, 2]) },
  defaults: { page: 1, rowsPerPage: 25, sortBy: 'id', descending: true },
};
const reducir = (query: string, cambio: Parameters<typeof parametrosReducer>[1]) => parametrosReducer(query, cambio, reglas);

describe('parametrosReducer', () => {
  it('a filter change writes the value and goes back to page 1, keeping the sort and page size', () => {
    expect(reducir('page=3&rowsPerPage=10&sortBy=folio', { tipo: 'filtros', valores: { search: 'ana' } })).toBe('search=ana&rowsPerPage=10&sortBy=folio');
  });

  it('a value equal to its default is left out; a list repeats its key', () => {
    expect(reducir('asignadas=1', { tipo: 'filtros', valores: { asignadas: 2, agencia_id: [4, 7] } })).toBe('agencia_id=4&agencia_id=7');
  });

  it('an empty value that is not the default is kept as an empty key, so a link keeps it', () => {
    expect(reducir('', { tipo: 'filtros', valores: { asignadas: null } })).toBe('asignadas=');
  });

  it('keys the screen does not own are kept, and keys it does not know are not written', () => {
    expect(reducir('otra=x', { tipo: 'filtros', valores: { search: 'b', nadie: 'z' } })).toBe('otra=x&search=b');
  });

  it('a page, sort or page size change writes the paging as given, the filters untouched', () => {
    expect(reducir('search=ana', { tipo: 'paginacion', paginacion: { page: 2, rowsPerPage: 25, sortBy: 'folio', descending: false } })).toBe(
      'search=ana&page=2&sortBy=folio&descending=false',
    );
    expect(reducir('search=ana&page=2', { tipo: 'paginacion', paginacion: { page: 1, rowsPerPage: -1, sortBy: 'id', descending: true } })).toBe('search=ana&rowsPerPage=-1');
  });

  it('dropping keys keeps the rest of the view, page included', () => {
    expect(reducir('asignadas=9&page=4&search=ana', { tipo: 'descartar', claves: ['asignadas'] })).toBe('page=4&search=ana');
  });

  it('a change that changes nothing gives the same query', () => {
    expect(reducir('search=ana', { tipo: 'filtros', valores: { search: 'ana' } })).toBe('search=ana');
  });
});
