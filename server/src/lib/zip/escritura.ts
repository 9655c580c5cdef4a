/**
 * A streaming zip writer for the export's .xlsx: small parts added whole, then one part streamed
 * through deflate in 512 KB pieces, two at a time on the thread pool (one deflate stream was the
 * limit: the main thread waited on it a third of the time). CRC-32 by Node's native `zlib.crc32`
 * on the main thread, and nothing between them: yazl ran the stream through four chained
 * streams and a JavaScript CRC-32, a fifth of the export's main-thread time. ZIP64 records are
 * written only when a size or offset needs them (as yazl did).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const MAX32 = 0xffffffff;
/** Uncompressed bytes deflated as one piece, and how many pieces compress at once. */
const PIEZA = 512 * 1024;
const EN_VUELO = 2;
const deflateRaw = promisify(zlib.deflateRaw);
/** Bit 3: CRC and sizes follow the data (streamed entry). */
const CON_DESCRIPTOR = 0x0008;
const DEFLATE = 8;

interface Entrada {
  nombre: Buffer;
  flags: number;
  crc: number;
  comprimido: number;
  tamano: number;
  desplazamiento: number;
}

/** MS-DOS date and time of `d` (local clock, 2-second precision), as zip headers keep them. */
function fechaDos(d: Date): { hora: number; fecha: number } {
  return {
    hora: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    fecha: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

const u64 = (b: Buffer, v: number, at: number) => b.writeBigUInt64LE(BigInt(v), at);

export interface ParteEnStream {
  /** Appends bytes; false when the compressor is full (await `listo()`). */
  escribir(datos: Buffer): boolean;
  /** Resolves when the compressor takes more (rejects when `senal` aborts). */
  listo(senal: AbortSignal): Promise<void>;
  /** Ends the part: its data descriptor follows the compressed bytes. */
  terminar(senal: AbortSignal): Promise<void>;
}

export interface ZipEnStream {
  agregar(ruta: string, datos: Buffer): void;
  /** Starts the one streamed part; `agregar` may not be called while it is open. */
  abrir(ruta: string): ParteEnStream;
  /** Central directory and end record; resolves when they were handed to the output. */
  cerrar(senal: AbortSignal): Promise<void>;
  /** The reader went away: the streamed part's compressor stops. */
  destruir(): void;
}

export function zipEnStream(salida: Writable, ahora = new Date()): ZipEnStream {
  const { hora, fecha } = fechaDos(ahora);
  const entradas: Entrada[] = [];
  let cursor = 0;
  const corte = new AbortController();
  const emitir = (b: Buffer) => {
    cursor += b.length;
    return salida.write(b);
  };

  /**
   * The fields a local header (at 4) and a central directory entry (at 6) share: version needed,
   * flags, method, time, date, CRC, sizes, name and extra field lengths.
   */
  const camposComunes = (b: Buffer, at: number, e: Entrada, zip64: boolean, extra: number) => {
    b.writeUInt16LE(zip64 ? 45 : 20, at);
    b.writeUInt16LE(e.flags, at + 2);
    b.writeUInt16LE(DEFLATE, at + 4);
    b.writeUInt16LE(hora, at + 6);
    b.writeUInt16LE(fecha, at + 8);
    b.writeUInt32LE(e.crc, at + 10);
    b.writeUInt32LE(zip64 ? MAX32 : e.comprimido, at + 14);
    b.writeUInt32LE(zip64 ? MAX32 : e.tamano, at + 18);
    b.writeUInt16LE(e.nombre.length, at + 22);
    b.writeUInt16LE(extra, at + 24);
  };

  const cabeceraLocal = (e: Entrada) => {
    const b = Buffer.alloc(30);
    b.writeUInt32LE(0x04034b50, 0);
    camposComunes(b, 4, e, false, 0);
    return Buffer.concat([b, e.nombre]);
  };

  return {
    agregar(ruta, datos) {
      const comprimido = zlib.deflateRawSync(datos);
      const e: Entrada = { nombre: Buffer.from(ruta), flags: 0, crc: zlib.crc32(datos), comprimido: comprimido.length, tamano: datos.length, desplazamiento: cursor };
      entradas.push(e);
      emitir(cabeceraLocal(e));
      emitir(comprimido);
    },
    abrir(ruta) {
      const e: Entrada = { nombre: Buffer.from(ruta), flags: CON_DESCRIPTOR, crc: 0, comprimido: 0, tamano: 0, desplazamiento: cursor };
      entradas.push(e);
      emitir(cabeceraLocal(e));
      // Independent deflate pieces (each ends on a sync flush, the last one final) concatenate
      // into one valid deflate stream: two pieces compress at once on the thread pool.
      let trozos: Buffer[] = [];
      let acumulado = 0;
      const enVuelo: Promise<void>[] = [];
      let anterior: Promise<void> = Promise.resolve();
      const despachar = (final: boolean) => {
        const datos = Buffer.concat(trozos);
        trozos = [];
        acumulado = 0;
        // An output buffer as large as the piece: with zlib's 16 KB default a piece went to the
        // thread pool once per 16 KB of output, and the sheet writer spent ~25 % longer.
        const comprimido = deflateRaw(datos, { level: 1, chunkSize: PIEZA, finishFlush: final ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH });
        const emitido = anterior.then(async () => {
          // Copied out of the piece-sized output buffer, so what waits in the output holds only its bytes.
          const c = Buffer.from(await comprimido);
          e.comprimido += c.length;
          cursor += c.length;
          if (!salida.write(c)) await once(salida, 'drain', { signal: corte.signal });
        });
        comprimido.catch(() => undefined);
        emitido.catch(() => undefined);
        anterior = emitido;
        enVuelo.push(emitido);
        void emitido.then(() => enVuelo.splice(enVuelo.indexOf(emitido), 1), () => undefined);
      };
      return {
        escribir(datos) {
          e.crc = zlib.crc32(datos, e.crc);
          e.tamano += datos.length;
          trozos.push(datos);
          acumulado += datos.length;
          if (acumulado >= PIEZA) despachar(false);
          return enVuelo.length < EN_VUELO;
        },
        async listo(senal) {
          senal.throwIfAborted();
          while (enVuelo.length >= EN_VUELO) await enVuelo[0];
        },
        async terminar(senal) {
          senal.throwIfAborted();
          despachar(true);
          await anterior;
          const zip64 = e.tamano >= MAX32 || e.comprimido >= MAX32;
          const d = Buffer.alloc(zip64 ? 24 : 16);
          d.writeUInt32LE(0x08074b50, 0);
          d.writeUInt32LE(e.crc, 4);
          if (zip64) {
            u64(d, e.comprimido, 8);
            u64(d, e.tamano, 16);
          } else {
            d.writeUInt32LE(e.comprimido, 8);
            d.writeUInt32LE(e.tamano, 12);
          }
          emitir(d);
        },
      };
    },
    destruir() {
      corte.abort(new Error('exportación interrumpida: la salida se cerró'));
    },
    async cerrar(senal) {
      const inicio = cursor;
      for (const e of entradas) {
        const zip64 = e.tamano >= MAX32 || e.comprimido >= MAX32 || e.desplazamiento >= MAX32;
        const b = Buffer.alloc(46 + (zip64 ? 28 : 0));
        b.writeUInt32LE(0x02014b50, 0);
        b.writeUInt16LE(zip64 ? 45 : 20, 4);
        camposComunes(b, 6, e, zip64, zip64 ? 28 : 0);
        b.writeUInt32LE(zip64 ? MAX32 : e.desplazamiento, 42);
        if (zip64) {
          b.writeUInt16LE(0x0001, 46);
          b.writeUInt16LE(24, 48);
          u64(b, e.tamano, 50);
          u64(b, e.comprimido, 58);
          u64(b, e.desplazamiento, 66);
        }
        emitir(Buffer.concat([b.subarray(0, 46), e.nombre, b.subarray(46)]));
      }
      const tamanoDirectorio = cursor - inicio;
      if (inicio >= MAX32 || tamanoDirectorio >= MAX32) {
        const finDirectorio64 = cursor;
        const r = Buffer.alloc(56 + 20);
        r.writeUInt32LE(0x06064b50, 0);
        u64(r, 44, 4);
        r.writeUInt16LE(45, 12);
        r.writeUInt16LE(45, 14);
        u64(r, entradas.length, 24);
        u64(r, entradas.length, 32);
        u64(r, tamanoDirectorio, 40);
        u64(r, inicio, 48);
        r.writeUInt32LE(0x07064b50, 56);
        u64(r, finDirectorio64, 64);
        r.writeUInt32LE(1, 72);
        emitir(r);
      }
      const f = Buffer.alloc(22);
      f.writeUInt32LE(0x06054b50, 0);
      f.writeUInt16LE(entradas.length, 8);
      f.writeUInt16LE(entradas.length, 10);
      f.writeUInt32LE(Math.min(tamanoDirectorio, MAX32), 12);
      f.writeUInt32LE(Math.min(inicio, MAX32), 16);
      const fin = once(salida, 'finish', { signal: senal });
      salida.end(f);
      await fin;
    },
  };
}
