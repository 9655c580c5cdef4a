/**
 * Excel export of every row of the list filter: exceljs' streaming WorkbookWriter fed by keyset
 * batches (id order), so memory stays bounded whatever the row count. Also the short-lived signed
 * download link for browsers (never the session JWT in a URL).
 */
import { once } from 'node:events';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { and, desc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { AsignadasReporte, can, hasBroadPermission, PERMISOS, type SolicitudFila, type SolicitudesQuery } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { roles, solicitudes, usuarios } from '../../db/schema';
import { fecha } from '../../lib/dates';
import { comprobarRecurso, firmarRecurso, type SignatureCheck } from '../../lib/signed-url';
import { GESTOR } from '../asignaciones/tipos';
import { filtroSolicitudes } from './filtros';
import { aFila, consultaFilas } from './listado';

/** Rows fetched per query while exporting. */
const LOTE = 2000;
/** Seconds a signed export link lives. */
export const EXPORTAR_TTL = 60;

/** Text that a spreadsheet could read as a formula stays text: prefixed with an apostrophe. */
export function celdaTexto(v: string): string {
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (business time) as a Date that Excel shows the same. */
function comoFecha(v: string | null): Date | null {
  if (!v) return null;
  const d = new Date(`${v.replace(' ', 'T')}${v.length === 10 ? 'T00:00:00' : ''}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

function estatus(r: SolicitudFila): string {
  if (r.verificado) return AsignadasReporte.label(3);
  return AsignadasReporte.label(r.encuestador_id != null ? 1 : 2);
}

interface Columna {
  header: string;
  width: number;
  valor: (r: SolicitudFila) => string | number | Date | null;
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
  { header: 'Fecha de Captura', width: 14, valor: (r) => comoFecha(r.fecha_captura), numFmt: 'yyyy-mm-dd' },
  { header: 'Fecha de Alta', width: 19, valor: (r) => comoFecha(r.created_at), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Fuerza de Venta', width: 16, valor: (r) => r.fuerza_venta },
  { header: 'Agencia', width: 18, valor: (r) => r.agencia_nombre },
  { header: 'Estatus', width: 14, valor: estatus },
  { header: 'Gestor', width: 24, valor: (r) => r.encuestador },
  { header: 'Fecha de Asignación', width: 19, valor: (r) => comoFecha(r.solicitudes_encuentadores_created_at), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Fecha de Verificación', width: 19, valor: (r) => comoFecha(r.verificacion_hora), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: 'Operador', width: 24, valor: (r) => r.operador },
  { header: 'Comentario', width: 30, valor: (r) => r.comentario },
];

/**
 * exceljs' sheet buffer writes into the zip's deflate stream without honouring its backpressure,
 * so a fast database outruns compression and memory grows with the row count. Between batches,
 * wait for that deflate stream (the sheet buffer's pipe) to drain. Internal shape, checked at run
 * time: without it the export still works, only without this bound.
 */
async function esperarCompresor(hoja: unknown): Promise<void> {
  const stream = typeof hoja === 'object' && hoja !== null ? (hoja as { stream?: unknown }).stream : undefined;
  const pipes = typeof stream === 'object' && stream !== null ? (stream as { pipes?: unknown }).pipes : undefined;
  const destino: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  if (destino instanceof Writable && destino.writableNeedDrain) await once(destino, 'drain');
}

export const nombreArchivoExportacion = (now: Date) => `solicitudes-${fecha(now)}.xlsx`;

/**
 * Streams the .xlsx of every row of the filter. The returned stream is what the reply sends;
 * rows are read in id batches (descending unless sortBy=id ascending) and written as they come,
 * waiting for the client when the stream is full.
 */
export function exportarXlsx(db: Db, scope: number | null, q: SolicitudesQuery, now = new Date(), onError?: (e: unknown) => void): Readable {
  const salida = new PassThrough({ highWaterMark: 1024 * 1024 });
  const where = filtroSolicitudes(q, { scope, asignacion: GESTOR });
  const ascendente = q.sortBy === 'id' && !q.descending;

  void (async () => {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    const hoja = libro.addWorksheet('Solicitudes', { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = COLUMNAS.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
    hoja.getRow(1).font = { bold: true };
    hoja.getRow(1).commit();
    let ultimo: number | null = null;
    for (;;) {
      const cursor: SQL | undefined = ultimo === null ? undefined : ascendente ? gt(solicitudes.id, ultimo) : lt(solicitudes.id, ultimo);
      const lote: Awaited<ReturnType<ReturnType<typeof consultaFilas>['execute']>> = await consultaFilas(db)
        .where(and(where, cursor))
        .orderBy(ascendente ? solicitudes.id : desc(solicitudes.id))
        .limit(LOTE);
      for (const r of lote) {
        const fila = aFila(r, now);
        hoja.addRow(COLUMNAS.map((c) => {
          const v = c.valor(fila);
          return typeof v === 'string' ? celdaTexto(v) : v;
        })).commit();
      }
      if (lote.length < LOTE) break;
      ultimo = lote[lote.length - 1]?.s.id ?? null;
      await esperarCompresor(hoja);
      if (salida.writableNeedDrain) await once(salida, 'drain');
    }
    hoja.commit();
    await libro.commit();
  })().catch((e: unknown) => {
    onError?.(e);
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
