/**
 * GET /api/solicitudes and its option lists: rows of the filter with their agency, active gestor
 * and operator, and both verifications (one left join each on unique / partial-unique keys).
 */
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Paged, SolicitudFila, SolicitudesQuery } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { agencias, intentosLlamada, solicitudes, solicitudesBusqueda, solicitudesEncuestadores, solicitudesOperadores, usuarios, verificaciones, verificacionesOperadores } from '../../db/schema';
import { diasEntre, fechaHora } from '../../lib/dates';
import { nombreCompletoONuloSql } from '../../lib/nombre';
import { filaDeCampos, type Todas } from '../../db/flujo';
import { claveSql, consultaConteo, filaN, paginar, unaPorBase, type Paginado } from '../../db/listado';
import type { Contexto } from '../../plugins/policy';
import { GESTOR, type DefinicionAsignacion } from './asignacion';
import { datosSolicitud } from './datos';
import { filtroBusquedaAngosta, filtroSolicitudes, type CampoOpciones, type FiltroSolicitudes } from './filtros';

/** The active gestor's and operator's users in the list's joins. */
export const ue = alias(usuarios, 'ue');
export const uo = alias(usuarios, 'uo');

/** The last call attempt of the call form, joined on its key. */
export const ui = alias(intentosLlamada, 'ui');

/** The list's joins, written once: its agency, active gestor and operator with their users, both verifications, the last call attempt. */
function unirListado(db: Db, campos: SelectedFields) {
  return db
    .select(campos)
    .from(solicitudes)
    .innerJoin(agencias, eq(agencias.id, solicitudes.agencia_id))
    .leftJoin(solicitudesEncuestadores, and(eq(solicitudesEncuestadores.solicitud_id, solicitudes.id), eq(solicitudesEncuestadores.activo, true)))
    .leftJoin(ue, eq(ue.id, solicitudesEncuestadores.usuario_id))
    .leftJoin(solicitudesOperadores, and(eq(solicitudesOperadores.solicitud_id, solicitudes.id), eq(solicitudesOperadores.activo, true)))
    .leftJoin(uo, eq(uo.id, solicitudesOperadores.usuario_id))
    .leftJoin(verificaciones, eq(verificaciones.solicitud_id, solicitudes.id))
    .leftJoin(verificacionesOperadores, eq(verificacionesOperadores.solicitud_id, solicitudes.id))
    .leftJoin(ui, eq(ui.id, verificacionesOperadores.ultimo_intento_id))
    .$dynamic();
}
/** Which joined tables may be absent in a row (left joins), as drizzle derives it from `unirListado`. */
type NulosListado = ReturnType<typeof unirListado>['_']['nullabilityMap'];

/**
 * `campos` over solicitudes and the list's joins (one row per solicitud: every left join is on a
 * unique or partial-unique key). The list page, its "Todos" keys and the Excel export all read
 * through these joins. PostgreSQL drops a left join on a unique key that none of the fields, WHERE
 * or ORDER BY names (the verifications); the active-assignment joins, unique only by a partial
 * index, are always made.
 */
export function desdeListado<T extends SelectedFields>(db: Db, campos: T): PgSelectBase<'solicitudes', T, 'partial', NulosListado, true> {
  // The same builder, typed for these fields (drizzle cannot follow a join chain over a generic selection).
  return unirListado(db, campos) as unknown as PgSelectBase<'solicitudes', T, 'partial', NulosListado, true>;
}

const columnas = {
  s: solicitudes,
  agencia_nombre: agencias.nombre,
  agencia_color: agencias.color,
  enc_id: solicitudesEncuestadores.id,
  enc_usuario_id: solicitudesEncuestadores.usuario_id,
  enc_created_at: solicitudesEncuestadores.created_at,
  encuestador: nombreCompletoONuloSql(ue),
  op_id: solicitudesOperadores.id,
  op_usuario_id: solicitudesOperadores.usuario_id,
  op_created_at: solicitudesOperadores.created_at,
  operador: nombreCompletoONuloSql(uo),
  ver_id: verificaciones.id,
  ver_hora: verificaciones.hora,
  vo_id: verificacionesOperadores.id,
  vo_finalizado: verificacionesOperadores.finalizado,
  vo_hora: verificacionesOperadores.hora_verificacion,
  vo_created_at: verificacionesOperadores.created_at,
  vo_intentos: verificacionesOperadores.intentos,
  ui_fecha: ui.created_at,
  ui_contesto: ui.contesto,
  ui_telefono_estatus: ui.telefono_estatus,
};

/** The row query (no WHERE yet). */
export const consultaFilas = (db: Db) => desdeListado(db, columnas);

/** The keys of "Todos" in the list's order: the id and place (`n`) of each row (the order may name any join). */
const clavesSolicitudes = (db: Db, where: SQL | undefined, orden: SQL[]) =>
  desdeListado(db, { k: claveSql<number>(solicitudes.id), n: filaN(orden) }).where(where);

type FilaBd = Awaited<ReturnType<ReturnType<typeof consultaFilas>['execute']>>[number];
const filaBd = filaDeCampos<FilaBd>(columnas);

/** The fields of the request list's row that the call center's row does not carry. */
type SoloDeLaLista = 'encuestador_id' | 'verificado' | 'verificacion_id' | 'verificacion_hora';
export type FilaComun = Omit<SolicitudFila, SoloDeLaLista>;

/**
 * The row both lists share. Fields are added onto the request's own object, not spread into a new
 * literal (nor rest-destructured out of one): V8 builds a 44-field object from a 30-field spread on
 * a slow path (15 s for a "Todos" of 86,000 rows, 0.7 s this way).
 */
export function filaComun(r: FilaBd, now: Date): FilaComun {
  return Object.assign(datosSolicitud(r.s, { nombre: r.agencia_nombre, color: r.agencia_color }), {
    encuestador: r.encuestador,
    operador: r.operador,
    verify: r.vo_id != null,
    verify_finalizado: r.vo_finalizado ?? false,
    verify_hora_verificacion: fechaHora(r.vo_hora),
    verify_created_at: fechaHora(r.vo_created_at),
    tiempo_esperando: r.op_created_at && r.vo_id == null ? diasEntre(r.op_created_at, now) : null,
    solicitudes_operadores_created_at: fechaHora(r.op_created_at),
    solicitudes_encuentadores_created_at: fechaHora(r.enc_created_at),
    solicitud_encuestador:
      r.enc_id != null && r.enc_usuario_id != null
        ? {
            id: r.enc_id,
            usuario_id: r.enc_usuario_id,
            created_at: fechaHora(r.enc_created_at) ?? '',
            encuestador: { id: r.enc_usuario_id, nombre_completo: r.encuestador ?? '' },
          }
        : null,
    solicitud_operador:
      r.op_id != null && r.op_usuario_id != null
        ? { id: r.op_id, usuario_id: r.op_usuario_id, created_at: fechaHora(r.op_created_at) ?? '', operador: { id: r.op_usuario_id, nombre_completo: r.operador ?? '' } }
        : null,
  });
}

export function aFila(r: FilaBd, now: Date): SolicitudFila {
  return Object.assign(filaComun(r, now), {
    encuestador_id: r.enc_usuario_id,
    verificado: r.ver_id != null,
    verificacion_id: r.ver_id,
    verificacion_hora: fechaHora(r.ver_hora),
  });
}

/** ORDER BY of the list: the whitelisted column, then id (stable paging). Default id descending. */
export function ordenSolicitudes(q: Pick<SolicitudesQuery, 'sortBy' | 'descending'>): SQL[] {
  if (q.sortBy === undefined) return [desc(solicitudes.id)];
  const dir = q.descending ? desc : asc;
  const col: SQL | null = (() => {
    switch (q.sortBy) {
      case 'id':
        return null;
      case 'agencia_nombre':
        return sql`lower(${agencias.nombre})`;
      case 'encuestador':
        return sql`lower(${nombreCompletoONuloSql(ue)})`;
      case 'solicitudes_encuentadores_created_at':
        return sql`${solicitudesEncuestadores.created_at}`;
      case 'fecha_captura':
      case 'created_at':
        return sql`${solicitudes[q.sortBy]}`;
      default:
        return sql`${solicitudes[q.sortBy]}`;
    }
  })();
  return col === null ? [dir(solicitudes.id)] : [dir(col), dir(solicitudes.id)];
}

/**
 * A list of solicitudes (this one, the call center): the page with its count, or "Todos" streamed
 * (keys in the list's order, then rows by id). Both read `consultaFilas` and map with `mapear`.
 * `angosto`: the same filter on solicitudes_busqueda (filtros.ts `filtroBusquedaAngosta`), counted there.
 */
export function listaDeSolicitudes<T extends { id: number }>(
  db: Db,
  q: Paginado,
  where: SQL | undefined,
  orden: SQL[],
  mapear: (r: FilaBd) => T,
  angosto?: SQL,
): Promise<Paged<T> | Readable> {
  return paginar<T, number>(
    db,
    q,
    async (tope) => (await conteoSolicitudes(db, where, tope, angosto))[0]?.n ?? 0,
    async (limit, offset) => (await consultaFilas(db).where(where).orderBy(...orden).limit(limit).offset(offset)).map(mapear),
    todasLasSolicitudes(db, where, orden, mapear),
  );
}

/**
 * The count of a list's rows, stopping at `tope` when not null (db/listado `topeDeConteo`); on
 * solicitudes_busqueda when the filter is also written there (`angosto`, the same rows).
 */
export const conteoSolicitudes = (db: Db, where: SQL | undefined, tope: number | null, angosto?: SQL) =>
  consultaConteo(
    db,
    angosto === undefined
      ? db.select({ uno: sql`1`.as('uno') }).from(solicitudes).where(where).$dynamic()
      : db.select({ uno: sql`1`.as('uno') }).from(solicitudesBusqueda).where(angosto).$dynamic(),
    tope,
  );

/** "Todos" of a list: its keys in the list's order, then its rows by id. */
export const todasLasSolicitudes = <T extends { id: number }>(db: Db, where: SQL | undefined, orden: SQL[], mapear: (r: FilaBd) => T): Todas<number, T> => ({
  claves: clavesSolicitudes(db, where, orden),
  filas: async (ids: number[]) => (await consultaFilas(db).where(and(where, sql`${solicitudes.id} = any(${sql.param(ids)}::int[])`))).map(mapear),
  clave: (f) => f.id,
  unaSentencia: () => {
    const q = consultaFilas(db).where(where).orderBy(...orden).toSQL();
    return { texto: q.sql, valores: q.params, fila: (crudo) => mapear(filaBd(crudo)) };
  },
});

/** Query keys that do not filter rows. */
const NO_FILTRAN = new Set(['page', 'rowsPerPage', 'sortBy', 'descending', 'conteo', 'exportar_excel', 'agencia_id']);
const vacio = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The view the screen opens with: a page, newest first, no filter but one agency at most. Any
 * other key of the query (a filter added later included) takes the general path.
 */
export const vistaPorDefecto = (q: SolicitudesQuery): boolean =>
  q.rowsPerPage > 0 && q.sortBy === undefined && q.agencia_id.length <= 1 && Object.entries(q).every(([k, v]) => NO_FILTRAN.has(k) || vacio(v));

/**
 * That view's page and count, prepared: the 8-table page is planned once per connection (its
 * planning took 15–30 ms for 0.5 ms of execution, EXPLAIN (ANALYZE, SUMMARY) on the bench database
 * of 100,000 solicitudes). `agencia` null = every agency.
 */
const porDefecto = unaPorBase((db) => {
  const agencia = sql.placeholder('agencia');
  const enAgencia = sql`(${agencia}::int is null or ${solicitudes.agencia_id} = ${agencia}::int)`;
  return {
    pagina: consultaFilas(db).where(enAgencia).orderBy(desc(solicitudes.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('verifica_solicitudes_pagina'),
    cuenta: db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(enAgencia).prepare('verifica_solicitudes_cuenta'),
    cuentaHasta: db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(db.select({ uno: sql`1`.as('uno') }).from(solicitudes).where(enAgencia).limit(sql.placeholder('tope')).as('filas'))
      .prepare('verifica_solicitudes_cuenta_hasta'),
  };
});

/** GET /api/solicitudes (the default view's page and count are prepared). */
export async function listarSolicitudes(ctx: Contexto, q: SolicitudesQuery, now = new Date()): Promise<Paged<SolicitudFila> | Readable> {
  const where = filtroSolicitudes(q, { scope: ctx.scope, asignacion: GESTOR });
  const orden = ordenSolicitudes(q);
  const mapear = (r: FilaBd) => aFila(r, now);
  if (!vistaPorDefecto(q)) return listaDeSolicitudes(ctx.db, q, where, orden, mapear, filtroBusquedaAngosta(q, { scope: ctx.scope, asignacion: GESTOR }));
  const agencia = ctx.scope ?? q.agencia_id[0] ?? null;
  const p = porDefecto(ctx.db);
  return paginar<SolicitudFila, number>(
    ctx.db,
    q,
    async (tope) => (await (tope === null ? p.cuenta.execute({ agencia }) : p.cuentaHasta.execute({ agencia, tope })))[0]?.n ?? 0,
    async (limit, offset) => (await p.pagina.execute({ agencia, limit, offset })).map(mapear),
    todasLasSolicitudes(ctx.db, where, orden, mapear),
  );
}

/** GET /api/solicitudes/edos | ciudades | colonias | fuerza_venta (`opciones` of the request list). */
export const opcionesSolicitudes = (ctx: Contexto, campo: CampoOpciones, q: FiltroSolicitudes): Promise<string[]> => opciones(ctx.db, ctx.scope, campo, q);

const CAMPO_COLUMNA = {
  edo: solicitudes.edo,
  ciudades: solicitudes.ciudad,
  colonias: solicitudes.colonia,
  fuerza_venta: solicitudes.fuerza_venta,
} as const;

const colacion = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** Most distinct values an option list answers (a select beyond this is unusable anyway). */
export const MAX_OPCIONES = 5000;

/**
 * GET /api/solicitudes/edos | ciudades | colonias | fuerza_venta: distinct non-empty values of the
 * column for the rest of the filter, in Spanish order (Intl.Collator 'es': the same on PGlite,
 * which has no ICU collations, and on PostgreSQL).
 */
export async function opciones(
  db: Db,
  scope: number | null,
  campo: CampoOpciones,
  q: FiltroSolicitudes,
  asignacion: DefinicionAsignacion = GESTOR,
  extra?: SQL,
): Promise<string[]> {
  const col = CAMPO_COLUMNA[campo];
  const where = and(filtroSolicitudes(q, { scope, asignacion, omitir: campo }), extra, sql`${col} <> ''`);
  const rows = await db.selectDistinct({ v: col }).from(solicitudes).where(where).limit(MAX_OPCIONES);
  return rows.map((r) => r.v).sort(colacion.compare);
}
