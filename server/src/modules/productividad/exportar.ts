/**
 * Exportar a Excel of Productividad (background job exportar_productividad): the
 * report's rows with the screen's labels, the operators' totals of the range first (Día «Total»),
 * then one row per operator and day.
 */
import { PassThrough, type Readable } from 'node:stream';
import { ETIQUETAS_PRODUCTIVIDAD as E, type Productividad, type ProductividadFila } from '@verifica/contracts';
import { fecha } from '../../lib/dates';
import type { Celda, ColumnaXlsx, CrearHoja } from '../../lib/xlsx/escritura';

export const nombreArchivoProductividad = (now: Date) => `productividad-${fecha(now)}.xlsx`;

export const TOTAL_PERIODO = 'Total';

const COLUMNAS: readonly (ColumnaXlsx & { valor: (f: ProductividadFila) => Celda })[] = [
  { titulo: E.dia, ancho: 12, valor: (f) => f.dia ?? TOTAL_PERIODO },
  { titulo: E.operador, ancho: 32, repetida: true, valor: (f) => f.operador },
  { titulo: E.intentos, ancho: 10, valor: (f) => f.intentos },
  { titulo: E.contactados, ancho: 12, valor: (f) => f.contactados },
  { titulo: E.finalizadas, ancho: 12, valor: (f) => f.finalizadas },
  { titulo: E.cumplidas, ancho: 20, valor: (f) => f.rellamadas_cumplidas },
  { titulo: E.incumplidas, ancho: 22, valor: (f) => f.rellamadas_incumplidas },
  { titulo: E.mediana, ancho: 34, valor: (f) => f.mediana_minutos },
];

/** The workbook of a Productividad answer (already bounded: operators × days). */
export function libroProductividad(datos: Productividad, crearHoja: CrearHoja): Readable {
  const salida = new PassThrough({ highWaterMark: 1024 * 1024 });
  void (async () => {
    const hoja = crearHoja(salida, E.titulo, COLUMNAS);
    for (const f of [...datos.por_operador, ...datos.por_dia]) hoja.fila(COLUMNAS.map((c) => c.valor(f)));
    await hoja.vaciar();
    await hoja.cerrar();
  })().catch((e: unknown) => salida.destroy(e instanceof Error ? e : new Error(String(e))));
  return salida;
}
