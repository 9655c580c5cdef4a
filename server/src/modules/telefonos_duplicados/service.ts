/**
 * Duplicate phones report (SPEC §2, §3 duplicate-phone row): phones compared normalised (digits
 * only, last 10), grouped and counted in one SQL statement over the folios the user may see.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Paged, TelefonoDuplicado, TelefonosDuplicadosQuery } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { agenciaEfectiva } from '../../plugins/policy';
import { filas, rangoCreacion } from '../reportes/service';

/** The normalised phone of solicitud `s` (SQL): digits only, the last 10. */
export const TELEFONO_NORMALIZADO = sql.raw(`right(regexp_replace(s.telefono, '[^0-9]', '', 'g'), 10)`);

/**
 * GET /api/telefonos_duplicados: `{telefono, veces, ids}` for phones shared by between `desde`
 * and `hasta` visible folios, veces descending by default (then phone), paged with the total
 * computed in the same statement (count(*) over ()).
 */
export async function telefonosDuplicados(
  db: Db,
  scope: number | null,
  q: TelefonosDuplicadosQuery,
): Promise<Paged<TelefonoDuplicado> | TelefonoDuplicado[]> {
  const agencia = agenciaEfectiva(scope, q.agencia_id);
  const conds: SQL[] = [sql`s.telefono <> ''`, ...rangoCreacion(sql`s`, q.fecha_desde, q.fecha_hasta)];
  if (agencia !== null) conds.push(sql`s.agencia_id = ${agencia}`);
  const dir = q.sortBy === 'veces' && !q.descending ? sql.raw('asc') : sql.raw('desc');
  const todas = q.rowsPerPage <= 0;
  const limite = todas ? sql`` : sql`limit ${q.rowsPerPage} offset ${(q.page - 1) * q.rowsPerPage}`;

  const rows = await filas<{ telefono: string; veces: number; ids: string; total: number }>(
    db,
    sql`select telefono, veces, ids, count(*) over ()::int as total from (
      select ${TELEFONO_NORMALIZADO} as telefono, count(*)::int as veces, string_agg(s.id::text, ',' order by s.id) as ids
        from solicitudes s
       where ${sql.join(conds, sql` and `)}
       group by 1
      having count(*) between ${q.desde} and ${q.hasta}
    ) t
    where telefono <> ''
    order by veces ${dir}, telefono
    ${limite}`,
  );
  const data = rows.map((r) => ({ telefono: r.telefono, veces: Number(r.veces), ids: r.ids }));
  if (todas) return data;
  let totalItems = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) {
    // A page past the end: the total still has to be known.
    const [c] = await filas<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
        select ${TELEFONO_NORMALIZADO} as telefono from solicitudes s where ${sql.join(conds, sql` and `)}
         group by 1 having count(*) between ${q.desde} and ${q.hasta}) t where telefono <> ''`,
    );
    totalItems = Number(c?.n ?? 0);
  }
  return { total: Math.max(1, Math.ceil(totalItems / q.rowsPerPage)), current_page: q.page, totalItems, data };
}
