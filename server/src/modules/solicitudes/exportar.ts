/**
 * Excel export of every row of the list filter: exceljs' streaming WorkbookWriter fed by one cursor
 * (PostgreSQL) or keyset batches (PGlite) in id order, so memory stays bounded whatever the row count. Also the short-lived signed
 * download link for browsers (never the session JWT in a URL).
 */
import { EventEmitter, once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { AsignadasReporte, can, hasBroadPermission, PERMISOS, type SolicitudesQuery } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filasDe } from '../../db/filas';
import { agencias, roles, solicitudes, solicitudesEncuestadores, solicitudesOperadores, usuarios, verificaciones } from '../../db/schema';
import { fecha, fechaHora } from '../../lib/dates';
import { comprobarRecurso, firmarRecurso, type SignatureCheck } from '../../lib/signed-url';
import { GESTOR } from '../asignaciones/tipos';
import { filtroSolicitudes } from './filtros';
import { nombreDe, ue, uo } from './listado';

/** Rows fetched per round trip while exporting. */
const LOTE = 2000;
/** Rows written to the sheet between waits for the compressor (keeps the queued XML ~0.5 MB). */
const TRAMO = 250;
/** Seconds a signed export link lives. */
export const EXPORTAR_TTL = 60;

/**
 * Text that a spreadsheet could read as a formula once edited: written as an inline string with
 * the Text number format ("@"), so Excel shows it as typed, without an apostrophe, and keeps it text.
 */
export const pareceFormula = (v: string) => /^[=+\-@\t\r]/.test(v);

/**
 * The wall-clock offset of the business time zone at an instant, cached per quarter hour (zone
 * offsets only change on quarter-hour boundaries): formatting every date with Intl cost more than
 * the rest of a row.
 */
const BLOQUE = 15 * 60_000;
const desfases = new Map<number, number>();
function desfase(ms: number): number {
  const b = Math.floor(ms / BLOQUE);
  let d = desfases.get(b);
  if (d === undefined) {
    const inicio = b * BLOQUE;
    const pared = fechaHora(new Date(inicio)) ?? '';
    d = Date.parse(`${pared.replace(' ', 'T')}Z`) - inicio;
    if (desfases.size > 100_000) desfases.clear();
    desfases.set(b, d);
  }
  return d;
}

/** An instant (epoch ms) as a Date whose UTC fields are its business wall clock, to the second (what Excel shows). */
function comoFechaHora(ms: number | null): Date | null {
  if (ms === null) return null;
  const s = Math.floor(ms / 1000) * 1000;
  return new Date(s + desfase(s));
}

interface FilaExportacion {
  id: number;
  folio_solicitud: string;
  nombre: string;
  appat_rzsoc: string;
  apmat_nomco: string;
  calle: string;
  num_ext: string;
  num_int: string;
  colonia: string;
  entrecall: string;
  rfc: string;
  edo: string;
  ciudad: string;
  cp: string;
  telefono: string;
  estado: string;
  /** Days since 1970-01-01 (a date column has no time zone). */
  fecha_captura: number | null;
  /** Epoch milliseconds. */
  created_at: number;
  fuerza_venta: string;
  agencia_nombre: string;
  encuestador_id: number | null;
  encuestador: string | null;
  asignada_at: number | null;
  verificado: boolean;
  verificacion_hora: number | null;
  operador: string | null;
  comentario: string | null;
}

const epoch = (c: AnyPgColumn) => sql`(extract(epoch from ${c}) * 1000)::float8`;

/**
 * Only what the sheet shows, dates as numbers (the same on both drivers, no per-row date parsing).
 * `extra` narrows further (keyset position); `limite` caps the rows.
 */
function consultaExportacion(where: SQL | undefined, ascendente: boolean, extra?: SQL, limite?: number): SQL {
  const s = solicitudes;
  const condicion = and(where, extra);
  return sql`select ${s.id} as id, ${s.folio_solicitud} as folio_solicitud, ${s.nombre} as nombre, ${s.appat_rzsoc} as appat_rzsoc,
    ${s.apmat_nomco} as apmat_nomco, ${s.calle} as calle, ${s.num_ext} as num_ext, ${s.num_int} as num_int, ${s.colonia} as colonia,
    ${s.entrecall} as entrecall, ${s.rfc} as rfc, ${s.edo} as edo, ${s.ciudad} as ciudad, ${s.cp} as cp, ${s.telefono} as telefono,
    ${s.estado} as estado, (${s.fecha_captura} - date '1970-01-01') as fecha_captura, ${epoch(s.created_at)} as created_at,
    ${s.fuerza_venta} as fuerza_venta, ${agencias.nombre} as agencia_nombre, ${solicitudesEncuestadores.usuario_id} as encuestador_id,
    ${nombreDe(ue)} as encuestador, ${epoch(solicitudesEncuestadores.created_at)} as asignada_at, (${verificaciones.id} is not null) as verificado,
    ${epoch(verificaciones.hora)} as verificacion_hora, ${nombreDe(uo)} as operador, ${s.comentario} as comentario
    from ${s}
    inner join ${agencias} on ${agencias.id} = ${s.agencia_id}
    left join ${solicitudesEncuestadores} on ${solicitudesEncuestadores.solicitud_id} = ${s.id} and ${solicitudesEncuestadores.activo}
    left join ${usuarios} ${ue} on ${ue.id} = ${solicitudesEncuestadores.usuario_id}
    left join ${solicitudesOperadores} on ${solicitudesOperadores.solicitud_id} = ${s.id} and ${solicitudesOperadores.activo}
    left join ${usuarios} ${uo} on ${uo.id} = ${solicitudesOperadores.usuario_id}
    left join ${verificaciones} on ${verificaciones.solicitud_id} = ${s.id}
    ${condicion ? sql`where ${condicion}` : sql``}
    order by ${s.id} ${ascendente ? sql`asc` : sql`desc`}
    ${limite === undefined ? sql`` : sql`limit ${limite}`}`;
}

/** Numbers that arrive as text (bigint on some paths) as numbers. */
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function estatus(r: FilaExportacion): string {
  if (r.verificado) return AsignadasReporte.label(3);
  return AsignadasReporte.label(r.encuestador_id != null ? 1 : 2);
}


interface Columna {
  header: string;
  width: number;
  valor: (r: FilaExportacion) => string | number | Date | null;
  numFmt?: string;
}

const COLUMNAS: Columna[] = [
  { header: 'ID', width: 10, valor: (r) => r.id },
  { header: 'Folio', width: 18, valor: (r) => r.folio_solicitud },
  { header: 'Nombre', width: 20, valor: (r) => r.nombre },
  { header: 'Apellido Paterno / Razón Social', width: 22, valor: (r) => r.appat_rzsoc },
  { header: 'Apellido Materno / Nombre Comercial', width: 22, valor: (r) => r.apmat_nomco },
  { header: 'Calle', width: 24, valor: (r) => r.calle },
  { header: 'Núm. Ext.', width: 9, valor: (r) => r.num_ext },
  { header: 'Núm. Int.', width: 9, valor: (r) => r.num_int },
  { header: 'Colonia', width: 20, valor: (r) => r.colonia },
  { header: 'Entre Calles', width: 24, valor: (r) => r.entrecall },
  { header: 'RFC', width: 15, valor: (r) => r.rfc },
  { header: 'Estado', width: 16, valor: (r) => r.edo },
  { header: 'Ciudad', width: 18, valor: (r) => r.ciudad },
  { header: 'C.P.', width: 8, valor: (r) => r.cp },
  { header: 'Teléfono', width: 14, valor: (r) => r.telefono },
  { header: 'Estatus Solicitud', width: 14, valor: (r) => r.estado },
  {
    header: 'Fecha de Captura',
    width: 14,
    valor: (r) => {
      const d = num(r.fecha_captura);
      return d === null ? null : new Date(d * 86_400_000);
    },
    numFmt: 'yyyy-mm-dd',
  },
  { header: 'Fecha de Alta', width: 19, valor: (r) => comoFechaHora(num(r.created_at)), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Fuerza de Venta', width: 16, valor: (r) => r.fuerza_venta },
  { header: 'Agencia', width: 18, valor: (r) => r.agencia_nombre },
  { header: 'Estatus', width: 14, valor: estatus },
  { header: 'Gestor', width: 24, valor: (r) => r.encuestador },
  { header: 'Fecha de Asignación', width: 19, valor: (r) => comoFechaHora(num(r.asignada_at)), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Fecha de Verificación', width: 19, valor: (r) => comoFechaHora(num(r.verificacion_hora)), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Operador', width: 24, valor: (r) => r.operador },
  { header: 'Comentario', width: 30, valor: (r) => r.comentario },
];

/** Column letters: A..Z, AA.. */
const letra = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : letra(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));
const LETRAS = COLUMNAS.map((_, i) => letra(i));

/** XML text as exceljs writes it: the five entities escaped, characters XML forbids dropped. */
// eslint-disable-next-line no-control-regex -- the control characters are what is matched
const ESPECIALES = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
const ESPECIALES_G = new RegExp(ESPECIALES.source, 'g');
const ENTIDADES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const xml = (t: string) => (ESPECIALES.test(t) ? t.replace(ESPECIALES_G, (c) => ENTIDADES[c] ?? '') : t);

/** Excel's serial day number of a Date (1900 system), as exceljs computes it. */
const serial = (d: Date) => 25569 + d.getTime() / 86_400_000;

/**
 * The parts of exceljs' streaming writer the export reaches into: the sheet's XML stream and the
 * workbook's style table. Building each data row's XML here instead of through exceljs' Row and
 * Cell objects is what makes 100k rows a few seconds instead of tens (the cells are written
 * exactly as exceljs writes them: `t="str"` text, numbers, dates as serials with their numFmt).
 * Checked at run time; an exceljs that changes them fails loudly (and the export tests with it).
 */
interface InternosEscritor {
  flujo: { write(xml: string): unknown };
  estilo(numFmt: string): number;
}
function internos(libro: unknown, hoja: unknown, tipoFecha: number): InternosEscritor {
  const styles: unknown = typeof libro === 'object' && libro !== null ? (libro as { styles?: unknown }).styles : undefined;
  const flujo: unknown = typeof hoja === 'object' && hoja !== null ? (hoja as { stream?: unknown }).stream : undefined;
  const add: unknown = typeof styles === 'object' && styles !== null ? (styles as { addStyleModel?: unknown }).addStyleModel : undefined;
  const write: unknown = typeof flujo === 'object' && flujo !== null ? (flujo as { write?: unknown }).write : undefined;
  if (typeof add !== 'function' || typeof write !== 'function') throw new Error('exceljs: WorkbookWriter sin styles.addStyleModel o WorksheetWriter sin stream');
  return {
    flujo: flujo as InternosEscritor['flujo'],
    estilo: (numFmt) => Number((add as (m: object, t: number) => unknown).call(styles, { numFmt }, tipoFecha)),
  };
}

/**
 * exceljs' sheet buffer writes into the zip's input stream without honouring its backpressure,
 * so a fast database outruns compression and memory grows with the row count. Between batches,
 * wait for that stream (the sheet buffer's pipe) to drain. It is a `readable-stream` PassThrough
 * (archiver's), not a node:stream instance, hence the duck typing. Internal shape, checked at
 * run time: without it the export still works, only without this bound.
 */
async function esperarCompresor(hoja: unknown): Promise<void> {
  const stream = typeof hoja === 'object' && hoja !== null ? (hoja as { stream?: unknown }).stream : undefined;
  const pipes = typeof stream === 'object' && stream !== null ? (stream as { pipes?: unknown }).pipes : undefined;
  const destino: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  if (!(destino instanceof EventEmitter)) return;
  const d = destino as EventEmitter & { writableNeedDrain?: unknown; _writableState?: { needDrain?: unknown } };
  if (d.writableNeedDrain === true || d._writableState?.needDrain === true) await once(d, 'drain');
}

export const nombreArchivoExportacion = (now: Date) => `solicitudes-${fecha(now)}.xlsx`;

/** Whether `db` is node-postgres (a pool: a cursor holds one connection of it) rather than PGlite (one connection for everyone). */
function esPool(db: Db): boolean {
  const cliente: unknown = (db as { $client?: unknown }).$client;
  return cliente instanceof pg.Pool;
}

/**
 * The rows of the filter in order, batch by batch. On PostgreSQL one cursor in a read-only
 * transaction (planned once, one snapshot); on PGlite, whose single connection a long transaction
 * would block for every other request, keyset batches by id. The next batch is already being
 * fetched while the caller writes the current one.
 */
async function recorrer(db: Db, where: SQL | undefined, ascendente: boolean, porLote: (filas: FilaExportacion[]) => Promise<void>): Promise<void> {
  if (esPool(db)) {
    await db.transaction(
      async (tx) => {
        // Every row will be read: plan for the whole result, not for the first 10% (a cursor's
        // default), which walked the id index over the entire table for a one-month filter.
        await tx.execute(sql`set local cursor_tuple_fraction = 1`);
        await tx.execute(sql`declare exportacion no scroll cursor for ${consultaExportacion(where, ascendente)}`);
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
    return filasDe<FilaExportacion>(await db.execute(consultaExportacion(where, ascendente, extra, LOTE)));
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

export function exportarXlsx(db: Db, scope: number | null, q: SolicitudesQuery, avisos: AvisosExportacion = {}): Readable {
  const salida = new PassThrough({ highWaterMark: 1024 * 1024 });
  const where = filtroSolicitudes(q, { scope, asignacion: GESTOR });
  const ascendente = q.sortBy === 'id' && !q.descending;

  void (async () => {
    // Loaded with the first export, not at start: exceljs is ~17 MB of resident memory.
    const { default: ExcelJS } = await import('exceljs');
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    const hoja = libro.addWorksheet('Solicitudes', { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = COLUMNAS.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
    hoja.getRow(1).font = { bold: true };
    hoja.getRow(1).commit();
    const { flujo, estilo } = internos(libro, hoja, ExcelJS.ValueType.Date);
    const estilos = COLUMNAS.map((c) => (c.numFmt ? ` s="${estilo(c.numFmt)}"` : ''));
    const estiloTexto = ` s="${estilo('@')}"`;
    let n = 1;
    await recorrer(db, where, ascendente, async (lote) => {
      for (let desde = 0; desde < lote.length; desde += TRAMO) {
        let xmlTramo = '';
        for (const r of lote.slice(desde, desde + TRAMO)) {
          n++;
          let fila = `<row r="${n}">`;
          for (let i = 0; i < COLUMNAS.length; i++) {
            const v = (COLUMNAS[i] as Columna).valor(r);
            if (v === null) continue;
            const ref = `${LETRAS[i] as string}${n}`;
            if (typeof v === 'string' && pareceFormula(v)) fila += `<c r="${ref}"${estiloTexto} t="inlineStr"><is><t xml:space="preserve">${xml(v)}</t></is></c>`;
            else if (typeof v === 'string') fila += `<c r="${ref}" t="str"><v>${xml(v)}</v></c>`;
            else if (typeof v === 'number') fila += `<c r="${ref}"><v>${v}</v></c>`;
            else fila += `<c r="${ref}"${estilos[i] as string}><v>${serial(v)}</v></c>`;
          }
          xmlTramo += `${fila}</row>`;
        }
        flujo.write(xmlTramo);
        await esperarCompresor(hoja);
        if (salida.writableNeedDrain) await once(salida, 'drain');
      }
    });
    hoja.commit();
    await libro.commit();
    avisos.onFin?.(n - 1);
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

/**
 * The scope of the link's user, re-read now: null when the user is gone, inactive or lost the
 * permission; otherwise `{scope}` (null scope = global).
 */
export async function scopeDeUsuario(db: Db, usuarioId: number): Promise<{ scope: number | null } | null> {
  const [u] = await db
    .select({ agencia_id: usuarios.agencia_id, permisos: roles.permisos })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.activo, true), isNull(usuarios.eliminado_at)))
    .limit(1);
  if (!u || !can(u.permisos, PERMISOS.gestionarSolicitudes)) return null;
  if (hasBroadPermission(u.permisos)) return { scope: null };
  return u.agencia_id == null ? null : { scope: u.agencia_id };
}
