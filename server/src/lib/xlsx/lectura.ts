/**
 * The rows of an .xlsx's first sheet, read through the zip's central directory (lib/zip/lectura.ts)
 * from the upload's buffer (held whole anyway): the sheet is inflated and parsed chunk by chunk,
 * so memory stays bounded by the buffer, the shared strings and one chunk of rows. Not exceljs'
 * streaming WorkbookReader: its unzip (unzipper Parse) reports the end of the archive when it has
 * read its input, while entries it already parsed are still queued, so entries after a worksheet
 * (xl/workbook.xml, xl/sharedStrings.xml) were lost at random; small STORED entries let it run
 * ahead, which is how SheetJS writes by default.
 */
import { posix } from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { contenido, entradasZip, type EntradaZip } from '../zip/lectura';

export { entradasZip } from '../zip/lectura';

export type Celda = string | number | boolean | Date | null | undefined;

/**
 * The shared strings are the one part held whole: at most this many characters (each string
 * also counts 16 for its own cost), about 100 MB of heap; far above what the row limit needs.
 */
const MAX_TEXTOS_COMPARTIDOS = 48 * 1024 * 1024;

/** The file passes a size limit while it is read: the upload is too big (413), not unreadable. */
export class LimiteExcedido extends Error {}

/** Element or attribute name without its namespace prefix. */
const local = (nombre: string) => nombre.slice(nombre.indexOf(':') + 1);
function atributo(tag: SaxesTagPlain, nombre: string): string | undefined {
  const a = tag.attributes;
  if (nombre in a) return a[nombre];
  for (const k in a) if (local(k) === nombre) return a[k];
  return undefined;
}

interface Xml {
  abre?: (nombre: string, tag: SaxesTagPlain) => void;
  texto?: (t: string) => void;
  cierra?: (nombre: string) => void;
}

/** Parses one part, chunk by chunk; yields after each chunk (and after the end) so the caller can use what it produced. */
async function* xml(buf: Buffer, e: EntradaZip, m: Xml): AsyncGenerator<void> {
  const parser = new SaxesParser();
  if (m.abre) parser.on('opentag', (tag) => m.abre?.(local(tag.name), tag));
  if (m.texto) {
    parser.on('text', m.texto);
    parser.on('cdata', m.texto);
  }
  if (m.cierra) parser.on('closetag', (tag) => m.cierra?.(local(tag.name)));
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for await (const trozo of contenido(buf, e)) {
    parser.write(utf8.decode(trozo, { stream: true }));
    yield;
  }
  parser.write(utf8.decode());
  parser.close();
  yield;
}

async function leerXml(buf: Buffer, e: EntradaZip, m: Xml): Promise<void> {
  for await (const _ of xml(buf, e, m));
}

interface Relacion {
  tipo: string;
  destino: string;
}

/** The relationships of a part (`dir/_rels/name.rels`), targets resolved to part names. */
async function relaciones(buf: Buffer, entradas: Map<string, EntradaZip>, parte: string): Promise<Map<string, Relacion>> {
  const dir = posix.dirname(parte);
  const e = entradas.get(posix.join(dir, '_rels', `${posix.basename(parte)}.rels`).toLowerCase());
  const rels = new Map<string, Relacion>();
  if (!e) return rels;
  await leerXml(buf, e, {
    abre: (nombre, tag) => {
      const id = atributo(tag, 'Id');
      const destino = atributo(tag, 'Target');
      if (nombre !== 'Relationship' || !id || !destino || atributo(tag, 'TargetMode') === 'External') return;
      rels.set(id, { tipo: atributo(tag, 'Type') ?? '', destino: destino.startsWith('/') ? destino.slice(1) : posix.normalize(posix.join(dir, destino)) });
    },
  });
  return rels;
}

const deTipo = (rels: Map<string, Relacion>, tipo: string) => [...rels.values()].find((r) => r.tipo.endsWith(`/${tipo}`))?.destino;

/** Text of the <t> elements inside the current element, skipping phonetic runs (<rPh>). */
class Texto {
  valor = '';
  private enT = false;
  private enFonetica = false;
  abre(nombre: string) {
    if (nombre === 't') this.enT = true;
    else if (nombre === 'rPh') this.enFonetica = true;
  }
  cierra(nombre: string) {
    if (nombre === 't') this.enT = false;
    else if (nombre === 'rPh') this.enFonetica = false;
  }
  texto(t: string) {
    if (this.enT && !this.enFonetica) this.valor += t;
  }
}

async function textosCompartidos(buf: Buffer, e: EntradaZip | undefined, maximo: number): Promise<string[]> {
  const textos: string[] = [];
  if (!e) return textos;
  const t = new Texto();
  let total = 0;
  await leerXml(buf, e, {
    abre: (nombre) => (nombre === 'si' ? (t.valor = '') : t.abre(nombre)),
    texto: (s) => {
      t.texto(s);
      if (total + t.valor.length > maximo) throw new LimiteExcedido('demasiados textos compartidos');
    },
    cierra: (nombre) => {
      if (nombre !== 'si') return t.cierra(nombre);
      total += t.valor.length + 16;
      if (total > maximo) throw new LimiteExcedido('demasiados textos compartidos');
      textos.push(t.valor);
    },
  });
  return textos;
}

/** 0-based column of a cell reference ("C5" -> 2); null without letters. */
function columna(ref: string): number | null {
  let n = 0;
  let k = 0;
  for (; k < ref.length; k++) {
    const c = ref.charCodeAt(k);
    if (c >= 65 && c <= 90) n = n * 26 + (c - 64);
    else if (c >= 97 && c <= 122) n = n * 26 + (c - 96);
    else break;
  }
  return k === 0 ? null : n - 1;
}

/** A cell as the plain value SheetJS' raw mode gives: numbers, text, booleans; dates stay serial numbers (styles are not read). */
function valorCelda(tipo: string, v: string, enLinea: string, compartidos: string[]): Celda {
  switch (tipo) {
    case 's':
      return compartidos[Number(v)] ?? '';
    case 'inlineStr':
      return enLinea;
    case 'str':
    case 'e':
      return v;
    case 'b':
      return v === '1' || v === 'true';
    case 'd': {
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? v : d;
    }
    default: {
      if (v.trim() === '') return '';
      const n = Number(v);
      return Number.isNaN(n) ? v : n;
    }
  }
}

export interface FilaXlsx {
  /** The spreadsheet row. */
  numero: number;
  celdas: Celda[];
}

/**
 * The rows present in the workbook's first sheet (workbook order), one at a time. Throws on
 * anything unreadable; LimiteExcedido past the shared strings' bound.
 */
export async function* filasXlsx(buf: Buffer, maxTextosCompartidos = MAX_TEXTOS_COMPARTIDOS): AsyncGenerator<FilaXlsx> {
  const entradas = entradasZip(buf);
  if (!entradas) throw new Error('no es un zip');
  const libro = deTipo(await relaciones(buf, entradas, ''), 'officeDocument') ?? 'xl/workbook.xml';
  const entradaLibro = entradas.get(libro.toLowerCase());
  if (!entradaLibro) throw new Error('sin libro');
  const rels = await relaciones(buf, entradas, libro);
  // The first tab that is a worksheet (a chart sheet has no rows).
  const hojas: string[] = [];
  await leerXml(buf, entradaLibro, { abre: (nombre, tag) => nombre === 'sheet' && hojas.push(atributo(tag, 'id') ?? '') });
  const hoja = hojas.map((id) => rels.get(id)).find((r) => r?.tipo.endsWith('/worksheet'))?.destino;
  const entradaHoja = hoja ? entradas.get(hoja.toLowerCase()) : undefined;
  if (!entradaHoja) return;
  const compartidos = await textosCompartidos(buf, entradas.get((deTipo(rels, 'sharedStrings') ?? posix.join(posix.dirname(libro), 'sharedStrings.xml')).toLowerCase()), maxTextosCompartidos);

  const listas: FilaXlsx[] = [];
  let fila: FilaXlsx | null = null;
  let ultima = 0;
  let col = -1;
  let tipo = 'n';
  let v = '';
  let enV = false;
  const enLinea = new Texto();
  const parte = xml(buf, entradaHoja, {
    abre: (nombre, tag) => {
      if (nombre === 'row') {
        const r = Number(atributo(tag, 'r'));
        ultima = Number.isInteger(r) && r > 0 ? r : ultima + 1;
        fila = { numero: ultima, celdas: [] };
        col = -1;
      } else if (nombre === 'c') {
        col = columna(atributo(tag, 'r') ?? '') ?? col + 1;
        tipo = atributo(tag, 't') ?? 'n';
        v = '';
        enLinea.valor = '';
      } else if (nombre === 'v') enV = true;
      else enLinea.abre(nombre);
    },
    texto: (t) => {
      if (enV) v += t;
      else enLinea.texto(t);
    },
    cierra: (nombre) => {
      if (nombre === 'v') enV = false;
      else if (nombre === 'c' && fila) fila.celdas[col] = valorCelda(tipo, v, enLinea.valor, compartidos);
      else if (nombre === 'row' && fila) listas.push({ numero: fila.numero, celdas: Array.from(fila.celdas, (c) => c ?? '') });
      else enLinea.cierra(nombre);
    },
  });
  for await (const _ of parte) {
    yield* listas;
    listas.length = 0;
  }
}
