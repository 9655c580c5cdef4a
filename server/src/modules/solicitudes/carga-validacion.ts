/**
 * Validation of an upload's rows as they are read: the header (matched by CARGA_ALIAS, any case
 * or accent), each row's fields (solicitudCamposSchema), folios repeated in the file and the row
 * limit. Bad rows become "Fila N: ..." lines named by the header the user's file uses.
 */
import { CARGA_ALIAS, CARGA_LIMITES, conMayuscula, MENSAJES_SOLICITUDES, solicitudCamposSchema, type SolicitudCampos } from '@verifica/contracts';
import { errorArchivo, type Celda } from '../../lib/hojas/lectura';

export type Campo = keyof SolicitudCampos;
export const CAMPOS = Object.keys(CARGA_ALIAS) as Campo[];
/** Most "Fila N" lines answered (the rest are counted in one last line). */
export const MAX_LINEAS_ERROR = 1000;

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

/** A mapping chosen by the user: header key (claveEncabezado) -> field. */
export type Mapeo = ReadonlyMap<string, Campo>;

/** One problem of a row: its text, and the field (column) it is about when there is one. */
export interface Problema {
  campo: Campo | null;
  texto: string;
}

/** A problem as the user reads it, in the answer and the error workbook: starting with a capital letter. */
export const problema = (campo: Campo | null, texto: string): Problema => ({ campo, texto: conMayuscula(texto) });

/** "el folio F ya existe en la agencia", a row's problem found against the database. */
export const folioExistente = (folio: string) => problema('folio_solicitud', `el folio ${folio} ya existe en la agencia`);

/** Whether every cell is empty (such rows are skipped). */
export const filaVacia = (celdas: readonly Celda[]) => celdas.every((c) => c === null || c === undefined || String(c).trim() === '');

/**
 * Row-by-row validation (rows stream in): fields, folios repeated in the file, row limit.
 * `terminar()` answers every bad line (and throws 422 for the limit / an empty file).
 */
export class ValidadorFilas {
  private readonly columnas = new Map<Campo, number>();
  /** The header each field has in the user's file (the template's when the column is absent), for the "Fila N" lines. */
  private readonly nombres = new Map<Campo, string>();
  private readonly lineas: string[] = [];
  private masErrores = 0;
  private readonly folios = new Map<string, number>();
  private datosVistos = 0;
  /** Rows that passed (fields and folio unique in the file). */
  buenas = 0;
  /** Non-empty headers that match no field (by alias or by the user's mapping): their columns are ignored. */
  readonly sinCampo: string[] = [];
  /** The problems of the row last given to agregar (empty when it was good or blank). */
  problemas: Problema[] = [];

  constructor(encabezado: Celda[], mapeo: Mapeo = new Map()) {
    encabezado.forEach((h, i) => {
      const titulo = String(h ?? '').trim();
      const clave = claveEncabezado(titulo);
      const campo = ENCABEZADOS.get(clave) ?? mapeo.get(clave);
      if (!campo) {
        if (clave !== '') this.sinCampo.push(titulo);
      } else if (!this.columnas.has(campo)) {
        this.columnas.set(campo, i);
        this.nombres.set(campo, titulo);
      }
    });
  }

  /** The file names no folio column: 422 (after sinCampo was read, so the user can map one). */
  comprobarEncabezado(): void {
    if (!this.columnas.has('folio_solicitud')) throw errorArchivo([MENSAJES_SOLICITUDES.archivoSinFolio]);
  }

  /** The column (0-based) a field was read from, if the file has it. */
  columnaDe(campo: Campo): number | undefined {
    return this.columnas.get(campo);
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

  /** The row's data when it is good; null when blank, bad (its line and `problemas` are kept) or past the limit. */
  agregar(fila: number, celdas: Celda[]): SolicitudCampos | null {
    this.problemas = [];
    if (filaVacia(celdas)) return null;
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
      this.problemas = r.error.issues.map((iss) => problema(CAMPOS.find((c) => c === iss.path[0]) ?? null, `${this.nombreDe(iss.path[0])}: ${iss.message}`));
      this.error(`Fila ${fila}: ${this.problemas.map((p) => p.texto).join('; ')}`);
      return null;
    }
    const previa = this.folios.get(r.data.folio_solicitud);
    if (previa !== undefined) {
      this.problemas = [problema('folio_solicitud', `el folio ${r.data.folio_solicitud} está repetido (fila ${previa})`)];
      this.error(`Fila ${fila}: ${this.problemas[0]?.texto ?? ''}`);
      return null;
    }
    this.folios.set(r.data.folio_solicitud, fila);
    this.buenas++;
    return r.data;
  }

  /** File-level refusals (row limit, no data rows) throw 422; answers the "Fila N" lines of the bad rows (empty when none). */
  terminar(): string[] {
    if (this.excedido) throw errorArchivo([MENSAJES_SOLICITUDES.archivoDemasiadasFilas]);
    if (this.datosVistos === 0) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
    return this.masErrores > 0 ? [...this.lineas, `... y ${this.masErrores} errores más`] : this.lineas;
  }
}
