/**
 * A streaming .xlsx of one sheet, written as SpreadsheetML parts into a streaming zip (exportar-zip.ts): the fixed
 * parts (content types, relationships, workbook, styles), the sheet, whose rows go out as they
 * are added, and the shared strings. A bold, frozen header row; per column a width and an
 * optional number format; text as inline strings, or, in a column of few distinct values, in the
 * shared strings (up to MAX_COMPARTIDAS of them); numbers (dates as Excel serials) in their
 * column's format; cells may be highlighted (a fill: the import's error workbook). Memory stays
 * bounded: `vaciar()` waits while the compressor or the reader is behind.
 */
import type { Writable } from 'node:stream';
import { BytesXml, PORCION } from './exportar-bytes';
import type { LineaCopia } from './exportar-copia';
import { zipEnStream } from './exportar-zip';

/** A cell: text, a number (a date is its serial, `serialExcel`, in a date-formatted column), or empty. */
export type Celda = string | number | null;

export interface ColumnaXlsx {
  titulo: string;
  ancho: number;
  /** Excel number format of the column's numbers, e.g. 'yyyy-mm-dd' (a date's serial needs one to show as a date). */
  formato?: string;
  /**
   * Few distinct values (a state, an agency, a gestor): each written once in the shared strings
   * and referred to by number, about half an inline string's bytes.
   */
  repetida?: boolean;
}

export interface HojaXlsx {
  /**
   * Adds one row, cells in column order (null = empty cell); the cells at `resaltadas` (0-based
   * columns) get a light red fill, also when empty.
   */
  fila(celdas: readonly Celda[], resaltadas?: ReadonlySet<number>): void;
  /**
   * Adds one row read from COPY: the cell of column i is field `campoDe[i]` of `linea` where that
   * is not null (its bytes go to the sheet as they are when nothing in them needs escaping), else
   * `celdas[i]`. The same cells as `fila` with the fields' texts.
   */
  filaCopia(linea: LineaCopia, celdas: readonly Celda[], campoDe: readonly (number | null)[]): void;
  /** Resolves once the rows added so far are on their way; rejects when the output was closed. */
  vaciar(): Promise<void>;
  /** Ends the sheet and the file; resolves when the last byte was handed to the output. */
  cerrar(): Promise<void>;
}

/** The cells `filaCopia` writes, as the array `fila` takes (a writer that only takes arrays). */
export const celdasDeCopia = (linea: LineaCopia, celdas: readonly Celda[], campoDe: readonly (number | null)[]): Celda[] =>
  campoDe.map((k, i) => (k === null ? (celdas[i] ?? null) : linea.texto(k)));

/** How the export writes its file: this module's writer, or another for comparison (bench). */
export type CrearHoja = (salida: Writable, nombre: string, columnas: readonly ColumnaXlsx[]) => HojaXlsx;

/**
 * Text that a spreadsheet could read as a formula once edited: written in the Text number format
 * ("@"), so Excel shows it as typed, without an apostrophe, and keeps it text.
 */
export const pareceFormula = (v: string) => /^[=+\-@\t\r]/.test(v);

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CABECERA = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what is matched
const ESPECIALES = /[<>&\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
const ESPECIALES_G = new RegExp(ESPECIALES.source, 'g');
const ENTIDADES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** Element text: markup escaped, characters XML forbids dropped. */
const texto = (t: string) => (ESPECIALES.test(t) ? t.replace(ESPECIALES_G, (c) => ENTIDADES[c] ?? '') : t);
const atributo = (t: string) => texto(t).replace(/"/g, '&quot;');

/** Column letters: A..Z, AA.. */
const letra = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : letra(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

/**
 * Excel's serial day number (1900 system) of an instant given as epoch milliseconds whose UTC
 * fields are what the cell shows.
 */
export const serialExcel = (ms: number) => 25569 + ms / 86_400_000;

/** Printable ASCII other than space: the common first and last character, checked without a regex. */
const visible = (c: number) => c > 32 && c < 127;
/** Whether `a` holds the same bytes as `b` from `desde` to `hasta`. */
function iguales(a: Uint8Array, b: Uint8Array, desde: number, hasta: number): boolean {
  if (a.length !== hasta - desde) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[desde + i]) return false;
  return true;
}
/** The first bytes of `pareceFormula` that a field copied as it is could start with (tab and CR are never copied). */
const FORMULA = [0x3d, 0x2b, 0x2d, 0x40];
/** Whether `v` starts or ends with white space (\s). */
const bordeEspacio = (v: string) => !(visible(v.charCodeAt(0)) && visible(v.charCodeAt(v.length - 1))) && /^\s|\s$/.test(v);

/** Distinct shared strings kept at most (a few MB); later new values are written inline. */
export const MAX_COMPARTIDAS = 50_000;

/** The shared strings part (sharedStrings.xml) of `textos`, in index order. */
function cadenasCompartidas(textos: Iterable<string>, total: number, unicas: number): string {
  let xml = `${CABECERA}<sst xmlns="${NS}" count="${total}" uniqueCount="${unicas}">`;
  for (const t of textos) xml += `<si><t${bordeEspacio(t) ? ' xml:space="preserve"' : ''}>${texto(t)}</t></si>`;
  return `${xml}</sst>`;
}

/** Fill of highlighted cells (light red, as Excel's "bad" style). */
const RELLENO_RESALTADO = 'FFFFC7CE';

/**
 * styles.xml: xf 0 default, 1 bold (header), then one per number format (custom ids from 164, "@"
 * is built-in 49), then highlighted (fill 2) and highlighted text ("@" with fill 2).
 */
function estilos(formatos: readonly string[]): string {
  const propios = formatos.filter((f) => f !== '@');
  const id = (f: string) => (f === '@' ? 49 : 164 + propios.indexOf(f));
  const numFmts = propios.length ? `<numFmts count="${propios.length}">${propios.map((f) => `<numFmt numFmtId="${id(f)}" formatCode="${atributo(f)}"/>`).join('')}</numFmts>` : '';
  const fuente = (b: string) => `<font>${b}<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>`;
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
    ...formatos.map((f) => `<xf numFmtId="${id(f)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`),
    '<xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1"/>',
    '<xf numFmtId="49" fontId="0" fillId="2" borderId="0" xfId="0" applyNumberFormat="1" applyFill="1"/>',
  ];
  return `${CABECERA}<styleSheet xmlns="${NS}">${numFmts}<fonts count="2">${fuente('')}${fuente('<b/>')}</fonts>` +
    '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
    `<fill><patternFill patternType="solid"><fgColor rgb="${RELLENO_RESALTADO}"/><bgColor indexed="64"/></patternFill></fill></fills>` +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

function partesFijas(nombre: string, formatos: readonly string[]): [string, string][] {
  const tipo = (t: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${t}+xml`;
  return [
    [
      '[Content_Types].xml',
      `${CABECERA}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${tipo('sheet.main')}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${tipo('worksheet')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${tipo('styles')}"/><Override PartName="/xl/sharedStrings.xml" ContentType="${tipo('sharedStrings')}"/></Types>`,
    ],
    ['_rels/.rels', `${CABECERA}<Relationships xmlns="${NS_REL}"><Relationship Id="rId1" Type="${NS_R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    [
      'xl/workbook.xml',
      `${CABECERA}<workbook xmlns="${NS}" xmlns:r="${NS_R}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${atributo(nombre)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${CABECERA}<Relationships xmlns="${NS_REL}"><Relationship Id="rId1" Type="${NS_R}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${NS_R}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${NS_R}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', estilos(formatos)],
  ];
}

export const hojaXlsx: CrearHoja = (salida, nombre, columnas) => {
  const formatos = [...new Set([...columnas.flatMap((c) => (c.formato ? [c.formato] : [])), '@'])];
  const estilo = (f: string) => ` s="${2 + formatos.indexOf(f)}"`;
  const estiloColumna = columnas.map((c) => (c.formato ? estilo(c.formato) : ''));
  const estiloTexto = estilo('@');
  const estiloResaltado = ` s="${2 + formatos.length}"`;
  const estiloResaltadoTexto = ` s="${3 + formatos.length}"`;
  const abreConReferencia = columnas.map((_, i) => `<c r="${letra(i)}`);
  const repetidas = columnas.map((c) => c.repetida === true);
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

  const zip = zipEnStream(salida);
  for (const [ruta, xml] of partesFijas(nombre, formatos)) zip.agregar(ruta, Buffer.from(xml));
  const hoja = zip.abrir('xl/worksheets/sheet1.xml');
  // The reader went away (or the export failed): whatever waits on the zip stops waiting.
  const corte = new AbortController();
  salida.once('close', () => {
    corte.abort(new Error('exportación interrumpida: la salida se cerró'));
    zip.destruir();
  });

  const cols = columnas.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.ancho}"${estiloColumna[i] ?? ''} customWidth="1"/>`).join('');
  const titulos = columnas.map((c, i) => `<c r="${letra(i)}1" s="1" t="inlineStr"><is><t>${texto(c.titulo)}</t></is></c>`).join('');
  const inicio =
    `${CABECERA}<worksheet xmlns="${NS}" xmlns:r="${NS_R}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1" s="1" customFormat="1">${titulos}</row>`;
  let n = 1;
  const x = new BytesXml((bytes) => hoja.escribir(bytes));
  x.texto(inicio);

  /** The row's number as text, and whether the last cell written is the previous column's. */
  let numeroFila = '';
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
      x.ascii(numeroFila);
      x.ascii(t.referida);
    }
    contigua = true;
  };
  const compartidaEn = (i: number, indice: number, resaltada: boolean) => {
    abrir(i, resaltada ? tras(estiloResaltado + COMPARTIDA) : simple.compartida);
    x.ascii(String(indice));
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
      x.ascii(String(v));
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
    if (!linea.literal[k] || a === z || !visible(primero) || !visible(bytes[z - 1] as number) || FORMULA.includes(primero)) return celda(i, linea.texto(k), false);
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
    numeroFila = String(n);
    contigua = false;
    x.ascii(`<row r="${numeroFila}">`);
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
    async vaciar() {
      corte.signal.throwIfAborted();
      x.soltar();
      await hoja.listo(corte.signal);
    },
    async cerrar() {
      corte.signal.throwIfAborted();
      x.ascii('</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>');
      x.soltar();
      await hoja.terminar(corte.signal);
      zip.agregar('xl/sharedStrings.xml', Buffer.from(cadenasCompartidas(compartidas.keys(), referencias, compartidas.size)));
      await zip.cerrar(corte.signal);
    },
  };
};
