/**
 * The export's rows on PostgreSQL through `COPY (select ...) TO STDOUT` (text format) instead of a
 * cursor: a cursor's plan runs without parallel workers and each value went through pg's row
 * parser; COPY runs the plan as `psql \copy` does and its text is split here. One statement, so
 * one snapshot. Rows come as arrays of field texts (null for SQL NULL) in select order, in batches,
 * and the connection is read only as fast as the caller takes the batches.
 */
import { StringDecoder } from 'node:string_decoder';
import pg from 'pg';
import { to as copiaA } from 'pg-copy-streams';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export type CamposCopia = (string | null)[];

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

/** One field of COPY's text format: `\N` is NULL; backslash escapes the rest (COPY TO writes no octal or hex ones). */
function campo(t: string): string | null {
  if (t === '\\N') return null;
  return t.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c);
}

/**
 * Runs `copy (consulta) to stdout` on a connection of `pool` and hands its rows to `porLote` in
 * batches of about `lote`; the next batch is not read while one is being handled. Resolves after
 * the last batch; false (nothing read) when the statement's parameters cannot be written as
 * literals.
 */
export async function recorrerCopia(pool: pg.Pool, consulta: SQL, lote: number, porLote: (filas: CamposCopia[]) => Promise<void>): Promise<boolean> {
  const cliente = await pool.connect();
  let fallo: unknown = undefined;
  try {
    const texto = textoConLiterales(consulta);
    if (texto === null) return false;
    const flujo = cliente.query(copiaA(`copy (${texto}) to stdout`));
    const decodificador = new StringDecoder('utf8');
    let resto = '';
    let filas: CamposCopia[] = [];
    try {
      for await (const trozo of flujo as AsyncIterable<Buffer>) {
        const texto = resto + decodificador.write(trozo);
        let inicio = 0;
        for (let fin = texto.indexOf('\n'); fin !== -1; fin = texto.indexOf('\n', inicio)) {
          const campos: CamposCopia = texto.slice(inicio, fin).split('\t');
          for (let i = 0; i < campos.length; i++) {
            const v = campos[i] as string;
            if (v.includes('\\')) campos[i] = campo(v);
          }
          filas.push(campos);
          inicio = fin + 1;
        }
        resto = texto.slice(inicio);
        if (filas.length >= lote) {
          await porLote(filas);
          filas = [];
        }
      }
    } catch (e) {
      flujo.destroy();
      throw e;
    }
    if (filas.length > 0) await porLote(filas);
    return true;
  } catch (e) {
    fallo = e;
    throw e;
  } finally {
    // A connection left in the middle of a COPY cannot be reused.
    cliente.release(fallo === undefined ? undefined : true);
  }
}
