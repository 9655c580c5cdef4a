/**
 * The SQL of GET /api/bitacora, in one place. An audit row names its record in different ways
 * (lib/audit.ts callers): this module finds, per row, the request it concerns and the agency it
 * belongs to, and filters by them, so a scoped administrator reads only their agency's entries.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BitacoraQuery } from '@verifica/contracts';
import { ZONA_HORARIA } from '../../lib/dates';
import { nombreCompletoTexto } from '../../lib/nombre';

const ENTERO = '^[0-9]{1,9}$';

/** The request an audit row concerns: the record itself, an assignment's request, a verification's or a callback's request. */
const SOLICITUD = sql`case
  when a.entidad in ('solicitudes', 'solicitudes_encuestadores', 'solicitudes_operadores') and a.entidad_id ~ ${ENTERO} then a.entidad_id::int
  when a.entidad in ('verificaciones', 'verificaciones_operadores', 'rellamadas') and a.datos ->> 'solicitud_id' ~ ${ENTERO} then (a.datos ->> 'solicitud_id')::int
end`;

/** A users entry's user id (its record). */
const USUARIO_REGISTRO = sql`case when a.entidad = 'usuarios' and a.entidad_id ~ ${ENTERO} then a.entidad_id::int end`;

/**
 * The agency an entry belongs to: its request's (`s`); for an assignment of several requests, theirs
 * if they share one; an import's; the agency itself; a user's current agency (`ue`); a saved view's
 * or a job's author's (`u`). Null (several agencies, or none): only global users see it. Joins, not
 * a lookup per row: the planner hashes them over the date range.
 */
const AGENCIA = sql`case
  when x.solicitud_id is not null then s.agencia_id
  when a.entidad in ('solicitudes_encuestadores', 'solicitudes_operadores') and jsonb_typeof(a.datos -> 'solicitudes') = 'array' then (
    select case when min(sa.agencia_id) = max(sa.agencia_id) then min(sa.agencia_id) end
      from solicitudes sa
     where sa.id in (select v::int from jsonb_array_elements_text(a.datos -> 'solicitudes') v where v ~ ${ENTERO}))
  when a.entidad = 'solicitudes' and a.accion = 'importar' and a.datos ->> 'agencia_id' ~ ${ENTERO} then (a.datos ->> 'agencia_id')::int
  when a.entidad = 'agencias' and a.entidad_id ~ ${ENTERO} then a.entidad_id::int
  when a.entidad = 'usuarios' then ue.agencia_id
  when a.entidad in ('vistas', 'trabajos') then u.agencia_id
end`;

/** What the caller may see and asked for: the agency (null = all) and the filters. */
export interface FiltroBitacora {
  agencia: number | null;
  q: BitacoraQuery;
}

const y = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

/** Filters on the audit row itself (indexed columns: user, date). */
function deLaFila(q: BitacoraQuery): SQL[] {
  const conds: SQL[] = [];
  if (q.usuario_id) conds.push(sql`a.usuario_id = ${q.usuario_id}`);
  if (q.accion) conds.push(sql`a.accion = ${q.accion}`);
  if (q.entidad) conds.push(sql`a.entidad = ${q.entidad}`);
  if (q.fecha_desde) conds.push(sql`a.created_at >= (${q.fecha_desde}::date)::timestamp at time zone ${ZONA_HORARIA}`);
  if (q.fecha_hasta) conds.push(sql`a.created_at < ((${q.fecha_hasta}::date + 1)::timestamp at time zone ${ZONA_HORARIA})`);
  return conds;
}

/** Filters on what the row was found to concern: the scope and the folio. */
function delAlcance(f: FiltroBitacora): SQL[] {
  const conds: SQL[] = [];
  if (f.agencia !== null) conds.push(sql`c.agencia_id = ${f.agencia}`);
  const folio = f.q.folio?.trim();
  if (folio) {
    conds.push(sql`exists (
      select 1 from solicitudes sf
       where lower(sf.folio_solicitud) = lower(${folio})
         and (sf.id = c.solicitud_id or (c.datos -> 'solicitudes') @> jsonb_build_array(sf.id)))`);
  }
  return conds;
}

/** ORDER BY of the list (fecha descending by default; the id breaks ties). */
export function orden(q: BitacoraQuery): SQL {
  const dir = sql.raw(q.descending || q.sortBy === undefined ? 'desc' : 'asc');
  const col = (() => {
    switch (q.sortBy) {
      case 'accion':
        return sql`c.accion ${dir}, `;
      case 'entidad':
        return sql`c.entidad ${dir}, `;
      case 'usuario':
        return sql`lower(coalesce(${sql.raw(nombreCompletoTexto('c'))}, '')) ${dir}, `;
      case 'fecha':
      case 'id':
      case undefined:
        return sql``;
    }
  })();
  return sql`${col}c.created_at ${dir}, c.id ${dir}`;
}

/** The entries in scope, with who, the folio and the agency name: `select <columnas> <this> [where ...]`. */
function desde(f: FiltroBitacora, extra?: SQL): SQL {
  return sql`from (
      select a.id, a.usuario_id, a.accion, a.entidad, a.entidad_id, a.datos, a.ip, a.created_at, x.solicitud_id,
             s.folio_solicitud as folio, u.nombre, u.apellido_paterno, u.apellido_materno, ${AGENCIA} as agencia_id
        from audit_log a
        cross join lateral (select ${SOLICITUD} as solicitud_id) x
        left join solicitudes s on s.id = x.solicitud_id
        left join usuarios u on u.id = a.usuario_id
        left join usuarios ue on ue.id = ${USUARIO_REGISTRO}
       where ${y(deLaFila(f.q))}
    ) c
    left join agencias ag on ag.id = c.agencia_id
   where ${y([...delAlcance(f), ...(extra ? [extra] : [])])}`;
}

const COLUMNAS = sql`c.id, c.usuario_id, c.accion, c.entidad, c.entidad_id, c.datos, c.ip, c.created_at, c.solicitud_id, c.agencia_id,
  c.folio, ag.nombre as agencia, c.nombre, c.apellido_paterno, c.apellido_materno`;

/** A page of entries with the total in the same statement. */
export const pagina = (f: FiltroBitacora, limit: number, offset: number): SQL =>
  sql`select ${COLUMNAS}, count(*) over ()::int as total ${desde(f)} order by ${orden(f.q)} limit ${limit} offset ${offset}`;

/** The count alone (a page past the end). */
export const conteo = (f: FiltroBitacora): SQL => sql`select count(*)::int as n ${desde(f)}`;

/** "Todos": every entry's key in the list's order. */
export const claves = (f: FiltroBitacora): SQL => sql`select c.id as k, row_number() over (order by ${orden(f.q)}) as n ${desde(f)}`;

/** The entries of these keys (in scope and filter still). */
export const deClaves = (f: FiltroBitacora, ids: number[]): SQL => sql`select ${COLUMNAS} ${desde(f, sql`c.id = any(${sql.param(ids)}::bigint[])`)}`;
