/**
 * A streaming .xlsx of one sheet, written as SpreadsheetML parts into a streaming zip (lib/zip/escritura.ts): the fixed
 * parts (content types, relationships, workbook, styles), the sheet, whose rows go out as they
 * are added, and the shared strings. A bold, frozen header row; per column a width and an
 * optional number format; text as inline strings, or, in a column of few distinct values, in the
 * shared strings (up to MAX_COMPARTIDAS of them); numbers (dates as Excel serials) in their
 * column's format; cells may be highlighted (a fill: the import's error workbook). The rows' XML
 * is filas.ts. Memory stays bounded: `vaciar()` waits while the compressor or the
 * reader is behind.
 */
import type { Writable } from 'node:stream';
import { BytesXml } from './bytes';
import type { LineaCopia } from '../copia/lectura';
import { atributo, bordeEspacio, filasXml, letra, texto, type Celda } from './filas';
import { zipEnStream } from '../zip/escritura';

export { MAX_COMPARTIDAS, pareceFormula, type Celda } from './filas';

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

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CABECERA = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Excel's serial day number (1900 system) of an instant given as epoch milliseconds whose UTC
 * fields are what the cell shows.
 */
export const serialExcel = (ms: number) => 25569 + ms / 86_400_000;

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
  const x = new BytesXml((bytes) => hoja.escribir(bytes));
  x.texto(inicio);
  const filas = filasXml(
    x,
    columnas.map((c) => c.repetida === true),
    { columna: estiloColumna, texto: estilo('@'), resaltado: ` s="${2 + formatos.length}"`, resaltadoTexto: ` s="${3 + formatos.length}"` },
  );

  return {
    fila: filas.fila,
    filaCopia: filas.filaCopia,
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
      const { textos, referencias, unicas } = filas.compartidas();
      zip.agregar('xl/sharedStrings.xml', Buffer.from(cadenasCompartidas(textos, referencias, unicas)));
      await zip.cerrar(corte.signal);
    },
  };
};
