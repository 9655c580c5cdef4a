/**
 * Validation of an upload's rows as they are read: the header (matched by CARGA_ALIAS, any case
 * or accent), each row's fields (solicitudCamposSchema), folios repeated in the file and the row
 * limit. Bad rows become "Fila N: ..." lines named by the header the user's file uses.
 */
import { CARGA_ALIAS, CARGA_LIMITES, MENSAJES_SOLICITUDES, solicitudCamposSchema, type SolicitudCampos } from '@verifica/contracts';
import { errorArchivo, type Celda } from './carga-lectura';

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

/**
 * Row-by-row validation (rows stream in): fields, folios repeated in the file, row limit.
 * `terminar()` throws 422 with every bad line (or the limit / empty-file message).
 */
export class ValidadorFilas {
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

