import type { DataTableColumn } from './types';

type Propiedad<T> = keyof T & string;

/** Plain columns, one per property, in the order given: `columnasTexto<Fila>({ edo: 'Estado', cp: 'C.P.' })`. */
export function columnasTexto<T>(encabezados: Partial<Record<Propiedad<T>, string>>): DataTableColumn<T>[] {
  return Object.entries(encabezados).map(([id, header]) => ({ id, encabezado: String(header) }));
}

/** A date or date-time property shown as its day, YYYY-MM-DD (SPEC §9); empty when there is none. */
export function columnaDia<T>(id: Propiedad<T>, header: string): DataTableColumn<T> {
  return {
    id,
    encabezado: header,
    celda: (row) => {
      const valor = row[id];
      return typeof valor === 'string' ? valor.slice(0, 10) : '';
    },
  };
}

/** The row's buttons, 'Opciones': not sortable, pinned to the right edge. */
export function columnaOpciones<T>(cell: DataTableColumn<T>['celda'], estilo: Pick<DataTableColumn<T>, 'alinear' | 'ancho'> = {}): DataTableColumn<T> {
  return { id: 'opciones', encabezado: 'Opciones', ordenable: false, fija: 'end', celda: cell, ...estilo };
}
