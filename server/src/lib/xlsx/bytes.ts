/**
 * The sheet's XML as UTF-8 bytes, written piece by piece into one buffer that is handed on
 * (`soltar`) and then written over: the receiver copies what it keeps (a new buffer per 64 KB
 * was memory outside the heap that V8 answered with full collections). Markup and numbers are
 * ASCII and a COPY field's bytes are copied as they are: the export's rows become bytes without
 * a JavaScript string per row or per field.
 */

/** Bytes collected before a buffer is handed on. */
export const PORCION = 64 * 1024;
const CAPACIDAD = 2 * PORCION;

export class BytesXml {
  private b = Buffer.allocUnsafe(CAPACIDAD);
  private n = 0;

  constructor(private readonly entregar: (bytes: Buffer) => void) {}

  /** Bytes written since the last `soltar`. */
  get largo(): number {
    return this.n;
  }

  /** Room for `m` more bytes: what is written goes on first when it would not fit. */
  private reservar(m: number): void {
    if (this.n + m <= this.b.length) return;
    this.soltar();
    if (m > this.b.length) this.b = Buffer.allocUnsafe(m);
  }

  /** Hands on what was written (the receiver must copy what it keeps) and starts over. */
  soltar(): void {
    if (this.n === 0) return;
    this.entregar(this.b.subarray(0, this.n));
    this.n = 0;
  }

  /** A string of characters below U+0080 (markup, numbers). */
  ascii(s: string): void {
    this.reservar(s.length);
    const b = this.b;
    let n = this.n;
    for (let i = 0; i < s.length; i++) b[n++] = s.charCodeAt(i);
    this.n = n;
  }

  /** A whole number from 0 to 2^53, as `String` writes it, without making the string. */
  entero(v: number): void {
    let digitos = 1;
    for (let r = v; r >= 10; r = Math.floor(r / 10)) digitos++;
    this.reservar(digitos);
    const b = this.b;
    let i = this.n + digitos;
    this.n = i;
    let r = v;
    do {
      b[--i] = 0x30 + (r % 10);
      r = Math.floor(r / 10);
    } while (r > 0);
  }

  /** Bytes `desde`..`hasta` of `origen`, as they are. */
  bytes(origen: Uint8Array, desde: number, hasta: number): void {
    this.reservar(hasta - desde);
    const b = this.b;
    let n = this.n;
    for (let i = desde; i < hasta; i++) b[n++] = origen[i] as number;
    this.n = n;
  }

  /** Any text, encoded as UTF-8. */
  texto(s: string): void {
    this.reservar(3 * s.length);
    this.n += this.b.write(s, this.n, 'utf8');
  }
}
