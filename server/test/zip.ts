/**
 * Hand-written .xlsx (zip) files for the upload guards' probes (src/modules/solicitudes/bombas.test.ts,
 * bench/bombas.ts): each entry may declare any uncompressed size, and big parts are deflated
 * from a stream of chunks, so a bomb is built without holding its inflated content.
 */
import { createDeflateRaw, crc32 } from 'node:zlib';

export interface EntradaNueva {
  nombre: string;
  /** The content, whole or in chunks. */
  datos: Buffer | Iterable<Buffer>;
  /** Uncompressed size written in the headers (default: the real one). */
  declarado?: number;
}

async function deflar(datos: Buffer | Iterable<Buffer>): Promise<{ comprimido: Buffer; crc: number; largo: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const salida: Buffer[] = [];
  deflate.on('data', (c: Buffer) => salida.push(c));
  const fin = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let largo = 0;
  for (const trozo of Buffer.isBuffer(datos) ? [datos] : datos) {
    crc = crc32(trozo, crc);
    largo += trozo.length;
    if (!deflate.write(trozo)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await fin;
  return { comprimido: Buffer.concat(salida), crc, largo };
}

/** A zip of DEFLATED entries. */
export async function zip(entradas: EntradaNueva[]): Promise<Buffer> {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let offset = 0;
  for (const e of entradas) {
    const { comprimido, crc, largo } = await deflar(e.datos);
    const declarado = e.declarado ?? largo;
    const nombre = Buffer.from(e.nombre);
    // What the local header and its central directory entry share, from "version needed" on
    // (at 4 in the local header, at 6 in the central one): version 2.0, deflate, no time.
    const comunes = (b: Buffer, en: number) => {
      b.writeUInt16LE(20, en);
      b.writeUInt16LE(8, en + 4);
      b.writeUInt32LE(crc, en + 10);
      b.writeUInt32LE(comprimido.length, en + 14);
      b.writeUInt32LE(declarado, en + 18);
      b.writeUInt16LE(nombre.length, en + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    comunes(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    comunes(central, 6);
    central.writeUInt32LE(offset, 42);
    locales.push(local, nombre, comprimido);
    centrales.push(central, nombre);
    offset += local.length + nombre.length + comprimido.length;
  }
  const largoCentral = centrales.reduce((n, b) => n + b.length, 0);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entradas.length, 8);
  fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(largoCentral, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, ...centrales, fin]);
}

const ESTRUCTURA: EntradaNueva[] = [
  {
    nombre: '[Content_Types].xml',
    datos: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
  },
  {
    nombre: '_rels/.rels',
    datos: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
  },
  {
    nombre: 'xl/workbook.xml',
    datos: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
  },
  {
    nombre: 'xl/_rels/workbook.xml.rels',
    datos: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  },
];

const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** One sheet row of inline strings. */
export const filaXml = (celdas: string[]) => `<row>${celdas.map((c) => `<c t="inlineStr"><is><t>${escapar(c)}</t></is></c>`).join('')}</row>`;

/**
 * An .xlsx workbook of one sheet: the header row, then the rows the chunks give (sheet XML).
 * `declarado` is what the sheet part claims to inflate to.
 */
export function libroXlsx(encabezado: string[], filas: Iterable<Buffer>, declarado?: number): Promise<Buffer> {
  function* hoja(): Generator<Buffer> {
    yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${filaXml(encabezado)}`);
    yield* filas;
    yield Buffer.from('</sheetData></worksheet>');
  }
  return zip([...ESTRUCTURA, { nombre: 'xl/worksheets/sheet1.xml', datos: hoja(), ...(declarado === undefined ? {} : { declarado }) }]);
}

/** The same chunk, `veces` times. */
export function* repetir(trozo: Buffer, veces: number): Generator<Buffer> {
  for (let i = 0; i < veces; i++) yield trozo;
}
