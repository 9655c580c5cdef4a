/**
 * Reading an uploaded spreadsheet: what it is by its bytes (a zip is read as .xlsx, OLE2 as .xls,
 * text as .csv, whatever the name), the guards that run before anything is inflated, and one row
 * iterator for the three formats (header first, each row with its spreadsheet row number).
 */
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import type * as SheetJS from '@e965/xlsx';
import Papa from 'papaparse';
import { CARGA_LIMITES, MENSAJES, MENSAJES_SOLICITUDES } from '@verifica/contracts';
import { HttpError, validation } from '../errors';
import { entradasZip, filasXlsx, LimiteExcedido, type Celda, type FilaXlsx as FilaLeida } from '../xlsx/lectura';

export type { Celda } from '../xlsx/lectura';
export type Formato = 'zip' | 'ole2' | 'texto';

/** Uncompressed size an .xlsx may declare (zip-bomb guard), and the most its parts may expand. */
const MAX_XLSX_DESCOMPRIMIDO = 400 * 1024 * 1024;
const MAX_RAZON_COMPRESION = 200;
/** Text decoded and handed to the CSV parser at a time. */
const TROZO_CSV = 64 * 1024;

export const errorArchivo = (lineas: string[]) => validation({ file: lineas }, MENSAJES.errorArchivo);
const demasiadoGrande = () => new HttpError(413, { message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoDescomprimidoGrande] } });

const FIRMA_ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const FIRMA_OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
const BOM_UTF16LE = Buffer.from([0xff, 0xfe]);
const BOM_UTF16BE = Buffer.from([0xfe, 0xff]);

function extension(nombre: string): string | null {
  const i = nombre.lastIndexOf('.');
  return i > 0 ? nombre.slice(i + 1).toLowerCase() : null;
}

function formatoDe(buf: Buffer): Formato | null {
  if (buf.subarray(0, 4).equals(FIRMA_ZIP)) return 'zip';
  if (buf.subarray(0, 8).equals(FIRMA_OLE2)) return 'ole2';
  if (buf.subarray(0, 2).equals(BOM_UTF16LE) || buf.subarray(0, 2).equals(BOM_UTF16BE)) return 'texto';
  // Text has no NUL bytes (UTF-16 without its BOM is not accepted).
  return buf.subarray(0, 8192).includes(0) ? null : 'texto';
}

/**
 * Extension, empty file, format by content and the zip-bomb guard on the sizes a zip declares in
 * its central directory: before anything is inflated.
 */
export function comprobarArchivo(nombre: string, buf: Buffer): Formato {
  const ext = extension(nombre);
  if (ext !== 'xlsx' && ext !== 'xls' && ext !== 'csv') throw errorArchivo([MENSAJES_SOLICITUDES.archivoExtension]);
  if (buf.length === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  const formato = formatoDe(buf);
  if (!formato) throw errorArchivo([MENSAJES_SOLICITUDES.archivoFormato]);
  if (formato === 'zip') {
    const entradas = entradasZip(buf);
    if (!entradas) throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
    let descomprimido = 0;
    let comprimido = 0;
    for (const e of entradas.values()) {
      descomprimido += e.descomprimido;
      comprimido += e.comprimido;
    }
    if (descomprimido > MAX_XLSX_DESCOMPRIMIDO || descomprimido > Math.max(comprimido, 1) * MAX_RAZON_COMPRESION) throw demasiadoGrande();
  }
  if (formato === 'ole2' && buf.length > CARGA_LIMITES.bytesXls) {
    throw new HttpError(413, { message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoXlsDemasiadoGrande] } });
  }
  return formato;
}

/** The CSV's text, decoded chunk by chunk: UTF-8 (with or without BOM), UTF-16 by its BOM, else Windows-1252. */
function* textoCsv(buf: Buffer): Generator<string> {
  let inicio = 0;
  let codificacion = 'windows-1252';
  if (buf.subarray(0, 3).equals(BOM_UTF8)) [inicio, codificacion] = [3, 'utf-8'];
  else if (buf.subarray(0, 2).equals(BOM_UTF16LE)) [inicio, codificacion] = [2, 'utf-16le'];
  else if (buf.subarray(0, 2).equals(BOM_UTF16BE)) [inicio, codificacion] = [2, 'utf-16be'];
  else if (isUtf8(buf)) codificacion = 'utf-8';
  const decodificador = new TextDecoder(codificacion);
  for (let i = inicio; i < buf.length; i += TROZO_CSV) yield decodificador.decode(buf.subarray(i, i + TROZO_CSV), { stream: true });
  yield decodificador.decode();
}

/** A CSV's rows, parsed as the text streams in (the file is never decoded whole). */
async function* filasCsv(buf: Buffer): AsyncGenerator<Celda[]> {
  const filas = Readable.from(textoCsv(buf)).pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }));
  try {
    for await (const fila of filas) yield fila as Celda[];
  } finally {
    filas.destroy();
  }
}

/**
 * An .xls's (OLE2, BIFF) first sheet: SheetJS reads it whole (capped at bytesXls), rows kept up to
 * the limit + 2. SheetJS is loaded for the first .xls only, not with the server.
 */
function* filasXls(XLSX: typeof SheetJS, buf: Buffer): Generator<Celda[]> {
  let libro: SheetJS.WorkBook;
  try {
    libro = XLSX.read(buf, { type: 'buffer', dense: true, cellDates: false, cellFormula: false, cellHTML: false, cellStyles: false, cellText: false, cellNF: false, sheetRows: CARGA_LIMITES.filas + 2, WTF: false });
  } catch {
    throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
  }
  const hoja = libro.SheetNames[0] ? libro.Sheets[libro.SheetNames[0]] : undefined;
  if (!hoja?.['!ref']) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  // Row by row from the dense sheet, each row released once read (no second copy of the sheet as arrays).
  const rango = XLSX.utils.decode_range(hoja['!ref']);
  const datos = hoja['!data'] ?? [];
  for (let r = rango.s.r; r <= rango.e.r; r++) {
    const fila = datos[r] ?? [];
    const celdas: Celda[] = [];
    for (let c = rango.s.c; c <= rango.e.c; c++) celdas.push(fila[c]?.v ?? '');
    datos[r] = [];
    yield celdas;
  }
}

async function* numeradas(filas: AsyncIterable<Celda[]> | Iterable<Celda[]>): AsyncGenerator<FilaLeida> {
  let numero = 0;
  for await (const celdas of filas) yield { numero: ++numero, celdas };
}

/**
 * Every row of the file, header first: an .xlsx streamed from its zip (only the rows present in
 * the file, numbered as the sheet numbers them), a CSV streamed, an .xls from SheetJS. A reader's
 * own failure is a bad file (422) or a passed size limit (413).
 */
export async function* filasDelArchivo(formato: Formato, buf: Buffer): AsyncGenerator<FilaLeida> {
  const filas = formato === 'zip' ? filasXlsx(buf) : numeradas(formato === 'texto' ? filasCsv(buf) : filasXls(await import('@e965/xlsx'), buf));
  const iterador = filas[Symbol.asyncIterator]();
  try {
    for (;;) {
      let paso: IteratorResult<FilaLeida>;
      try {
        paso = await iterador.next();
      } catch (e) {
        if (e instanceof HttpError) throw e;
        if (e instanceof LimiteExcedido) throw demasiadoGrande();
        throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
      }
      if (paso.done) return;
      yield paso.value;
    }
  } finally {
    await iterador.return?.(undefined);
  }
}
