import { useListaOpcional } from '../../controllers/ListaContext/ListaContext';
import type { DataTableProps } from './types';

type Resueltas<T> = DataTableProps<T> & Required<Pick<DataTableProps<T>, 'rows' | 'pagination' | 'totalItems' | 'onChange'>>;

/**
 * A table given its `rows` is its own (a dialog's table inside a list screen); one without them
 * shows the list around it (`ListaProvider`): its rows, paging, loading, live changes, progress
 * and, when `selectable`, its selection. A prop given still wins.
 */
export function useDeLaLista<T>(props: DataTableProps<T>): Resueltas<T> {
  const contexto = useListaOpcional();
  const lista = props.rows === undefined ? contexto : null;
  const rows = props.rows ?? (lista?.rows as readonly T[] | undefined);
  const pagination = props.pagination ?? lista?.pagination;
  const totalItems = props.totalItems ?? lista?.totalItems;
  const onChange = props.onChange ?? lista?.setPagination;
  if (rows === undefined || pagination === undefined || totalItems === undefined || onChange === undefined) {
    throw new Error('DataTable: sin filas ni paginación, y fuera de un ListaProvider.');
  }
  const seleccion = lista && props.selectable && props.selected === undefined ? lista.seleccion : null;
  return {
    ...props,
    rows,
    pagination,
    totalItems,
    onChange,
    totalExacto: props.totalExacto ?? lista?.totalExacto,
    loading: props.loading ?? lista?.loading,
    cambios: props.cambios ?? lista?.cambios,
    progreso: props.progreso !== undefined ? props.progreso : lista?.progreso,
    selected: seleccion ? seleccion.ids : props.selected,
    onSelectedChange: seleccion ? seleccion.select : props.onSelectedChange,
  };
}
