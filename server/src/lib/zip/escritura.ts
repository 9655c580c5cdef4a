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
import zlib from 'node:zlib';

const MAX32 = 0xffffffff;
/** Uncompressed bytes deflated as one piece, and how many pieces compress at once. */
const PIEZA = 512 * 1024;
const EN_VUELO = 2;
/** The last block of a deflate stream that ends on a byte boundary: final, fixed codes, empty. */
const BLOQUE_FINAL = Buffer.from([0x03, 0x00]);
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

/**
 * One deflate stream that compresses piece after piece: each piece is compressed and flushed to
 * a byte boundary (Z_SYNC_FLUSH) in one call on the thread pool, then the stream is reset, so
 * its output does not refer back to the piece before (which another stream compressed). Kept
 * for the whole part instead of one per piece: zlib's state and its output buffer (~1 MB of
 * memory outside the heap per piece) were, with the pieces' Buffers, what made V8 run a full
 * collection every few MB of the sheet.
 */
function compresor(): { comprimir(pieza: Buffer): Promise<Buffer>; cerrar(): void } {
  const z = zlib.createDeflateRaw({ level: 1, chunkSize: PIEZA, flush: zlib.constants.Z_SYNC_FLUSH });
  let salida: Buffer[] = [];
  let fallar: ((e: Error) => void) | null = null;
  z.on('data', (c: Buffer) => salida.push(c));
  z.on('error', (e: Error) => fallar?.(e));
  const uno = (pieza: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      if (z.destroyed) return reject(new Error('compresión interrumpida'));
      fallar = reject;
      z.write(pieza, (e) => {
        fallar = null;
        if (e || z.destroyed) return reject(e ?? new Error('compresión interrumpida'));
        // Copied out of the stream's output buffer, so what waits in the output holds only its bytes.
        const c = Buffer.concat(salida);
        salida = [];
        z.reset();
        resolve(c);
      });
    });
  let cola: Promise<unknown> = Promise.resolve();
  return {
    comprimir(pieza) {
      // One piece at a time per stream: the reset must not meet the next piece's write.
      const c = cola.then(() => uno(pieza));
      cola = c.catch(() => undefined);
      return c;
    },
    cerrar() {
      z.close();
      fallar?.(new Error('compresión interrumpida'));
    },
  };
}

export interface ParteEnStream {
  /** Appends bytes (copied: the caller may reuse `datos`); false when the compressor is full (await `listo()`). */
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
      // Independent deflate pieces (each ends on a sync flush) concatenate into one valid
      // deflate stream, ended by an empty final block: two pieces compress at once on the thread
      // pool. The pieces' buffers are used again once compressed.
      const compresores = Array.from({ length: EN_VUELO }, compresor);
      let turno = 0;
      const libres: Buffer[] = [];
      let pieza: Buffer = Buffer.allocUnsafe(PIEZA);
      let lleno = 0;
      const enVuelo: Promise<void>[] = [];
      let anterior: Promise<void> = Promise.resolve();
      const enviar = async (c: Buffer) => {
        e.comprimido += c.length;
        cursor += c.length;
        if (!salida.write(c)) await once(salida, 'drain', { signal: corte.signal });
      };
      const despachar = () => {
        const llena = pieza;
        const comprimido = (compresores[turno++ % EN_VUELO] as ReturnType<typeof compresor>).comprimir(llena.subarray(0, lleno));
        pieza = libres.pop() ?? Buffer.allocUnsafe(PIEZA);
        lleno = 0;
        const emitido = anterior.then(async () => {
          const c = await comprimido;
          libres.push(llena);
          await enviar(c);
        });
        comprimido.catch(() => undefined);
        emitido.catch(() => undefined);
        anterior = emitido;
        enVuelo.push(emitido);
        void emitido.then(() => enVuelo.splice(enVuelo.indexOf(emitido), 1), () => undefined);
      };
      corte.signal.addEventListener('abort', () => compresores.forEach((c) => c.cerrar()), { once: true });
      return {
        escribir(datos) {
          e.crc = zlib.crc32(datos, e.crc);
          e.tamano += datos.length;
          for (let desde = 0; desde < datos.length; ) {
            const n = datos.copy(pieza, lleno, desde);
            lleno += n;
            desde += n;
            if (lleno === PIEZA) despachar();
          }
          return enVuelo.length < EN_VUELO;
        },
        async listo(senal) {
          senal.throwIfAborted();
          while (enVuelo.length >= EN_VUELO) await enVuelo[0];
        },
        async terminar(senal) {
          senal.throwIfAborted();
          if (lleno > 0) despachar();
          await anterior;
          compresores.forEach((c) => c.cerrar());
          await enviar(BLOQUE_FINAL);
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
