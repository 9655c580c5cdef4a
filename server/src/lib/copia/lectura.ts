/**
 * The export's rows on PostgreSQL through `COPY (select ...) TO STDOUT` (text format) instead of a
 * cursor: a cursor's plan runs without parallel workers and each value went through pg's row
 * parser; COPY runs the plan as `psql \copy` does. One statement, so one snapshot. Each row is
 * read in place (`LineaCopia`: where its fields are in the stream's bytes), so a text field can go
 * to the sheet as the bytes it came as; the connection is read only as fast as the caller writes.
 */
import pg from 'pg';
import { to as copiaA } from 'pg-copy-streams';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialecto = new PgDialect();

/**
 * A parameter as the literal COPY needs (it takes no parameters): a quoted literal of unknown type
 * is resolved by PostgreSQL as the untyped text parameter pg sends. Null for a value this does not
 * know how to write (the caller keeps the cursor then).
 */
function literal(v: unknown): string | null {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return pg.escapeLiteral(String(v));
  if (v instanceof Date) return pg.escapeLiteral(v.toISOString());
  return null;
}

/** The statement with its parameters written in, or null when one cannot be. */
export function textoConLiterales(consulta: SQL): string | null {
  const { sql: texto, params } = dialecto.sqlToQuery(consulta);
  const literales = params.map(literal);
  if (literales.some((l) => l === null)) return null;
  return texto.replace(/\$(\d+)/g, (_, i: string) => literales[Number(i) - 1] ?? 'null');
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

const TAB = 9;
const SALTO = 10;
/**
 * Per byte: 1 the field separator; 2 a byte that keeps a field's bytes from being its XML text as
 * they are: COPY's escape (backslash), markup (< > &), control characters, and 0xEF, the lead
 * byte of U+FFFE and U+FFFF, which XML forbids (and of other characters, which then take the
 * slower way).
 */
const CLASE = new Uint8Array(256);
for (let c = 0; c < 0x20; c++) CLASE[c] = 2;
for (const c of [0x5c, 0x3c, 0x3e, 0x26, 0xef]) CLASE[c] = 2;
CLASE[TAB] = 1;

/**
 * One line of COPY's text format, read in place: where each field's bytes start and end in
 * `bytes`, and whether they are its text as is, with nothing XML escapes or forbids (`literal`).
 * Reused from line to line.
 */
export class LineaCopia {
  bytes: Buffer = Buffer.alloc(0);
  readonly inicio: Int32Array;
  readonly fin: Int32Array;
  readonly literal: Uint8Array;

  constructor(readonly campos: number) {
    this.inicio = new Int32Array(campos);
    this.fin = new Int32Array(campos);
    this.literal = new Uint8Array(campos);
  }

  /** Reads the line that starts at `desde` in `bytes` (which holds it whole); returns where the next one starts. */
  leer(bytes: Buffer, desde: number): number {
    const { inicio, fin, literal, campos } = this;
    this.bytes = bytes;
    let k = 0;
    inicio[0] = desde;
    literal[0] = 1;
    for (let i = desde; ; i++) {
      const c = bytes[i] as number;
      if (c === SALTO) {
        if (k !== campos - 1) throw new Error(`COPY: ${k + 1} campos en una fila, se esperaban ${campos}`);
        fin[k] = i;
        return i + 1;
      }
      const clase = CLASE[c] as number;
      if (clase === 0) continue;
      if (clase === 2) literal[k] = 0;
      else if (k + 1 < campos) {
        fin[k++] = i;
        inicio[k] = i + 1;
        literal[k] = 1;
      } else throw new Error(`COPY: más de ${campos} campos en una fila`);
    }
  }

  /** Whether field `k` is SQL NULL (`\N`). */
  nulo(k: number): boolean {
    const a = this.inicio[k] as number;
    return (this.fin[k] as number) - a === 2 && this.bytes[a] === 0x5c && this.bytes[a + 1] === 0x4e;
  }

  /** Field `k` as text, COPY's escapes undone (COPY TO writes no octal or hex ones); null for NULL. */
  texto(k: number): string | null {
    if (this.nulo(k)) return null;
    const t = this.bytes.toString('utf8', this.inicio[k], this.fin[k]);
    return this.literal[k] || !t.includes('\\') ? t : t.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c);
  }

  /** Field `k` as a number (int, float8 text), null for NULL. */
  numero(k: number): number | null {
    const { bytes } = this;
    const a = this.inicio[k] as number;
    const z = this.fin[k] as number;
    // Digits alone (ids, whole milliseconds) are added up here, exactly below 2^53: no string.
    let v = 0;
    for (let i = a; i < z; i++) {
      const d = (bytes[i] as number) - 0x30;
      if (d < 0 || d > 9 || z - a > 15) return this.nulo(k) ? null : Number(bytes.toString('latin1', a, z));
      v = v * 10 + d;
    }
    return a === z ? Number.NaN : v;
  }

  /** Field `k` as a boolean (`t`/`f`), null for NULL. */
  booleano(k: number): boolean | null {
    return this.nulo(k) ? null : this.bytes[this.inicio[k] as number] === 0x74;
  }
}

/**
 * Runs `copy (consulta) to stdout` on a connection of `pool`: each row goes to `porLinea` (the
 * same `LineaCopia`, read again), and after each chunk of the stream `trasTrozo` is awaited before
 * the next is read, so the connection is read only as fast as the caller writes. Resolves after
 * the last row; false (nothing read) when the statement's parameters cannot be written as
 * literals.
 */
export async function recorrerCopia(pool: pg.Pool, consulta: SQL, campos: number, porLinea: (linea: LineaCopia) => void, trasTrozo: () => Promise<void>): Promise<boolean> {
  const cliente = await pool.connect();
  let fallo: unknown = undefined;
  try {
    const texto = textoConLiterales(consulta);
    if (texto === null) return false;
    const flujo = cliente.query(copiaA(`copy (${texto}) to stdout`));
    const linea = new LineaCopia(campos);
    let resto: Buffer | null = null;
    try {
      for await (const trozo of flujo as AsyncIterable<Buffer>) {
        let i = 0;
        if (resto !== null) {
          // Only the line cut between two chunks is put together (copying every chunk onto its
          // predecessor's tail was a second copy of the whole stream).
          const salto = trozo.indexOf(SALTO);
          if (salto < 0) {
            resto = Buffer.concat([resto, trozo]);
            await trasTrozo();
            continue;
          }
          linea.leer(Buffer.concat([resto, trozo.subarray(0, salto + 1)]), 0);
          porLinea(linea);
          i = salto + 1;
        }
        const ultimo = trozo.lastIndexOf(SALTO);
        while (i <= ultimo) {
          i = linea.leer(trozo, i);
          porLinea(linea);
        }
        resto = i < trozo.length ? trozo.subarray(i) : null;
        await trasTrozo();
      }
    } catch (e) {
      flujo.destroy();
      throw e;
    }
    if (resto !== null) throw new Error('COPY terminó a mitad de una fila');
    return true;
  } catch (e) {
    fallo = e;
    throw e;
  } finally {
    // A connection left in the middle of a COPY cannot be reused.
    cliente.release(fallo === undefined ? undefined : true);
  }
}
