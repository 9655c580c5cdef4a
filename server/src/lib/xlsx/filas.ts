/**
 * The sheet's rows as SpreadsheetML, written as UTF-8 bytes (bytes.ts): cells from
 * values (`fila`), or straight from a COPY line (`filaCopia`), whose text fields are copied as the
 * bytes they came as when nothing in them needs escaping; both write the same XML for the same
 * values. Also the shared strings these rows refer to.
 */
import { BytesXml, PORCION } from './bytes';
import type { LineaCopia } from '../copia/lectura';

/** A cell: text, a number (a date is its serial, `serialExcel`, in a date-formatted column), or empty. */
export type Celda = string | number | null;

/**
 * Text that a spreadsheet could read as a formula once edited: written in the Text number format
 * ("@"), so Excel shows it as typed, without an apostrophe, and keeps it text.
 */
export const pareceFormula = (v: string) => /^[=+\-@\t\r]/.test(v);

// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what is matched
const ESPECIALES = /[<>&\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
const ESPECIALES_G = new RegExp(ESPECIALES.source, 'g');
const ENTIDADES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** Element text: markup escaped, characters XML forbids dropped. */
export const texto = (t: string) => (ESPECIALES.test(t) ? t.replace(ESPECIALES_G, (c) => ENTIDADES[c] ?? '') : t);
export const atributo = (t: string) => texto(t).replace(/"/g, '&quot;');

/** Column letters: A..Z, AA.. */
export const letra = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : letra(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

/** Printable ASCII other than space: the common first and last character, checked without a regex. */
const visible = (c: number) => c > 32 && c < 127;
/** Whether `a` holds the same bytes as `b` from `desde` to `hasta`. */
function iguales(a: Uint8Array, b: Uint8Array, desde: number, hasta: number): boolean {
  if (a.length !== hasta - desde) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[desde + i]) return false;
  return true;
}
/** The first bytes of `pareceFormula` that a field copied as it is could start with (tab and CR are never copied). */
const FORMULA = new Uint8Array(256);
for (const c of [0x3d, 0x2b, 0x2d, 0x40]) FORMULA[c] = 1;
/** Whether `v` starts or ends with white space (\s). */
export const bordeEspacio = (v: string) => !(visible(v.charCodeAt(0)) && visible(v.charCodeAt(v.length - 1))) && /^\s|\s$/.test(v);

/** Distinct shared strings kept at most (a few MB); later new values are written inline. */
export const MAX_COMPARTIDAS = 50_000;

/** The style attributes (` s="N"`) the rows use: per column (its number format), text ("@"), highlighted, highlighted text. */
export interface EstilosFilas {
  columna: readonly string[];
  texto: string;
  resaltado: string;
  resaltadoTexto: string;
}

export interface FilasXml {
  fila(celdas: readonly Celda[], resaltadas?: ReadonlySet<number>): void;
  filaCopia(linea: LineaCopia, celdas: readonly Celda[], campoDe: readonly (number | null)[]): void;
  /** The shared strings in index order, how many cells refer to one, and how many there are. */
  compartidas(): { textos: Iterable<string>; referencias: number; unicas: number };
}

/** Rows 2.. of a sheet (row 1 is the header) into `x`, handed on every PORCION bytes. */
export function filasXml(x: BytesXml, repetidas: readonly boolean[], estilos: EstilosFilas): FilasXml {
  const { columna: estiloColumna, texto: estiloTexto, resaltado: estiloResaltado, resaltadoTexto: estiloResaltadoTexto } = estilos;
  const abreConReferencia = repetidas.map((_, i) => `<c r="${letra(i)}`);
  /** Shared string → its index, and how many cells refer to one. */
  const compartidas = new Map<string, number>();
  let referencias = 0;
  /** The index of `v` in the shared strings, or null when it is not (yet) there and the table is full. */
  const compartida = (v: string): number | null => {
    let i = compartidas.get(v);
    if (i === undefined) {
      if (compartidas.size >= MAX_COMPARTIDAS) return null;
      i = compartidas.size;
      compartidas.set(v, i);
    }
    referencias++;
    return i;
  };

  /** The row's number, and whether the last cell written is the previous column's. */
  let n = 1;
  let contigua = false;
  /**
   * A cell's markup from after `<c` (or after `<c r="B7`) to its value, as it is written after each
   * (`contigua`, `referida`): the common ones built once, the rare ones (highlighted, formula-like,
   * spaces kept) when first met.
   */
  interface Tras {
    contigua: string;
    referida: string;
  }
  const marcas = new Map<string, Tras>();
  const tras = (t: string): Tras => {
    let m = marcas.get(t);
    if (m === undefined) marcas.set(t, (m = { contigua: `<c${t}`, referida: `"${t}` }));
    return m;
  };
  const INLINE = ' t="inlineStr"><is><t>';
  const INLINE_ESPACIOS = ' t="inlineStr"><is><t xml:space="preserve">';
  const COMPARTIDA = ' t="s"><v>';
  const simple = { inline: tras(INLINE), espacios: tras(INLINE_ESPACIOS), compartida: tras(COMPARTIDA) };
  const numeroEn = estiloColumna.map((e) => tras(`${e}><v>`));
  /**
   * Opens column i's cell: `<c r="B7"` or `<c`, a cell's reference being optional, written only
   * where the column is not the one after the previous cell's (the row's first cell, after an
   * empty one), a sixth of the sheet's bytes; then `t`.
   */
  const abrir = (i: number, t: Tras) => {
    if (contigua) x.ascii(t.contigua);
    else {
      x.ascii(abreConReferencia[i] ?? `<c r="${letra(i)}`);
      x.entero(n);
      x.ascii(t.referida);
    }
    contigua = true;
  };
  const compartidaEn = (i: number, indice: number, resaltada: boolean) => {
    abrir(i, resaltada ? tras(estiloResaltado + COMPARTIDA) : simple.compartida);
    x.entero(indice);
    x.ascii('</v></c>');
  };
  /** An inline string (leading or trailing spaces kept), or a shared one in a `repetida` column. */
  const cadena = (i: number, v: string, resaltada: boolean) => {
    const formula = pareceFormula(v);
    const indice = repetidas[i] && !formula ? compartida(v) : null;
    if (indice !== null) return compartidaEn(i, indice, resaltada);
    const estilo = resaltada ? (formula ? estiloResaltadoTexto : estiloResaltado) : formula ? estiloTexto : '';
    const espacios = bordeEspacio(v);
    abrir(i, estilo !== '' ? tras(estilo + (espacios ? INLINE_ESPACIOS : INLINE)) : espacios ? simple.espacios : simple.inline);
    x.texto(texto(v));
    x.ascii('</t></is></c>');
  };
  const celda = (i: number, v: Celda | undefined, resaltada: boolean) => {
    if (v === null || v === undefined || v === '' || (typeof v === 'number' && !Number.isFinite(v))) {
      if (resaltada) abrir(i, tras(`${estiloResaltado}/>`));
      else contigua = false;
    } else if (typeof v === 'string') cadena(i, v, resaltada);
    else {
      abrir(i, resaltada ? tras(`${estiloResaltado}><v>`) : (numeroEn[i] ?? tras('><v>')));
      // Ids and day numbers are whole; a date with its time is not, and only String writes it.
      if (Number.isSafeInteger(v) && v >= 0) x.entero(v);
      else x.ascii(String(v));
      x.ascii('</v></c>');
    }
  };
  /**
   * Shared-string index by a hash of a COPY field's bytes, with the bytes it was first seen as (a
   * different field of the same hash takes the slower way, by its text).
   */
  const porBytes = new Map<number, { bytes: Buffer; indice: number }>();
  /**
   * Field `k` of `linea` as column i's cell: its bytes as they are when they are the text and XML
   * takes them (`literal`), start and end with a printable ASCII character (no spaces to keep)
   * and do not look like a formula; else the same cell from its text.
   */
  const campo = (i: number, linea: LineaCopia, k: number) => {
    const { bytes } = linea;
    const a = linea.inicio[k] as number;
    const z = linea.fin[k] as number;
    const primero = bytes[a] as number;
    if (!linea.literal[k] || a === z || !visible(primero) || !visible(bytes[z - 1] as number) || FORMULA[primero] === 1) return celda(i, linea.texto(k), false);
    if (repetidas[i]) {
      let h = 0;
      for (let j = a; j < z; j++) h = (Math.imul(h, 31) + (bytes[j] as number)) | 0;
      const conocida = porBytes.get(h);
      if (conocida !== undefined && iguales(conocida.bytes, bytes, a, z)) {
        referencias++;
        return compartidaEn(i, conocida.indice, false);
      }
      const v = bytes.toString('utf8', a, z);
      const indice = compartida(v);
      if (indice === null) return cadena(i, v, false);
      if (conocida === undefined) porBytes.set(h, { bytes: Buffer.from(bytes.subarray(a, z)), indice });
      return compartidaEn(i, indice, false);
    }
    abrir(i, simple.inline);
    x.bytes(bytes, a, z);
    x.ascii('</t></is></c>');
  };
  const empezarFila = () => {
    n++;
    contigua = false;
    x.ascii('<row r="');
    x.entero(n);
    x.ascii('">');
  };
  const terminarFila = () => {
    x.ascii('</row>');
    if (x.largo >= PORCION) x.soltar();
  };

  return {
    fila(celdas, resaltadas) {
      empezarFila();
      const ultima = resaltadas ? Math.max(celdas.length - 1, ...resaltadas) : celdas.length - 1;
      for (let i = 0; i <= ultima; i++) celda(i, celdas[i], resaltadas?.has(i) ?? false);
      terminarFila();
    },
    filaCopia(linea, celdas, campoDe) {
      empezarFila();
      for (let i = 0; i < campoDe.length; i++) {
        const k = campoDe[i];
        if (k === null || k === undefined) celda(i, celdas[i], false);
        else campo(i, linea, k);
      }
      terminarFila();
    },
    compartidas: () => ({ textos: compartidas.keys(), referencias, unicas: compartidas.size }),
  };
}
