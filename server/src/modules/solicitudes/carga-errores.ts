/**
 * The error workbook of a refused upload (or dry run): the user's rows as their file has them (same
 * headers, blank rows left out) plus an "Errores" column with each row's problems, the cells at
 * fault filled. Written on a second read of the file once the first one found errors, through the
 * export's streaming writer: one row in memory at a time, besides the file the upload already holds.
 */
import type { Writable } from 'node:stream';
import { MENSAJES_SOLICITUDES } from '@verifica/contracts';
import { errorArchivo, filasDelArchivo, type Celda, type Formato } from '../../lib/hojas/lectura';
import { filaVacia, folioExistente, ValidadorFilas, type Mapeo, type Problema } from './carga-validacion';
import { hojaXlsx, type Celda as CeldaXlsx, type HojaXlsx } from '../../lib/xlsx/escritura';

export const TITULO_ERRORES = 'Errores';
/** Rows written between two waits on the writer (memory bounded by a slow disk). */
const FILAS_POR_VACIADO = 1000;

const dos = (n: number) => String(n).padStart(2, '0');

/** A cell read from the file, as the writer takes it: dates as YYYY-MM-DD text (what the upload accepts). */
function celdaDe(v: Celda): CeldaXlsx {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getUTCFullYear()}-${dos(v.getUTCMonth() + 1)}-${dos(v.getUTCDate())}`;
  if (typeof v === 'boolean') return v ? 'VERDADERO' : 'FALSO';
  return v;
}

export interface LibroErrores {
  /** Spreadsheet rows whose folio is already in the agency. */
  existentes: ReadonlySet<number>;
  mapeo?: Mapeo;
  /** Told the rows written so far, between batches; what it throws stops the writing (a job's cancel). */
  avance?: (filas: number) => Promise<void>;
}

/** Writes the error workbook of `buf` into `salida`; resolves when the last byte was handed over. */
export async function escribirLibroErrores(formato: Formato, buf: Buffer, salida: Writable, { existentes, mapeo, avance }: LibroErrores): Promise<void> {
  let validador: ValidadorFilas | null = null;
  let hoja: HojaXlsx | null = null;
  let ancho = 0;
  let escritas = 0;
  for await (const { numero, celdas } of filasDelArchivo(formato, buf)) {
    if (!validador || !hoja) {
      validador = new ValidadorFilas(celdas, mapeo);
      ancho = celdas.length;
      const titulos = celdas.map((h) => String(h ?? '').trim());
      hoja = hojaXlsx(salida, 'Solicitudes', [
        ...titulos.map((t) => ({ titulo: t, ancho: Math.min(40, Math.max(12, t.length + 2)) })),
        { titulo: TITULO_ERRORES, ancho: 80 },
      ]);
      continue;
    }
    if (filaVacia(celdas)) continue;
    const datos = validador.agregar(numero, celdas);
    if (validador.excedido) break;
    const problemas: Problema[] = [...validador.problemas];
    if (datos && existentes.has(numero)) problemas.push(folioExistente(datos.folio_solicitud));
    const resaltadas = new Set<number>();
    for (const p of problemas) {
      const i = p.campo ? validador.columnaDe(p.campo) : undefined;
      if (i !== undefined && i < ancho) resaltadas.add(i);
    }
    const fila: CeldaXlsx[] = [];
    for (let i = 0; i < ancho; i++) fila.push(celdaDe(celdas[i]));
    fila.push(problemas.map((p) => p.texto).join('; ') || null);
    hoja.fila(fila, resaltadas);
    if (++escritas % FILAS_POR_VACIADO === 0) {
      await avance?.(escritas);
      await hoja.vaciar();
    }
  }
  if (!hoja) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  await hoja.cerrar();
}
