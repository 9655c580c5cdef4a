import type { ReactNode } from 'react';
import type { DataTablePagination, RowId } from '../../api/paged';

export type { DataTablePagination, RowId } from '../../api/paged';


/** Row tints of the theme (SPEC §2 call-center colours). */
export type RowTone = 'green' | 'orange' | 'yellow' | 'red';

export interface DataTableColumn<T> {
  /** Column id; also the sortBy value sent to the server. */
  id: string;
  encabezado: string;
  /** Cell content; default: the row's property named `id`. */
  celda?: (row: T) => ReactNode;
  /** Default true. */
  ordenable?: boolean;
  alinear?: 'left' | 'center' | 'right';
  /** CSS width, e.g. '120px'. */
  ancho?: string;
  /**
   * 'end': the column stays at the table's right edge while the other columns scroll sideways
   * under it (row actions), header and cells together, from the tablet width up; narrower, the whole table scrolls inside
   * its card. Several pinned columns need px widths (their offsets add up).
   */
  fija?: 'end';
}


export interface DataTableProps<T> {
  columnas: readonly DataTableColumn<T>[];
  /** None: the rows, paging, loading and selection of the list around (`ListaProvider`). */
  filas?: readonly T[];
  /** Unique key of a row; default `row.id`. */
  claveFila?: (row: T) => RowId;
  paginacion?: DataTablePagination;
  /** Rows matching the filter on the server. */
  total?: number;
  /** False: `total` is a lower bound (a list counted with `conteo: 'acotado'`): "más de N", no last-page button. Default true. */
  totalExacto?: boolean;
  /** Called with the new paging/sorting (the caller reloads). */
  alCambiar?: (pagination: DataTablePagination) => void;
  /** Default 5, 10, 15, 25, all (-1). */
  opcionesPorPagina?: readonly number[];
  /** E.g. 'Solicitudes por página'. Default 'Registros por página'. */
  etiquetaPorPagina?: string;
  cargando?: boolean;
  /** Accessible name of the table. */
  'aria-label'?: string;
  /** Adds a checkbox column with select-all. */
  seleccionable?: boolean;
  seleccionadas?: readonly RowId[];
  alSeleccionar?: (ids: RowId[]) => void;
  /** How a row is named to assistive tech in its checkbox label ('Seleccionar …'). */
  etiquetaFila?: (row: T) => string;
  /** A tone (or any CSS colour) for the row background. */
  colorFila?: (row: T) => RowTone | string | null | undefined;
  alPulsarFila?: (row: T) => void;
  /** Default 'No hay registros disponibles'. */
  textoVacio?: string;
  /** Hides the paging footer (e.g. a short list). */
  sinPaginacion?: boolean;
  /** Changes made elsewhere to the page (useListController): "N cambios — Actualizar" above the rows. */
  cambios?: { pendientes: number; actualizar: () => void };
  /**
   * A "Todos" list streaming in (useListController): the footer says "Cargando… N filas" until the
   * total, or how many rows came before the stream broke, and why.
   */
  progreso?: { filas: number; error: string | null } | null;
}
