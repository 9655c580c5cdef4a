/**
 * Report queries (SPEC §2 Folio chart / Folio map): each answer is computed by one SQL
 * statement, grouped and filtered in the database, never by looping over rows in JavaScript.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GraficaFila, GraficaFoliosQuery, MapaFoliosQuery } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { ZONA_HORARIA } from '../../lib/dates';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';

/**
 * created_at of `alias` falls on the days [desde, hasta] of the business time zone. Written as a
 * range on the column so the created_at indexes apply.
 */
export function rangoCreacion(alias: SQL, desde: string | undefined, hasta: string | undefined): SQL[] {
  const conds: SQL[] = [];
  if (desde) conds.push(sql`${alias}.created_at >= (${desde}::date)::timestamp at time zone ${ZONA_HORARIA}`);
  if (hasta) conds.push(sql`${alias}.created_at < ((${hasta}::date + 1)::timestamp at time zone ${ZONA_HORARIA})`);
  return conds;
}

const y = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

export type TipoGrafica = 'gestores' | 'operadores';

const TABLAS: Record<TipoGrafica, { asignaciones: SQL; verificaciones: SQL }> = {
  gestores: { asignaciones: sql.raw('solicitudes_encuestadores'), verificaciones: sql.raw('verificaciones') },
  operadores: { asignaciones: sql.raw('solicitudes_operadores'), verificaciones: sql.raw('verificaciones_operadores') },
};

/** The status filter of the chart (AsignadasReporte) as a condition on solicitud `s`. */
function estatus(tipo: TipoGrafica, status: number | undefined): SQL | null {
  const t = TABLAS[tipo];
  if (status === 1) return sql`exists (select 1 from ${t.asignaciones} x where x.solicitud_id = s.id and x.activo)`;
  if (status === 2) return sql`not exists (select 1 from ${t.asignaciones} x where x.solicitud_id = s.id and x.activo)`;
  if (status === 3) return sql`exists (select 1 from ${t.verificaciones} v where v.solicitud_id = s.id)`;
  return null;
}

/**
 * GET /api/reportes/graficas_folios (tipo gestores: gestor assignments, field verifications) and
 * /graficas_folios_informativos (tipo operadores: operator assignments, call verifications).
 * One row per agency in scope (zeros included), by agency name. The active assignment and the
 * verification are unique per solicitud (unique indexes), so the joins never multiply rows;
 * ended assignments (the history) are reduced to one row per solicitud first.
 */
export async function grafica(ctx: Contexto, tipo: TipoGrafica, q: GraficaFoliosQuery): Promise<GraficaFila[]> {
  const t = TABLAS[tipo];
  const agencia = agenciaEfectiva(ctx.scope, q.agencia_id);
  const condS = [...rangoCreacion(sql`s`, q.fecha_desde, q.fecha_hasta)];
  if (agencia !== null) condS.push(sql`s.agencia_id = ${agencia}`);
  const est = estatus(tipo, q.status);
  if (est) condS.push(est);

  const rows = await filas<GraficaFila>(
    ctx.db,
    sql`with f as (
      select s.agencia_id,
             act.solicitud_id is not null as activa,
             act.solicitud_id is not null or hist.solicitud_id is not null as alguna,
             ver.solicitud_id is not null as verificada
        from solicitudes s
        left join ${t.asignaciones} act on act.solicitud_id = s.id and act.activo
        left join (select distinct solicitud_id from ${t.asignaciones} where not activo) hist on hist.solicitud_id = s.id
        left join ${t.verificaciones} ver on ver.solicitud_id = s.id
       where ${y(condS)}
    ), c as (
      select agencia_id,
             count(*) filter (where activa)::int as asignadas,
             count(*) filter (where not activa)::int as no_asignadas,
             count(*) filter (where not alguna)::int as nunca_asignadas,
             count(*) filter (where alguna and not activa)::int as desasignadas,
             count(*) filter (where verificada)::int as verificadas
        from f group by agencia_id
    )
    select a.id as agencia_id, a.nombre, a.color,
           coalesce(c.asignadas, 0)::int as asignadas,
           coalesce(c.no_asignadas, 0)::int as no_asignadas,
           coalesce(c.nunca_asignadas, 0)::int as nunca_asignadas,
           coalesce(c.desasignadas, 0)::int as desasignadas,
           coalesce(c.verificadas, 0)::int as verificadas
      from agencias a left join c on c.agencia_id = a.id
     where ${agencia === null ? sql`true` : sql`a.id = ${agencia}`}
     order by lower(a.nombre), a.id`,
  );
  return rows.map((r) => ({
    agencia_id: Number(r.agencia_id),
    nombre: r.nombre,
    color: r.color,
    asignadas: Number(r.asignadas),
    no_asignadas: Number(r.no_asignadas),
    nunca_asignadas: Number(r.nunca_asignadas),
    desasignadas: Number(r.desasignadas),
    verificadas: Number(r.verificadas),
  }));
}

/** The map's assignment filter (AsignadasAsignacion: gestor assignments, field verifications). */
function asignadasMapa(asignadas: number | undefined): SQL | null {
  if (asignadas === 1) return sql`exists (select 1 from solicitudes_encuestadores x where x.solicitud_id = s.id and x.activo)`;
  if (asignadas === 2) return sql`not exists (select 1 from solicitudes_encuestadores x where x.solicitud_id = s.id and x.activo)`;
  if (asignadas === 3) return sql`exists (select 1 from verificaciones v where v.solicitud_id = s.id)`;
  return null;
}

/**
 * GET /api/reportes/mapa_folios as JSON text built by PostgreSQL: the points as four parallel
 * arrays (ordered by id) and the agencies in scope with their counts. Building the JSON in the
 * database avoids materialising 50,000 row objects in Node and serialising them again.
 */
export async function mapaJson(ctx: Contexto, q: MapaFoliosQuery): Promise<string> {
  const agencia = agenciaEfectiva(ctx.scope, q.agencia_id);
  const conds = [sql`s.latitude is not null`, sql`s.longitude is not null`, ...rangoCreacion(sql`s`, q.fecha_desde, q.fecha_hasta)];
  if (agencia !== null) conds.push(sql`s.agencia_id = ${agencia}`);
  if (q.edo.length) conds.push(sql`s.edo in (${sql.join(q.edo.map((e) => sql`${e}`), sql`, `)})`);
  const asig = asignadasMapa(q.asignadas);
  if (asig) conds.push(asig);

  const [row] = await filas<{ body: string }>(
    ctx.db,
    sql`with p as (
      select s.id, round(s.latitude::numeric, 5) as lat, round(s.longitude::numeric, 5) as lon, s.agencia_id
        from solicitudes s where ${y(conds)}
       order by s.id
    ), n as (select agencia_id, count(*)::int as cantidad from p group by agencia_id)
    select json_build_object(
      'agencias', coalesce((
        select json_agg(json_build_object('id', a.id, 'nombre', a.nombre, 'color', a.color, 'cantidad', coalesce(n.cantidad, 0)) order by lower(a.nombre), a.id)
          from agencias a left join n on n.agencia_id = a.id
         where ${agencia === null ? sql`true` : sql`a.id = ${agencia}`}
      ), '[]'::json),
      'puntos', (select json_build_object(
          'id', coalesce(json_agg(p.id), '[]'::json),
          'lat', coalesce(json_agg(p.lat), '[]'::json),
          'lon', coalesce(json_agg(p.lon), '[]'::json),
          'agencia', coalesce(json_agg(p.agencia_id), '[]'::json)) from p)
    )::text as body`,
  );
  return row?.body ?? '{"agencias":[],"puntos":{"id":[],"lat":[],"lon":[],"agencia":[]}}';
}
