import { useListaOpcional } from '../../controllers/ListaContext/ListaContext';
import type { DataTableProps } from './types';

type Resueltas<T> = DataTableProps<T> & Required<Pick<DataTableProps<T>, 'filas' | 'paginacion' | 'total' | 'alCambiar'>>;

/**
 * A table given its `filas` is its own (a dialog's table inside a list screen); one without them
 * shows the list around it (`ListaProvider`): its rows, paging, loading, live changes, progress
 * and, when `seleccionable`, its selection. A prop given still wins.
 */
export function useDeLaLista<T>(props: DataTableProps<T>): Resueltas<T> {
  const contexto = useListaOpcional();
  const lista = props.filas === undefined ? contexto : null;
  const rows = props.filas ?? (lista?.filas as readonly T[] | undefined);
  const pagination = props.paginacion ?? lista?.paginacion;
  const totalItems = props.total ?? lista?.total;
  const onChange = props.alCambiar ?? lista?.cambiarPaginacion;
  if (rows === undefined || pagination === undefined || totalItems === undefined || onChange === undefined) {
    throw new Error('DataTable: sin filas ni paginación, y fuera de un ListaProvider.');
  }
  const seleccion = lista && props.seleccionable && props.seleccionadas === undefined ? lista.seleccion : null;
  return {
    ...props,
    filas: rows,
    paginacion: pagination,
    total: totalItems,
    alCambiar: onChange,
    totalExacto: props.totalExacto ?? lista?.totalExacto,
    cargando: props.cargando ?? lista?.cargando,
    cambios: props.cambios ?? lista?.cambios,
    progreso: props.progreso !== undefined ? props.progreso : lista?.progreso,
    seleccionadas: seleccion ? seleccion.ids : props.seleccionadas,
    alSeleccionar: seleccion ? seleccion.seleccionar : props.alSeleccionar,
  };
}
