import { createContext, use, type ReactNode } from 'react';
import type { FilterSpecs } from '../filterSpecs';
import type { ListController } from '../useListController/useListController';

type ListaCualquiera = ListController<unknown, FilterSpecs>;

const ListaContext = createContext<ListaCualquiera | null>(null);

export interface ListaProviderProps<T, S extends FilterSpecs> {
  /** The screen's list controller (`useListController(...)`). */
  value: ListController<T, S>;
  children: ReactNode;
}

/**
 * Gives a list screen's controller to the kit parts inside it (ra-core's ListContextProvider):
 * `DataTable`, `FiltrosPanel`, `VistasMenu`, `AvisoSeleccion` read their rows, paging, selection,
 * active filters and saved views from it; a prop given to them still wins.
 */
export function ListaProvider<T, S extends FilterSpecs>({ value, children }: ListaProviderProps<T, S>) {
  // The kit parts read the controller without its row and filter types (rows are shown, not typed).
  return <ListaContext value={value as unknown as ListaCualquiera}>{children}</ListaContext>;
}

/** The list controller of the screen around (ra-core's useListContext); an error outside a `ListaProvider`. */
export function useListaContext<T = unknown, S extends FilterSpecs = FilterSpecs>(): ListController<T, S> {
  const lista = use(ListaContext);
  if (!lista) throw new Error('useListaContext: el componente no está dentro de un ListaProvider.');
  return lista as unknown as ListController<T, S>;
}

/** The list controller around, or null: for the kit parts that also work alone with props. */
export function useListaOpcional(): ListaCualquiera | null {
  return use(ListaContext);
}
