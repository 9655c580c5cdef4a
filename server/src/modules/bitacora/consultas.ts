/**
 * The SQL of GET /api/bitacora, in one place. Each audit row carries the request it concerns and
 * the agency it belongs to (`audit_log.solicitud_id`, `agencia_id`: set when it is written, by the
 * trigger of migration 0022), so the scope, like the other filters, is a condition on the row and
 * the default page (newest first) reads an index: the page first, then its joins, and the total
 * counted apart on the same conditions.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BitacoraQuery } from '@verifica/contracts';
import { ZONA_HORARIA } from '../../lib/dates';
import { usuarios } from '../../db/schema';
import { nombreCompletoSql } from '../../lib/nombre';

/** What the caller may see and asked for: the agency (null = all) and the filters. */
export interface FiltroBitacora {
  agencia: number | null;
  q: BitacoraQuery;
}

/** The author of an audit row, `u` in these statements. */
const u = alias(usuarios, 'u');

const y = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

/** Every condition, on the audit row `a`: user, action, record type, dates, the scope and the folio. */
function donde(f: FiltroBitacora): SQL {
  const q = f.q;
  const conds: SQL[] = [];
  if (f.agencia !== null) conds.push(sql`a.agencia_id = ${f.agencia}`);
  if (q.usuario_id) conds.push(sql`a.usuario_id = ${q.usuario_id}`);
  if (q.accion) conds.push(sql`a.accion = ${q.accion}`);
  if (q.entidad) conds.push(sql`a.entidad = ${q.entidad}`);
  if (q.fecha_desde) conds.push(sql`a.created_at >= (${q.fecha_desde}::date)::timestamp at time zone ${ZONA_HORARIA}`);
  if (q.fecha_hasta) conds.push(sql`a.created_at < ((${q.fecha_hasta}::date + 1)::timestamp at time zone ${ZONA_HORARIA})`);
  const folio = q.folio?.trim();
  if (folio) {
    conds.push(sql`exists (
      select 1 from solicitudes sf
       where lower(sf.folio_solicitud) = lower(${folio})
         and (sf.id = a.solicitud_id or (a.datos -> 'solicitudes') @> jsonb_build_array(sf.id)))`);
  }
  return y(conds);
}

/** ORDER BY of the list over `a` and its author `u` (fecha descending by default; the id breaks ties). */
export function orden(q: BitacoraQuery): SQL {
  const dir = sql.raw(q.descending || q.sortBy === undefined ? 'desc' : 'asc');
  const col = (() => {
    switch (q.sortBy) {
      case 'accion':
        return sql`a.accion ${dir}, `;
      case 'entidad':
        return sql`a.entidad ${dir}, `;
      case 'usuario':
        return sql`lower(coalesce(${nombreCompletoSql(u)}, '')) ${dir}, `;
      case 'fecha':
      case 'id':
      case undefined:
        return sql``;
    }
  })();
  return sql`${col}a.created_at ${dir}, a.id ${dir}`;
}

const COLUMNAS = sql`a.id, a.usuario_id, a.accion, a.entidad, a.entidad_id, a.datos, a.ip, a.created_at, a.solicitud_id, a.agencia_id,
  s.folio_solicitud as folio, ag.nombre as agencia, u.nombre, u.apellido_paterno, u.apellido_materno`;

/** The joins an entry is shown with: its request's folio, its author, its agency's name. */
const UNIONES = sql`left join solicitudes s on s.id = a.solicitud_id
  left join usuarios u on u.id = a.usuario_id
  left join agencias ag on ag.id = a.agencia_id`;

/** A page of entries with the total (counted apart, on the same conditions) in the same statement. */
export const pagina = (f: FiltroBitacora, limit: number, offset: number): SQL =>
  sql`select ${COLUMNAS}, (select count(*) from audit_log a where ${donde(f)})::int as total
    from (
      select a.* from audit_log a left join usuarios u on u.id = a.usuario_id
       where ${donde(f)} order by ${orden(f.q)} limit ${limit} offset ${offset}
    ) a
    ${UNIONES}
   order by ${orden(f.q)}`;

/** The count alone (a page past the end). */
export const conteo = (f: FiltroBitacora): SQL => sql`select count(*)::int as n from audit_log a where ${donde(f)}`;

/** "Todos" and the export: every entry's key in the list's order. */
export const claves = (f: FiltroBitacora): SQL =>
  sql`select a.id as k, row_number() over (order by ${orden(f.q)}) as n from audit_log a left join usuarios u on u.id = a.usuario_id where ${donde(f)}`;

/** The entries of these keys (in scope and filter still). */
export const deClaves = (f: FiltroBitacora, ids: number[]): SQL =>
  sql`select ${COLUMNAS} from audit_log a ${UNIONES} where ${donde(f)} and a.id = any(${sql.param(ids)}::bigint[])`;
