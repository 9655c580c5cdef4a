/**
 * Spreadsheet upload (POST /api/solicitudes/load_file) and its template. All-or-nothing in one
 * transaction: rows are validated as they are read (an .xlsx is streamed) and stored in batches
 * (fields, folios repeated in the file, folios already in the agency); any bad row -> 422
 * errors.file with one "Fila N: ..." line per problem (named by the column header the file uses)
 * and the transaction rolled back.
 */
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
import { entradasZip, filasXlsx, LimiteExcedido, type Celda } from './carga-xlsx';

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

// ---------------------------------------------------------------- reading
function extension(nombre: string): string | null {
  const i = nombre.lastIndexOf('.');
  return i > 0 ? nombre.slice(i + 1).toLowerCase() : null;
}

/** What a file is by its first bytes, whatever its name says. */
type Formato = 'zip' | 'ole2' | 'texto';
const FIRMA_ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const FIRMA_OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const BOM_UTF16LE = Buffer.from([0xff, 0xfe]);
const BOM_UTF16BE = Buffer.from([0xfe, 0xff]);

function formatoDe(buf: Buffer): Formato | null {
  if (buf.subarray(0, 4).equals(FIRMA_ZIP)) return 'zip';
  if (buf.subarray(0, 8).equals(FIRMA_OLE2)) return 'ole2';
  if (buf.subarray(0, 2).equals(BOM_UTF16LE) || buf.subarray(0, 2).equals(BOM_UTF16BE)) return 'texto';
  // Text has no NUL bytes (UTF-16 without its BOM is not accepted).
  return buf.subarray(0, 8192).includes(0) ? null : 'texto';
}

/** Sum of the sizes a zip declares in its central directory. */
function tamanoDeclaradoZip(buf: Buffer): { descomprimido: number; comprimido: number } | null {
  const entradas = entradasZip(buf);
  if (!entradas) return null;
  let descomprimido = 0;
  let comprimido = 0;
  for (const e of entradas.values()) {
    descomprimido += e.descomprimido;
    comprimido += e.comprimido;
  }
  return { descomprimido, comprimido };
}

/** UTF-8 (with or without BOM), UTF-16 with its BOM, else Windows-1252. */
function decodificarCsv(buf: Buffer): string {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf.subarray(0, 2).equals(BOM_UTF16LE)) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  if (buf.subarray(0, 2).equals(BOM_UTF16BE)) return new TextDecoder('utf-16be').decode(buf.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

const demasiadoGrande = () => new HttpError(413, { message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoDescomprimidoGrande] } });

/**
 * Extension, empty file, format by content (a zip is read as .xlsx, OLE2 as .xls, text as .csv,
 * whatever the name) and the zip-bomb guard on the sizes a zip declares: before anything is inflated.
 */
function comprobarArchivo(nombre: string, buf: Buffer): Formato {
  const ext = extension(nombre);
  if (ext !== 'xlsx' && ext !== 'xls' && ext !== 'csv') throw errorArchivo([MENSAJES_SOLICITUDES.archivoExtension]);
  if (buf.length === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  const formato = formatoDe(buf);
  if (!formato) throw errorArchivo([MENSAJES_SOLICITUDES.archivoFormato]);
  if (formato === 'zip') {
    const zip = tamanoDeclaradoZip(buf);
    if (!zip) throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
    if (zip.descomprimido > MAX_XLSX_DESCOMPRIMIDO || zip.descomprimido > Math.max(zip.comprimido, 1) * MAX_RAZON_COMPRESION) throw demasiadoGrande();
  }
  if (formato === 'ole2' && buf.length > CARGA_LIMITES.bytesXls) {
    throw new HttpError(413, { message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoXlsDemasiadoGrande] } });
  }
  return formato;
}

/** The rows of a text (.csv) or OLE2 (.xls, BIFF) file's first sheet, header first, at most the row limit + 2. 422 for unreadable files. */
function* leerFilas(formato: 'ole2' | 'texto', buf: Buffer): Generator<Celda[]> {
  if (formato === 'texto') {
    const parsed = Papa.parse<string[]>(decodificarCsv(buf), { skipEmptyLines: 'greedy', preview: CARGA_LIMITES.filas + 2 });
    yield* parsed.data;
    return;
  }
  // Only OLE2 reaches SheetJS (a zip would be inflated whole by it): BIFF is not compressed, and sheetRows bounds what it keeps.
  let libro: XLSX.WorkBook;
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

/** Called for each row, header first (numero = the spreadsheet row); false stops reading. */
type PorFila = (numero: number, celdas: Celda[]) => boolean | Promise<boolean>;

/** The rows of an .xlsx's first sheet, streamed (carga-xlsx.ts): only rows present in the file. */
async function recorrerXlsx(buf: Buffer, porFila: PorFila): Promise<void> {
  // Errors of the callback (validation, database) pass as they are; the reader's mean a bad file.
  let enLlamada = false;
  try {
    for await (const fila of filasXlsx(buf)) {
      enLlamada = true;
      const r = porFila(fila.numero, fila.celdas);
      const seguir = typeof r === 'boolean' ? r : await r;
      enLlamada = false;
      if (!seguir) return;
    }
  } catch (e) {
    if (enLlamada || e instanceof HttpError) throw e;
    if (e instanceof LimiteExcedido) throw demasiadoGrande();
    throw errorArchivo([MENSAJES_SOLICITUDES.archivoIlegible]);
  }
}

/** Every row of the file, header first: a zip (.xlsx) streamed, text or OLE2 parsed whole (SheetJS reads them whole anyway). */
async function recorrerFilas(formato: Formato, buf: Buffer, porFila: PorFila): Promise<void> {
  if (formato === 'zip') return recorrerXlsx(buf, porFila);
  let numero = 0;
  for (const celdas of leerFilas(formato, buf)) {
    const seguir = porFila(++numero, celdas);
    if (!(typeof seguir === 'boolean' ? seguir : await seguir)) return;
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

/**
 * Row-by-row validation (rows stream in): fields, folios repeated in the file, row limit.
 * `terminar()` throws 422 with every bad line (or the limit / empty-file message).
 */
class ValidadorFilas {
  private readonly columnas = new Map<Campo, number>();
  /** The header each field has in the user's file (the template's when the column is absent), for the "Fila N" lines. */
  private readonly nombres = new Map<Campo, string>();
  private readonly lineas: string[] = [];
  private masErrores = 0;
  private readonly folios = new Map<string, number>();
  private datosVistos = 0;

  constructor(encabezado: Celda[]) {
    encabezado.forEach((h, i) => {
      const campo = ENCABEZADOS.get(claveEncabezado(String(h ?? '')));
      if (campo && !this.columnas.has(campo)) {
        this.columnas.set(campo, i);
        this.nombres.set(campo, String(h).trim());
      }
    });
    if (!this.columnas.has('folio_solicitud')) throw errorArchivo([MENSAJES_SOLICITUDES.archivoSinFolio]);
  }

  private nombreDe(clave: PropertyKey | undefined): string {
    const campo = CAMPOS.find((c) => c === clave);
    return campo ? (this.nombres.get(campo) ?? encabezadoPlantilla(campo)) : String(clave ?? '');
  }

  /** Past the row limit: stop reading. */
  get excedido(): boolean {
    return this.datosVistos > CARGA_LIMITES.filas;
  }

  get conErrores(): boolean {
    return this.lineas.length > 0 || this.excedido;
  }

  private error(l: string) {
    if (this.lineas.length < MAX_LINEAS_ERROR) this.lineas.push(l);
    else this.masErrores++;
  }

  /** The row's data when it is good; null when blank, bad (its line is kept) or past the limit. */
  agregar(fila: number, celdas: Celda[]): SolicitudCampos | null {
    if (celdas.every((c) => c === null || c === undefined || String(c).trim() === '')) return null;
    this.datosVistos++;
    if (this.excedido) return null;
    const crudo: Record<string, unknown> = {};
    for (const campo of CAMPOS) {
      const i = this.columnas.get(campo);
      const v = i === undefined ? undefined : celdas[i];
      crudo[campo] = campo === 'fecha_captura' ? fechaDe(v) : textoDe(campo, v);
    }
    const r = solicitudCamposSchema.safeParse(crudo);
    if (!r.success) {
      const partes = r.error.issues.map((iss) => `${this.nombreDe(iss.path[0])}: ${iss.message}`);
      this.error(`Fila ${fila}: ${partes.join('; ')}`);
      return null;
    }
    const previa = this.folios.get(r.data.folio_solicitud);
    if (previa !== undefined) {
      this.error(`Fila ${fila}: el folio ${r.data.folio_solicitud} está repetido (fila ${previa})`);
      return null;
    }
    this.folios.set(r.data.folio_solicitud, fila);
    return r.data;
  }

  terminar(): void {
    if (this.excedido) throw errorArchivo([MENSAJES_SOLICITUDES.archivoDemasiadasFilas]);
    if (this.datosVistos === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
    if (this.lineas.length > 0) {
      if (this.masErrores > 0) this.lineas.push(`... y ${this.masErrores} errores más`);
      throw errorArchivo(this.lineas);
    }
  }
}

/** A batch of good rows, column-wise (row objects of 25 fields cost far more memory). */
interface Lote {
  /** Spreadsheet row of each. */
  filas: number[];
  columnas: Record<Campo, SolicitudCampos[Campo][]>;
}
const loteVacio = (): Lote => ({ filas: [], columnas: Object.fromEntries(CAMPOS.map((c) => [c, []])) as unknown as Lote['columnas'] });

/**
 * Stores the good rows batch by batch inside the upload's transaction while the file is still
 * being read: per batch, one query for the folios already in the agency, then one insert. One
 * batch is in the database while the next is being validated. Once a row is bad (or a folio
 * exists) nothing more is inserted; the transaction is rolled back by the caller's error.
 */
class Cargador {
  private lote = loteVacio();
  private cola: Promise<void> = Promise.resolve();
  private readonly lineasExistentes: string[] = [];
  private existentesDeMas = 0;
  insertados = 0;

  constructor(
    private readonly tx: Db,
    private readonly agenciaId: number,
    private readonly ahora: Date,
    private readonly detener: () => boolean,
  ) {}

  /** Adds a good row; answers a promise only when a batch was handed over (wait for the previous one). */
  agregar(fila: number, datos: SolicitudCampos): Promise<void> | undefined {
    this.lote.filas.push(fila);
    for (const campo of CAMPOS) this.lote.columnas[campo].push(datos[campo]);
    return this.lote.filas.length >= LOTE_INSERCION ? this.enviar() : undefined;
  }

  private async enviar(): Promise<void> {
    const lote = this.lote;
    this.lote = loteVacio();
    await this.cola;
    this.cola = this.procesar(lote);
    // Awaited at the next batch or at the end; meanwhile its rejection is not "unhandled".
    this.cola.catch(() => undefined);
  }

  private async procesar(lote: Lote): Promise<void> {
    const n = lote.filas.length;
    if (n === 0 || this.detener()) return;
    const folios = lote.columnas.folio_solicitud as string[];
    const rows = await this.tx
      .select({ f: solicitudes.folio_solicitud })
      .from(solicitudes)
      .where(and(eq(solicitudes.agencia_id, this.agenciaId), sql`${solicitudes.folio_solicitud} = any(${sql.param(folios)}::text[])`));
    if (rows.length > 0) {
      const ya = new Set(rows.map((r) => r.f));
      folios.forEach((f, k) => {
        if (!ya.has(f)) return;
        if (this.lineasExistentes.length < MAX_LINEAS_ERROR) this.lineasExistentes.push(`Fila ${lote.filas[k] ?? ''}: el folio ${f} ya existe en la agencia`);
        else this.existentesDeMas++;
      });
    }
    if (this.lineasExistentes.length > 0 || this.detener()) return;
    const columnas: Record<string, unknown[]> = { agencia_id: new Array<number>(n).fill(this.agenciaId), created_at: new Array<Date>(n).fill(this.ahora), updated_at: new Array<Date>(n).fill(this.ahora) };
    for (const campo of CAMPOS) columnas[campo] = lote.columnas[campo];
    await insertColumnas(this.tx, solicitudes, columnas);
    this.insertados += n;
  }

  /** Stores the last batch and waits for every batch. */
  async terminar(): Promise<void> {
    await this.enviar();
    await this.cola;
  }

  /** 422 with every row whose folio already exists in the agency. */
  comprobar(): void {
    if (this.lineasExistentes.length === 0) return;
    if (this.existentesDeMas > 0) this.lineasExistentes.push(`... y ${this.existentesDeMas} errores más`);
    throw errorArchivo(this.lineasExistentes);
  }
}

/**
 * Reads, validates and stores the file's rows in the agency, all or nothing: one transaction
 * from the first row read to the last row stored, rolled back on any bad row (or a killed process).
 */
export async function cargarArchivo(db: Db, agenciaId: number, nombre: string, buf: Buffer, actor: Actor): Promise<CargaRespuesta> {
  const formato = comprobarArchivo(nombre, buf);
  const ahora = new Date();
  try {
    return await db.transaction(async (tx) => {
      let encabezado: Celda[] | null = null;
      let validador: ValidadorFilas | null = null;
      const cargador = new Cargador(tx, agenciaId, ahora, () => validador?.conErrores ?? false);
      await recorrerFilas(formato, buf, (numero, celdas) => {
        if (!encabezado) {
          encabezado = celdas;
          return true;
        }
        validador ??= new ValidadorFilas(encabezado);
        const datos = validador.agregar(numero, celdas);
        if (validador.excedido) return false;
        const espera = datos ? cargador.agregar(numero, datos) : undefined;
        return espera ? espera.then(() => true) : true;
      });
      const v = validador as ValidadorFilas | null;
      if (!v) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
      await cargador.terminar();
      v.terminar();
      cargador.comprobar();
      await audit(tx, { usuario_id: actor.id, accion: 'importar', entidad: 'solicitudes', datos: { archivo: nombre, filas: cargador.insertados, agencia_id: agenciaId }, ip: actor.ip });
      return { message: MENSAJES.archivoCargado, insertados: cargador.insertados };
    });
  } catch (e) {
    // Another upload stored one of these folios meanwhile: the unique index refused the batch.
    if (sqlStateOf(e) === '23505') throw errorArchivo([MENSAJES_SOLICITUDES.folioExistente]);
    throw e;
  }
}

/** GET /api/solicitudes/plantilla: every accepted column, with one example row. */
export async function plantilla(): Promise<Buffer> {
  // Loaded on demand, not at start (exceljs is ~17 MB of resident memory; exportar.ts does the same).
  const { default: ExcelJS } = await import('exceljs');
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
