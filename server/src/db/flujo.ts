/**
 * "Todos" (rowsPerPage <= 0, docs/producto.md §7: the plain array of every row) streamed in
 * bounded memory (server/README.md "Todos: the whole list, streamed").
 *
 * One statement reads the key of every row in the list's order (a JSON array of ints or texts:
 * a few bytes a row); then the rows are read by key, a batch at a time, with the same query and
 * mapper as a page, and written as `[`, rows joined by `,`, `]`, waiting for the client between
 * batches. No transaction or connection is held between batches: on PGlite (one connection for
 * everyone) other requests run between them, and a slow client never holds a pool connection.
 * On PostgreSQL a list that gives `unaSentencia` is instead one statement read through a cursor
 * (`flujoCursor`): the same bytes without a join per batch.
 */
import { once } from 'node:events';
import { PassThrough, Readable, Transform, pipeline } from 'node:stream';
import { Column, getTableColumns, is, sql, SQL, Table, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import { poolDe, type Db } from './client';

/** Rows of the first batch: read before the answer starts, so the first rows leave soon. */
export const LOTE_TODAS = 500;
/**
 * Rows of each later batch. Larger batches read faster (a batch's keys are joined by scanning the
 * joined tables once per batch: 5,000 rows a batch brought 80,000 rows from 4.8× to 2.5× the one
 * statement), but each "Todos" holds two batches at once (one written, the next read), and 10 at
 * once grew the server's RSS by 0.5–1.1 GB at 2,000 or 5,000 rows against ~0.2 GB at 500
 * (bench/todos-memoria.ts): memory stays bounded first.
 */
export const LOTE_TODAS_SIGUIENTES = 500;

export interface Todas<K, T> {
  /** A select of `k` (the row's key, aliased 'k') and `n` (its place: `filaN(orden)`) over the list's filter. */
  claves: SQLWrapper;
  /** The rows of these keys, in any order: the page's query and mapper, narrowed to the keys. */
  filas: (claves: K[]) => Promise<T[]>;
  /** The key of a row. */
  clave: (fila: T) => K;
  /** On PostgreSQL: the whole list as one ordered statement, read through a cursor (`flujoCursor`). */
  unaSentencia?: () => UnaSentencia<T>;
}

/** One statement of every row in the list's order, and the answer's row of each raw row (node-postgres array mode). */
export interface UnaSentencia<T> {
  texto: string;
  valores: unknown[];
  fila: (crudo: unknown[]) => T;
}

/** Every key of `claves` in order, read as one JSON array (a few bytes a row). */
export async function leerClaves<K>(db: Db, claves: SQLWrapper): Promise<K[]> {
  const r: unknown = await db.execute(sql`select coalesce(json_agg(t.k order by t.n), '[]'::json) as claves from (${claves}) t`);
  const filas: unknown = typeof r === 'object' && r !== null && 'rows' in r ? r.rows : [];
  const primera: unknown = Array.isArray(filas) ? filas[0] : undefined;
  const valor: unknown = typeof primera === 'object' && primera !== null && 'claves' in primera ? primera.claves : [];
  // node-postgres and PGlite both parse json; a driver that hands back text is parsed here.
  const lista: unknown = typeof valor === 'string' ? JSON.parse(valor) : valor;
  return Array.isArray(lista) ? (lista as K[]) : [];
}

/** Writes `texto`, waiting while the stream is full; false once the client is gone. */
async function escribir(salida: PassThrough, texto: string): Promise<boolean> {
  if (salida.destroyed) return false;
  if (!salida.write(texto)) {
    await new Promise<void>((resolve) => {
      const listo = () => {
        salida.off('drain', listo);
        salida.off('close', listo);
        resolve();
      };
      salida.on('drain', listo);
      salida.on('close', listo);
    });
  }
  return !salida.destroyed;
}

/**
 * The JSON array of every row of `todas`, as a stream. The keys and the first batch are read
 * before it returns, so a failure there is an ordinary error answer; a failure later destroys the
 * stream with the error (Fastify logs it and cuts the response: the client sees a broken answer,
 * never a truncated array that parses).
 */
export async function flujoJson<K, T>(db: Db, todas: Todas<K, T>, lote = LOTE_TODAS, siguientes = Math.max(lote, LOTE_TODAS_SIGUIENTES)): Promise<Readable> {
  const pool = poolDe(db);
  if (pool && todas.unaSentencia && abiertos < CURSORES_MAX) return flujoCursor(pool, todas.unaSentencia());
  const claves = await leerClaves<K>(db, todas.claves);
  const enOrden = async (desde: number, hasta: number): Promise<T[]> => {
    const parte = claves.slice(desde, hasta);
    if (parte.length === 0) return [];
    const porClave = new Map((await todas.filas(parte)).map((f) => [todas.clave(f), f]));
    // A row gone since the keys were read (deleted, out of the filter now) is left out.
    return parte.flatMap((k) => {
      const f = porClave.get(k);
      return f === undefined ? [] : [f];
    });
  };
  // Batch i covers [inicios[i], inicios[i + 1]).
  const inicios = [0];
  for (let desde = Math.min(lote, claves.length); desde < claves.length; desde += siguientes) inicios.push(desde);
  inicios.push(claves.length);
  const leer = (i: number) => enOrden(inicios[i] ?? 0, inicios[i + 1] ?? 0);
  const primero = await leer(0);
  const salida = new PassThrough({ highWaterMark: 256 * 1024 });
  void (async () => {
    let actual = primero;
    let escritas = 0;
    const lotes = inicios.length - 1;
    for (let i = 0; ; i++) {
      // The next batch is read while this one is turned into JSON and taken by the client.
      let proximo: Promise<T[]> | null = null;
      if (i + 1 < lotes) {
        // Let pending I/O in first (new requests, their queries): see "Todos" in server/README.md.
        await new Promise((r) => setImmediate(r));
        proximo = leer(i + 1);
        proximo.catch(() => undefined);
      }
      // One JSON.stringify per batch: `[a,b]` without its brackets is `a,b`.
      const cuerpo = actual.length > 0 ? JSON.stringify(actual).slice(1, -1) : '';
      const texto = (i === 0 ? '[' : '') + (escritas > 0 && cuerpo ? ',' : '') + cuerpo + (proximo ? '' : ']');
      escritas += actual.length;
      if (!(await escribir(salida, texto))) return;
      if (!proximo) {
        salida.end();
        return;
      }
      actual = await proximo;
    }
  })().catch((e: unknown) => {
    salida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return salida;
}

const TROZO = 64 * 1024;
/**
 * Cursors open at once, each on its own connection outside the pool; past them a "Todos" reads
 * in batches by key on the pool, so the connections PostgreSQL sees stay bounded.
 */
export const CURSORES_MAX = 4;
let abiertos = 0;
/** Rows a cursor fetches per round trip. */
export const LOTE_CURSOR = 500;
/**
 * How long a "Todos" on a cursor may wait for its client before it is cut. The cursor holds its
 * own connection (outside the pool) and one open statement: a client that stops reading would
 * hold both for as long as its socket lives. Cut, it sees a broken answer, like any failure midway.
 */
export const ESPERA_CLIENTE_MS = 60_000;

/**
 * The JSON array of one statement read through a cursor on a dedicated connection (not the pool:
 * a slow client never takes a connection other requests wait for), `LOTE_CURSOR` rows a fetch,
 * with backpressure: the next fetch waits until the client took the previous rows. The connection
 * is closed when the stream ends, fails, is cut after `ESPERA_CLIENTE_MS` without the client
 * taking anything, or the client leaves. The first rows are read before it returns.
 */
export async function flujoCursor<T>(pool: pg.Pool, una: UnaSentencia<T>, esperaMs = ESPERA_CLIENTE_MS): Promise<Readable> {
  const conexion = new pg.Client({ ...pool.options, statement_timeout: esperaMs });
  abiertos += 1;
  let cerrada = false;
  const cerrar = () => {
    if (cerrada) return;
    cerrada = true;
    abiertos -= 1;
    conexion.end().catch(() => undefined);
  };
  conexion.on('error', cerrar);
  try {
    await conexion.connect();
  } catch (e) {
    cerrar();
    throw e;
  }
  const filas = conexion.query(new QueryStream(una.texto, una.valores, { batchSize: LOTE_CURSOR, highWaterMark: LOTE_CURSOR, rowMode: 'array', types: { getTypeParser: textoDeFechas } }));
  try {
    await once(filas, 'readable');
  } catch (e) {
    cerrar();
    throw e;
  }
  let escritas = 0;
  let pendiente = '';
  let espera: NodeJS.Timeout | undefined;
  const vigilar = () => {
    clearTimeout(espera);
    espera = setTimeout(() => json.destroy(new Error('El cliente dejó de leer la respuesta')), esperaMs);
  };
  const json = new Transform({
    writableObjectMode: true,
    writableHighWaterMark: LOTE_CURSOR,
    readableHighWaterMark: 256 * 1024,
    transform(crudo: unknown[], _codificacion, listo) {
      vigilar();
      pendiente += (escritas++ === 0 ? '[' : ',') + JSON.stringify(una.fila(crudo));
      // Rows leave in pieces of ~64 KB: one write a row costs more than its JSON.
      if (pendiente.length < TROZO) return listo();
      const trozo = pendiente;
      pendiente = '';
      listo(null, trozo);
    },
    flush(listo) {
      listo(null, escritas === 0 ? '[]' : `${pendiente}]`);
    },
  });
  vigilar();
  return pipeline(filas, json, () => {
    clearTimeout(espera);
    cerrar();
  });
}

/** The types drizzle's node-postgres driver reads as the text PostgreSQL sends (times, dates, intervals, their arrays): its columns decode them. */
const TEXTO = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const textoDeFechas = (oid: number, formato?: 'text' | 'binary'): ((valor: string) => unknown) =>
  TEXTO.has(oid) ? (valor: string) => valor : pg.types.getTypeParser(oid, formato ?? 'text');

/** Fields of a drizzle select: tables (one level) and columns are decoded, SQL fields are read as sent. */
export type Campos = Record<string, Table | Column | SQL | SQL.Aliased>;

/**
 * A raw row (array mode) of a drizzle select of `campos` in drizzle's shape: the values come in
 * the fields' order, a table's columns in its own order, each column decoded by itself.
 */
export function filaDeCampos<F>(campos: Campos): (crudo: unknown[]) => F {
  const pasos = Object.entries(campos).flatMap(([nombre, campo]): [string, string | null, Column | null][] =>
    is(campo, Table) ? Object.entries(getTableColumns(campo)).map(([c, col]) => [nombre, c, col]) : [[nombre, null, is(campo, Column) ? campo : null]],
  );
  return (crudo) => {
    const fila: Record<string, unknown> = {};
    pasos.forEach(([nombre, sub, col], i) => {
      const bruto = crudo[i];
      const valor = bruto === null || bruto === undefined || col === null ? (bruto ?? null) : col.mapFromDriverValue(bruto);
      if (sub === null) fila[nombre] = valor;
      else ((fila[nombre] ??= {}) as Record<string, unknown>)[sub] = valor;
    });
    return fila as F;
  };
}

/** A list's answer: the page as usual, or the streamed array (JSON, not re-serialized). */
export function enviarLista<P>(reply: FastifyReply, respuesta: P | Readable): P | FastifyReply {
  return respuesta instanceof Readable ? reply.type('application/json; charset=utf-8').send(respuesta) : respuesta;
}
