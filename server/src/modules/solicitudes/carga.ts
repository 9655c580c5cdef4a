/**
 * Spreadsheet upload (POST /api/solicitudes/load_file) and its template. All-or-nothing: every
 * row is validated first (fields, folios repeated in the file, folios already in the agency);
 * any bad row -> 422 errors.file with one "Fila N: ..." line per problem and nothing stored;
 * otherwise all rows go in one transaction (insertColumnas batches). An .xlsx is read as a stream
 * and its rows are validated as they come.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { and, eq, sql } from 'drizzle-orm';
import {
  CARGA_ALIAS,
  CARGA_LIMITES,
  MENSAJES,
  MENSAJES_SOLICITUDES,
  solicitudCamposSchema,
  type CargaRespuesta,
  type SolicitudCampos,
} from '@verifica/contracts';
import type { Db } from '../../db/client';
import { insertColumnas } from '../../db/bulk';
import { solicitudes } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, validation } from '../../lib/errors';
import { sqlStateOf } from '../../plugins/errors';
import type { Actor } from '../asignaciones/service';

type Campo = keyof SolicitudCampos;
const CAMPOS = Object.keys(CARGA_ALIAS) as Campo[];
/** Most "Fila N" lines answered (the rest are counted in one last line). */
export const MAX_LINEAS_ERROR = 1000;
/** Uncompressed size an .xlsx may declare (zip-bomb guard), and the most its parts may expand. */
const MAX_XLSX_DESCOMPRIMIDO = 400 * 1024 * 1024;
const MAX_RAZON_COMPRESION = 200;
const LOTE_INSERCION = 5000;

const errorArchivo = (lineas: string[]) => validation({ file: lineas }, MENSAJES.errorArchivo);

/** Header key: lower case, no accents, no spaces/dots/dashes/underscores. */
export const claveEncabezado = (h: string) =>
  h
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s._\-/]+/g, '');

const ENCABEZADOS = new Map<string, Campo>();
for (const campo of CAMPOS) {
  ENCABEZADOS.set(claveEncabezado(campo), campo);
  for (const alias of CARGA_ALIAS[campo]) if (!ENCABEZADOS.has(claveEncabezado(alias))) ENCABEZADOS.set(claveEncabezado(alias), campo);
}

/** Header of each column in the template (the first alias). */
export const encabezadoPlantilla = (c: Campo) => CARGA_ALIAS[c][0] ?? c;

type Celda = string | number | boolean | Date | null | undefined;

// ---------------------------------------------------------------- reading
function extension(nombre: string): string | null {
  const i = nombre.lastIndexOf('.');
  return i > 0 ? nombre.slice(i + 1).toLowerCase() : null;
}

/** Sum of the uncompressed sizes an .xlsx (zip) declares in its central directory. */
function tamanoDeclaradoZip(buf: Buffer): { descomprimido: number; comprimido: number } | null {
  // End of central directory record: signature 0x06054b50 within the last 64 KB + 22 bytes.
  const desde = Math.max(0, buf.length - 65_557);
  for (let i = buf.length - 22; i >= desde; i--) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    const entradas = buf.readUInt16LE(i + 10);
    let p = buf.readUInt32LE(i + 16);
    let descomprimido = 0;
    let comprimido = 0;
    for (let n = 0; n < entradas; n++) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
      comprimido += buf.readUInt32LE(p + 20);
      descomprimido += buf.readUInt32LE(p + 24);
      p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    }
    return { descomprimido, comprimido };
  }
  return null;
}

function decodificarCsv(buf: Buffer): string {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

/** Extension check, empty file, and the zip-bomb guard of an .xlsx: before anything is inflated. */
function comprobarArchivo(nombre: string, buf: Buffer): 'xlsx' | 'xls' | 'csv' {
  const ext = extension(nombre);
  if (ext !== 'xlsx' && ext !== 'xls' && ext !== 'csv') throw errorArchivo([MENSAJES_SOLICITUDES.archivoExtension]);
  if (buf.length === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  if (ext === 'xlsx') {
    const zip = tamanoDeclaradoZip(buf);
    if (!zip) throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
    if (zip.descomprimido > MAX_XLSX_DESCOMPRIMIDO || zip.descomprimido > Math.max(zip.comprimido, 1) * MAX_RAZON_COMPRESION) {
      throw new HttpError(413, { message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoDemasiadoGrande] } });
    }
  }
  return ext;
}

/** The rows of a .csv or .xls (first sheet), header first. 422 for unreadable files. */
export function leerFilas(nombre: string, buf: Buffer): Celda[][] {
  const ext = comprobarArchivo(nombre, buf);
  if (ext === 'csv') {
    const parsed = Papa.parse<string[]>(decodificarCsv(buf), { skipEmptyLines: 'greedy', preview: CARGA_LIMITES.filas + 2 });
    return parsed.data;
  }
  let libro: XLSX.WorkBook;
  try {
    libro = XLSX.read(buf, { type: 'buffer', dense: true, cellDates: false, cellFormula: false, cellHTML: false, cellStyles: false, sheetRows: CARGA_LIMITES.filas + 2, WTF: false });
  } catch {
    throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
  }
  const hoja = libro.SheetNames[0] ? libro.Sheets[libro.SheetNames[0]] : undefined;
  if (!hoja) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  return XLSX.utils.sheet_to_json<Celda[]>(hoja, { header: 1, raw: true, defval: '', blankrows: true });
}

/** An exceljs cell value as the plain value SheetJS' raw mode gives (text of rich text, hyperlinks and formula results). */
function celdaDe(v: ExcelJS.CellValue): Celda {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('formula' in v || 'sharedFormula' in v) return 'result' in v && v.result !== undefined && typeof v.result !== 'object' ? v.result : v.result instanceof Date ? v.result : '';
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('error' in v) return String(v.error);
  return '';
}

/**
 * The rows of an .xlsx's first sheet, streamed (exceljs WorkbookReader: the workbook is never
 * held whole): `porFila(numero, celdas)` per row present in the file, numero = the spreadsheet row;
 * it answers false to stop reading. Styles are not read, so dates arrive as serial numbers.
 */
async function recorrerXlsx(buf: Buffer, porFila: (numero: number, celdas: Celda[]) => boolean): Promise<void> {
  const lector = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
  try {
    for await (const hoja of lector) {
      for await (const fila of hoja as AsyncIterable<ExcelJS.Row>) {
        const valores = fila.values;
        const celdas: Celda[] = [];
        if (Array.isArray(valores)) for (let i = 1; i < valores.length; i++) celdas.push(celdaDe(valores[i] as ExcelJS.CellValue));
        if (!porFila(fila.number, celdas)) return;
      }
      return;
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
  }
}

// ---------------------------------------------------------------- values
const dos = (n: number) => String(n).padStart(2, '0');

/** Excel serial day (1900 system) -> YYYY-MM-DD. */
function desdeSerial(n: number): string | null {
  if (!Number.isFinite(n) || n < 1 || n > 2_958_465) return null;
  const d = new Date(Date.UTC(1899, 11, 30) + Math.floor(n) * 86_400_000);
  return `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())}`;
}

/** fecha_captura as given: YYYY-MM-DD, DD/MM/YYYY, an Excel date (serial) or empty. Anything else is left for the schema to refuse. */
function fechaDe(v: Celda): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return `${v.getUTCFullYear()}-${dos(v.getUTCMonth() + 1)}-${dos(v.getUTCDate())}`;
  if (typeof v === 'number') return desdeSerial(v) ?? String(v);
  const t = String(v).trim();
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(t);
  if (dmy) return `${dmy[3]}-${dos(Number(dmy[2]))}-${dos(Number(dmy[1]))}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(t);
  if (iso) return `${iso[1]}-${dos(Number(iso[2]))}-${dos(Number(iso[3]))}`;
  return t;
}

function textoDe(campo: Campo, v: Celda): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') {
    const s = Number.isInteger(v) ? v.toFixed(0) : String(v);
    return campo === 'cp' && /^\d{1,4}$/.test(s) ? s.padStart(5, '0') : s;
  }
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

/** The good rows, column-wise (100k row objects of 25 fields cost far more memory). */
export interface FilasValidas {
  /** Spreadsheet row of each. */
  filas: number[];
  columnas: Record<Campo, SolicitudCampos[Campo][]>;
}

/**
 * Row-by-row validation (rows may stream in): fields, folios repeated in the file, row limit.
 * `terminar()` answers the good rows or throws 422 with every bad line.
 */
class ValidadorFilas {
  private readonly columnas = new Map<Campo, number>();
  private readonly lineas: string[] = [];
  private masErrores = 0;
  private readonly validas: FilasValidas = { filas: [], columnas: Object.fromEntries(CAMPOS.map((c) => [c, []])) as unknown as FilasValidas['columnas'] };
  private readonly folios = new Map<string, number>();
  private datosVistos = 0;

  constructor(encabezado: Celda[]) {
    encabezado.forEach((h, i) => {
      const campo = ENCABEZADOS.get(claveEncabezado(String(h ?? '')));
      if (campo && !this.columnas.has(campo)) this.columnas.set(campo, i);
    });
    if (!this.columnas.has('folio_solicitud')) throw errorArchivo([MENSAJES_SOLICITUDES.archivoSinFolio]);
  }

  private error(l: string) {
    if (this.lineas.length < MAX_LINEAS_ERROR) this.lineas.push(l);
    else this.masErrores++;
  }

  /** Validates spreadsheet row `fila`; false once the row limit is passed (stop reading). */
  agregar(fila: number, celdas: Celda[]): boolean {
    if (celdas.every((c) => c === null || c === undefined || String(c).trim() === '')) return true;
    this.datosVistos++;
    if (this.datosVistos > CARGA_LIMITES.filas) return false;
    const crudo: Record<string, unknown> = {};
    for (const campo of CAMPOS) {
      const i = this.columnas.get(campo);
      const v = i === undefined ? undefined : celdas[i];
      crudo[campo] = campo === 'fecha_captura' ? fechaDe(v) : textoDe(campo, v);
    }
    const r = solicitudCamposSchema.safeParse(crudo);
    if (!r.success) {
      const partes = r.error.issues.map((iss) => `${String(iss.path[0] ?? '')}: ${iss.message}`);
      this.error(`Fila ${fila}: ${partes.join('; ')}`);
      return true;
    }
    const previa = this.folios.get(r.data.folio_solicitud);
    if (previa !== undefined) {
      this.error(`Fila ${fila}: el folio ${r.data.folio_solicitud} está repetido (fila ${previa})`);
      return true;
    }
    this.folios.set(r.data.folio_solicitud, fila);
    this.validas.filas.push(fila);
    for (const campo of CAMPOS) this.validas.columnas[campo].push(r.data[campo]);
    return true;
  }

  terminar(): FilasValidas {
    if (this.datosVistos > CARGA_LIMITES.filas) throw errorArchivo([MENSAJES_SOLICITUDES.archivoDemasiadasFilas]);
    if (this.datosVistos === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
    if (this.lineas.length > 0) {
      if (this.masErrores > 0) this.lineas.push(`... y ${this.masErrores} errores más`);
      throw errorArchivo(this.lineas);
    }
    return this.validas;
  }
}

/** Validates every row (header first); answers the good ones or throws 422 with every bad line. */
export function validarFilas(filas: Celda[][]): FilasValidas {
  const [encabezado, ...resto] = filas;
  if (!encabezado || resto.length === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  const v = new ValidadorFilas(encabezado);
  for (let k = 0; k < resto.length; k++) if (!v.agregar(k + 2, resto[k] as Celda[])) break;
  return v.terminar();
}

/** Reads (an .xlsx streamed) and validates the file's rows. */
export async function leerYValidar(nombre: string, buf: Buffer): Promise<FilasValidas> {
  if (comprobarArchivo(nombre, buf) !== 'xlsx') return validarFilas(leerFilas(nombre, buf));
  let encabezado: Celda[] | null = null;
  let validador: ValidadorFilas | null = null;
  await recorrerXlsx(buf, (numero, celdas) => {
    if (!encabezado) {
      encabezado = celdas;
      return true;
    }
    validador ??= new ValidadorFilas(encabezado);
    return validador.agregar(numero, celdas);
  });
  const v = validador as ValidadorFilas | null;
  if (!v) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  return v.terminar();
}

/** Positions in `folios` of those already present in the agency (one query per 10,000). */
async function existentes(db: Db, agenciaId: number, folios: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < folios.length; i += 10_000) {
    const tramo = folios.slice(i, i + 10_000);
    const rows = await db
      .select({ f: solicitudes.folio_solicitud })
      .from(solicitudes)
      .where(and(eq(solicitudes.agencia_id, agenciaId), sql`${solicitudes.folio_solicitud} = any(${sql.param(tramo)}::text[])`));
    if (rows.length === 0) continue;
    const ya = new Set(rows.map((r) => r.f));
    tramo.forEach((f, k) => {
      if (ya.has(f)) out.push(i + k);
    });
  }
  return out;
}

/** Reads, validates and stores the file's rows in the agency, all or nothing. */
export async function cargarArchivo(db: Db, agenciaId: number, nombre: string, buf: Buffer, actor: Actor): Promise<CargaRespuesta> {
  const { filas, columnas } = await leerYValidar(nombre, buf);
  const folios = columnas.folio_solicitud as string[];
  const yaEstan = await existentes(db, agenciaId, folios);
  if (yaEstan.length > 0) {
    const lineas = yaEstan.slice(0, MAX_LINEAS_ERROR).map((k) => `Fila ${filas[k] ?? ''}: el folio ${folios[k] ?? ''} ya existe en la agencia`);
    if (yaEstan.length > MAX_LINEAS_ERROR) lineas.push(`... y ${yaEstan.length - MAX_LINEAS_ERROR} errores más`);
    throw errorArchivo(lineas);
  }
  const ahora = new Date();
  const total = filas.length;
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < total; i += LOTE_INSERCION) {
        const n = Math.min(LOTE_INSERCION, total - i);
        const lote: Record<string, unknown[]> = { agencia_id: new Array<number>(n).fill(agenciaId), created_at: new Array<Date>(n).fill(ahora), updated_at: new Array<Date>(n).fill(ahora) };
        for (const campo of CAMPOS) lote[campo] = columnas[campo].slice(i, i + n);
        await insertColumnas(tx, solicitudes, lote);
      }
      await audit(tx, { usuario_id: actor.id, accion: 'importar', entidad: 'solicitudes', datos: { archivo: nombre, filas: total, agencia_id: agenciaId }, ip: actor.ip });
    });
  } catch (e) {
    // Another upload stored one of these folios meanwhile: the unique index refused the batch.
    if (sqlStateOf(e) === '23505') throw errorArchivo([MENSAJES_SOLICITUDES.folioExistente]);
    throw e;
  }
  return { message: MENSAJES.archivoCargado, insertados: total };
}

/** GET /api/solicitudes/plantilla: every accepted column, with one example row. */
export async function plantilla(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Solicitudes');
  hoja.columns = CAMPOS.map((c) => ({ header: encabezadoPlantilla(c), key: c, width: Math.max(12, encabezadoPlantilla(c).length + 2) }));
  hoja.getRow(1).font = { bold: true };
  hoja.addRow({
    folio_solicitud: '10000001',
    nombre: 'María',
    appat_rzsoc: 'López',
    apmat_nomco: 'Hernández',
    calle: 'Av. Reforma',
    num_ext: '100',
    colonia: 'Juárez',
    edo: 'Ciudad de México',
    ciudad: 'Cuauhtémoc',
    cp: '06600',
    telefono: '5512345678',
    fecha_captura: '2026-01-15',
    fuerza_venta: 'Directa',
  });
  for (const c of ['cp', 'telefono', 'folio_solicitud', 'fecha_captura'] as const) hoja.getColumn(c).numFmt = '@';
  return Buffer.from(await libro.xlsx.writeBuffer());
}
