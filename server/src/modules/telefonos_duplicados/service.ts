/**
 * Duplicate phones report (SPEC §2, §3 duplicate-phone row): phones compared normalised (digits
 * only, last 10), grouped and counted in one SQL statement over the folios the user may see.
 */
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Paged, TelefonoDuplicado, TelefonosDuplicadosQuery } from '@verifica/contracts';
import { flujoJson } from '../../db/flujo';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';
import { filas } from '../../db/filas';
import { rangoCaptura } from '../reportes/service';

/** The normalised phone of solicitud `s`: digits only, the last 10 (a stored generated column, indexed). */
const TELEFONO_NORMALIZADO = sql.raw('s.telefono_norm');

type Fila = { telefono: string; veces: number; ids: string | null; folios: string[] | null; total: number };

const aTelefono = (r: Fila): TelefonoDuplicado => {
  const ids = r.ids ?? '';
  const folios = r.folios ?? [];
  return { telefono: r.telefono, veces: Number(r.veces), ids, folios: ids === '' ? [] : ids.split(',').map((id, k) => ({ id: Number(id), folio: folios[k] ?? '' })) };
};

/**
 * GET /api/telefonos_duplicados: `{telefono, veces, ids, folios}` for phones shared by between
 * `desde` and `hasta` visible folios (`folios`: those same ids with their folio numbers), veces descending by default (then phone), paged with the total
 * computed in the same statement (count(*) over ()). "Todos" streams the same rows (db/flujo.ts),
 * keyed by phone.
 */
export async function telefonosDuplicados(ctx: Contexto, q: TelefonosDuplicadosQuery): Promise<Paged<TelefonoDuplicado> | Readable> {
  const agencia = agenciaEfectiva(ctx.scope, q.agencia_id);
  const conds: SQL[] = [sql`${TELEFONO_NORMALIZADO} <> ''`, ...rangoCaptura(sql`s`, q.fecha_desde, q.fecha_hasta)];
  if (agencia !== null) conds.push(sql`s.agencia_id = ${agencia}`);
  const dir = q.sortBy === 'veces' && !q.descending ? sql.raw('asc') : sql.raw('desc');
  // A phone shared `desde` times in the range is counted at least that often overall
  // (telefonos_conteos): only those phones are grouped, not every phone of the range.
  const candidatos = sql`${TELEFONO_NORMALIZADO} in (select c.telefono_norm from telefonos_conteos c where c.n >= ${q.desde})`;
  const grupos = (extra: SQL | undefined) =>
    sql`select ${TELEFONO_NORMALIZADO} as telefono, count(*)::int as veces, count(*) over ()::int as total
          from solicitudes s
         where ${sql.join([...conds, candidatos, ...(extra ? [extra] : [])], sql` and `)}
         group by 1
        having count(*) between ${q.desde} and ${q.hasta}`;

  // Count first (an index-only scan in phone order, no per-row work), keep the page, then list
  // the folios of just those phones (index lookups): aggregating every group of the range was
  // most of the cost. The folios are the ids' rows, under the same conditions, in the same order.
  const leer = async (limite: SQL, extra?: SQL) =>
    (
      await filas<Fila>(
        ctx.db,
        sql`select p.telefono, p.veces, p.total, f.ids, f.folios
      from (${grupos(extra)} order by veces ${dir}, telefono ${limite}) p
      cross join lateral (
        select string_agg(s.id::text, ',' order by s.id) as ids, array_agg(s.folio_solicitud order by s.id) as folios
          from solicitudes s
         where ${TELEFONO_NORMALIZADO} = p.telefono and ${sql.join(conds, sql` and `)}
      ) f
     order by p.veces ${dir}, p.telefono`,
      )
    );

  if (q.rowsPerPage <= 0) {
    return flujoJson<string, TelefonoDuplicado>(ctx.db, {
      claves: sql`select g.telefono as k, row_number() over (order by g.veces ${dir}, g.telefono) as n from (${grupos(undefined)}) g`,
      filas: async (telefonos) => (await leer(sql``, sql`${TELEFONO_NORMALIZADO} = any(${sql.param(telefonos)}::text[])`)).map(aTelefono),
      clave: (f) => f.telefono,
    });
  }
  const rows = await leer(sql`limit ${q.rowsPerPage} offset ${(q.page - 1) * q.rowsPerPage}`);
  let totalItems = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) {
    // A page past the end: the total still has to be known.
    const [c] = await filas<{ n: number }>(ctx.db, sql`select count(*)::int as n from (${grupos(undefined)}) t`);
    totalItems = Number(c?.n ?? 0);
  }
  return { total: Math.max(1, Math.ceil(totalItems / q.rowsPerPage)), current_page: q.page, totalItems, data: rows.map(aTelefono) };
}
