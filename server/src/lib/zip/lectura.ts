/**
 * The entries of a zip held in memory, found through its central directory (ZIP64 sizes
 * included), and one entry's bytes inflated chunk by chunk: never more than it declares.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** One file of a zip, as its central directory describes it. */
export interface EntradaZip {
  nombre: string;
  metodo: number;
  cifrada: boolean;
  comprimido: number;
  descomprimido: number;
  inicioLocal: number;
}

const SIN_VALOR = 0xffffffff;

/** Every entry of a zip, by lower-case name (part names are case-insensitive); null when it is not a readable zip. */
export function entradasZip(buf: Buffer): Map<string, EntradaZip> | null {
  // End of central directory record: signature 0x06054b50 within the last 64 KB + 22 bytes.
  const desde = Math.max(0, buf.length - 65_557);
  for (let i = buf.length - 22; i >= desde; i--) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    const total = buf.readUInt16LE(i + 10);
    let p = buf.readUInt32LE(i + 16);
    const entradas = new Map<string, EntradaZip>();
    for (let n = 0; n < total; n++) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
      const largoNombre = buf.readUInt16LE(p + 28);
      const largoExtra = buf.readUInt16LE(p + 30);
      const e: EntradaZip = {
        nombre: buf.toString('utf8', p + 46, p + 46 + largoNombre),
        metodo: buf.readUInt16LE(p + 10),
        cifrada: (buf.readUInt16LE(p + 8) & 1) === 1,
        comprimido: buf.readUInt32LE(p + 20),
        descomprimido: buf.readUInt32LE(p + 24),
        inicioLocal: buf.readUInt32LE(p + 42),
      };
      zip64(buf, p + 46 + largoNombre, largoExtra, e);
      entradas.set(e.nombre.toLowerCase(), e);
      p += 46 + largoNombre + largoExtra + buf.readUInt16LE(p + 32);
    }
    return entradas;
  }
  return null;
}

/** Sizes and offset that do not fit 32 bits are in the ZIP64 extra field (id 1), in this order. */
function zip64(buf: Buffer, desde: number, largo: number, e: EntradaZip) {
  for (let p = desde; p + 4 <= desde + largo && p + 4 <= buf.length; p += 4 + buf.readUInt16LE(p + 2)) {
    if (buf.readUInt16LE(p) !== 1) continue;
    let q = p + 4;
    const leer = () => {
      const v = q + 8 <= buf.length ? Number(buf.readBigUInt64LE(q)) : Number.POSITIVE_INFINITY;
      q += 8;
      return v;
    };
    if (e.descomprimido === SIN_VALOR) e.descomprimido = leer();
    if (e.comprimido === SIN_VALOR) e.comprimido = leer();
    if (e.inicioLocal === SIN_VALOR) e.inicioLocal = leer();
    return;
  }
}

/** The entry's bytes, inflated chunk by chunk; never more than it declares. */
export async function* contenido(buf: Buffer, e: EntradaZip): AsyncGenerator<Buffer> {
  const p = e.inicioLocal;
  if (e.cifrada || p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) throw new Error('entrada ilegible');
  const inicio = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  if (inicio + e.comprimido > buf.length) throw new Error('entrada truncada');
  const datos = buf.subarray(inicio, inicio + e.comprimido);
  let fuente: AsyncIterable<Buffer>;
  if (e.metodo === 0) fuente = Readable.from(Array.from({ length: Math.ceil(datos.length / 65_536) }, (_, k) => datos.subarray(k * 65_536, (k + 1) * 65_536)));
  else if (e.metodo === 8) fuente = createInflateRaw({ chunkSize: 65_536 }).end(datos);
  else throw new Error('compresión no admitida');
  let leidos = 0;
  for await (const trozo of fuente) {
    leidos += trozo.length;
    if (leidos > e.descomprimido) throw new Error('la entrada crece más de lo que declara');
    yield trozo;
  }
}
