/**
 * Excel export of every row of the list filter, fed by one COPY (PostgreSQL) or keyset batches
 * (PGlite) in id order and written as it comes (lib/xlsx/escritura.ts, columns in exportar-columnas.ts),
 * so memory stays bounded whatever the row count. Also the short-lived signed download link for
 * browsers (never the session JWT in a URL).
 */
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, desc, getTableColumns, gt, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SolicitudesQuery } from '@verifica/contracts';
import { esPostgres, poolDe, type Db } from '../../db/client';
import { filasDe } from '../../db/filas';
import { agencias, solicitudes, solicitudesEncuestadores, verificaciones } from '../../db/schema';
import { fecha } from '../../lib/dates';
import { nombreCompletoONuloSql } from '../../lib/nombre';
import { comprobarRecurso, firmarRecurso, type SignatureCheck } from '../../lib/signed-url';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { celdasDe, COLUMNAS, type DatosFila, type FilaExportacion } from './exportar-columnas';
import { recorrerCopia, type LineaCopia } from '../../lib/copia/lectura';
import { hojaXlsx, type Celda, type CrearHoja } from '../../lib/xlsx/escritura';
import { filtroSolicitudes } from '../../consultas/solicitudes/filtros';
import { desdeListado, ue, uo } from '../../consultas/solicitudes/listado';

/** Rows fetched per round trip while exporting (cursor, PGlite). */
const LOTE = 2000;
/**
 * Rows written to the sheet between waits for the compressor and the reader, on the cursor and
 * keyset paths (COPY waits after each chunk of its stream).
 */
const TRAMO = 250;
/** Seconds a signed export link lives. */
export const EXPORTAR_TTL = 60;

/** Whole milliseconds since 1970 (the sheet shows seconds): a COPY field of digits only. */
const epoch = (c: SQLWrapper) => sql`floor(extract(epoch from ${c}) * 1000)::float8`;
const s = solicitudes;
/** Columns of solicitudes the sheet shows under their own names, in this order. */
const propias = <K extends keyof FilaExportacion & keyof typeof s._.columns>(...nombres: K[]) =>
  Object.fromEntries(nombres.map((n): [K, SQLWrapper] => [n, getTableColumns(s)[n]])) as Record<K, SQLWrapper>;
/** Only what the sheet shows, named as FilaExportacion; dates as numbers (the same on both drivers, no per-row date parsing). */
const CAMPOS: Record<keyof FilaExportacion, SQLWrapper> = {
  ...propias('id', 'folio_solicitud', 'nombre', 'appat_rzsoc', 'apmat_nomco', 'calle', 'num_ext', 'num_int', 'colonia', 'entrecall', 'rfc', 'edo', 'ciudad', 'cp', 'telefono', 'estado'),
  fecha_captura: sql`(${s.fecha_captura} - date '1970-01-01')`,
  created_at: epoch(s.created_at),
  fuerza_venta: s.fuerza_venta,
  agencia_nombre: agencias.nombre,
  encuestador_id: solicitudesEncuestadores.usuario_id,
  encuestador: nombreCompletoONuloSql(ue),
  asignada_at: epoch(solicitudesEncuestadores.created_at),
  verificado: sql`(${verificaciones.id} is not null)`,
  verificacion_hora: epoch(verificaciones.hora),
  operador: nombreCompletoONuloSql(uo),
  comentario: s.comentario,
};
/** Each field under its own name: the rows are read raw (a cursor's FETCH), by name. */
const CAMPOS_NOMBRADOS = Object.fromEntries(Object.entries(CAMPOS).map(([k, v]) => [k, sql`${v}`.as(k)]));

/** Where each field comes in a COPY row (the select's order), and how many there are. */
const P = Object.fromEntries(Object.keys(CAMPOS).map((k, i) => [k, i])) as Record<keyof FilaExportacion, number>;
const CAMPOS_COPIA = Object.keys(CAMPOS).length;
/** Per column: the COPY field it shows as it is, or null (a computed column). */
const CAMPO_DE_COLUMNA = COLUMNAS.map((c) => (c.campo === undefined ? null : P[c.campo]));
const CALCULADAS = COLUMNAS.flatMap((c, i) => (c.valor === undefined ? [] : [{ i, valor: c.valor }]));

/** The computed columns' cells of a COPY row, from its numbers (one array, reused from row to row). */
function celdasCalculadas(): (linea: LineaCopia) => Celda[] {
  const celdas: Celda[] = COLUMNAS.map(() => null);
  return (linea) => {
    const d: DatosFila = {
      id: linea.numero(P.id) ?? 0,
      fecha_captura: linea.numero(P.fecha_captura),
      created_at: linea.numero(P.created_at) ?? 0,
      encuestador_id: linea.numero(P.encuestador_id),
      asignada_at: linea.numero(P.asignada_at),
      verificado: linea.booleano(P.verificado) === true,
      verificacion_hora: linea.numero(P.verificacion_hora),
    };
    for (const { i, valor } of CALCULADAS) celdas[i] = valor(d);
    return celdas;
  };
}

/** The export statement over the list's joins; `extra` narrows further (keyset position), `limite` caps the rows. */
function consultaExportacion(db: Db, where: SQL | undefined, ascendente: boolean, extra?: SQL, limite?: number): SQL {
  const q = desdeListado(db, CAMPOS_NOMBRADOS)
    .where(and(where, extra))
    .orderBy(ascendente ? asc(s.id) : desc(s.id));
  return (limite === undefined ? q : q.limit(limite)).getSQL();
}

/** The whole export statement of a filter, as one query (the bench's `psql \copy` reference). */
export const sentenciaExportacion = (db: Db, where: SQL | undefined, ascendente: boolean): SQL => consultaExportacion(db, where, ascendente);

export const nombreArchivoExportacion = (now: Date) => `solicitudes-${fecha(now)}.xlsx`;

/**
 * The rows of the filter in order, batch by batch, where COPY cannot be used: one cursor in a
 * read-only transaction on PostgreSQL (a parameter that cannot be written as a literal), keyset
 * batches by id on PGlite, whose single connection a long transaction would block for every other
 * request. The next batch is already being fetched while the caller writes the current one.
 */
async function recorrerFilas(db: Db, where: SQL | undefined, ascendente: boolean, porLote: (filas: FilaExportacion[]) => Promise<void>): Promise<void> {
  if (esPostgres(db)) {
    await db.transaction(
      async (tx) => {
        // Every row will be read: plan for the whole result, not for the first 10% (a cursor's
        // default), which walked the id index over the entire table for a one-month filter.
        await tx.execute(sql`set local cursor_tuple_fraction = 1`);
        await tx.execute(sql`declare exportacion no scroll cursor for ${consultaExportacion(db, where, ascendente)}`);
        const siguiente = async () => filasDe<FilaExportacion>(await tx.execute(sql.raw(`fetch forward ${LOTE} from exportacion`)));
        let lote = await siguiente();
        while (lote.length > 0) {
          const proximo = lote.length < LOTE ? Promise.resolve([]) : siguiente();
          // The pending fetch must not become an unhandled rejection while this batch is written.
          proximo.catch(() => undefined);
          await porLote(lote);
          lote = await proximo;
        }
      },
      { accessMode: 'read only' },
    );
    return;
  }
  const siguiente = async (ultimo: number | null) => {
    const extra = ultimo === null ? undefined : ascendente ? gt(solicitudes.id, ultimo) : lt(solicitudes.id, ultimo);
    return filasDe<FilaExportacion>(await db.execute(consultaExportacion(db, where, ascendente, extra, LOTE)));
  };
  let lote = await siguiente(null);
  while (lote.length > 0) {
    const ultimo = lote[lote.length - 1]?.id ?? null;
    const proximo = lote.length < LOTE ? Promise.resolve([]) : siguiente(ultimo);
    proximo.catch(() => undefined);
    await porLote(lote);
    lote = await proximo;
  }
}

/**
 * Streams the .xlsx of every row of the filter. The returned stream is what the reply sends;
 * rows come in id order (descending unless sortBy=id ascending) and are written as they come,
 * waiting for the client when the stream is full.
 */
export interface AvisosExportacion {
  /** The export stopped (database, client gone): the stream is destroyed with the error. */
  onError?: (e: unknown) => void;
  /** The last row was written: how many rows the file has (header aside). */
  onFin?: (filas: number) => void;
}

export function exportarXlsx(db: Db, scope: number | null, q: SolicitudesQuery, avisos: AvisosExportacion = {}, crearHoja: CrearHoja = hojaXlsx): Readable {
  return exportarXlsxDonde(db, filtroSolicitudes(q, { scope, asignacion: GESTOR }), q.sortBy === 'id' && !q.descending, avisos, crearHoja);
}

/** The same sheet over any WHERE on the list's joins (the background jobs: the call-center filter too). */
export function exportarXlsxDonde(db: Db, where: SQL | undefined, ascendente: boolean, avisos: AvisosExportacion = {}, crearHoja: CrearHoja = hojaXlsx): Readable {
  const salida = new PassThrough({ highWaterMark: 1024 * 1024 });

  void (async () => {
    const hoja = crearHoja(salida, 'Solicitudes', COLUMNAS);
    let n = 0;
    // On PostgreSQL one `COPY (select) TO STDOUT` (lib/copia/lectura.ts: one statement, one
    // snapshot, the plan `psql \copy` gets), its text fields written to the sheet as they came.
    const pool = poolDe(db);
    const calcular = celdasCalculadas();
    const porLinea = (linea: LineaCopia) => {
      hoja.filaCopia(linea, calcular(linea), CAMPO_DE_COLUMNA);
      n++;
    };
    const copiado = pool !== null && (await recorrerCopia(pool, consultaExportacion(db, where, ascendente), CAMPOS_COPIA, porLinea, () => hoja.vaciar()));
    if (!copiado) {
      await recorrerFilas(db, where, ascendente, async (lote) => {
        for (const r of lote) {
          hoja.fila(celdasDe(r));
          if (++n % TRAMO === 0) await hoja.vaciar();
        }
        await hoja.vaciar();
      });
    }
    await hoja.cerrar();
    avisos.onFin?.(n);
  })().catch((e: unknown) => {
    avisos.onError?.(e);
    salida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return salida;
}

// ---------------------------------------------------------------- signed link

const recurso = (usuarioId: number, filtro: string) => `exportar-solicitudes/${usuarioId}/${filtro}`;

/** `/api/solicitudes/exportar/descarga?...`: the filter (raw query object) bound to the user, ≤ 60 s. */
export function enlaceExportacion(secret: string, usuarioId: number, filtroCrudo: Record<string, unknown>, now = Date.now()): { url: string; expira: number } {
  const f = Buffer.from(JSON.stringify(filtroCrudo)).toString('base64url');
  const exp = Math.floor(now / 1000) + EXPORTAR_TTL;
  const sig = firmarRecurso(secret, recurso(usuarioId, f), exp);
  return { url: `/api/solicitudes/exportar/descarga?f=${f}&u=${usuarioId}&exp=${exp}&sig=${sig}`, expira: EXPORTAR_TTL };
}

export function comprobarEnlace(secret: string, usuarioId: number, f: string, exp: number, sig: string): SignatureCheck {
  return comprobarRecurso(secret, recurso(usuarioId, f), exp, sig);
}
