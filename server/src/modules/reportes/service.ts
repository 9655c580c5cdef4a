/**
 * Report queries (SPEC §2 Folio chart / Folio map): each answer is computed by one SQL
 * statement, grouped and filtered in the database, never by looping over rows in JavaScript.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GraficaFila, GraficaFoliosQuery, MapaFoliosQuery } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';

/**
 * The date a request counts on in every report, chart, map and export is its fecha_captura (the
 * date the request lists filter on, solicitudes/filtros.ts; docs/reglas.md): `alias` falls on the
 * days [desde, hasta]. A request without fecha_captura is outside every range.
 */
export function rangoCaptura(alias: SQL, desde: string | undefined, hasta: string | undefined): SQL[] {
  const conds: SQL[] = [];
  if (desde) conds.push(sql`${alias}.fecha_captura >= ${desde}::date`);
  if (hasta) conds.push(sql`${alias}.fecha_captura <= ${hasta}::date`);
  return conds;
}

export const y = (conds: SQL[]): SQL => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

export type TipoGrafica = 'gestores' | 'operadores';

/** The kind of assignment in conteos_diarios.tipo. */
const TIPO_CONTEO: Record<TipoGrafica, number> = { gestores: 1, operadores: 2 };

/** The status filter of the chart (AsignadasReporte) on the counters' state. */
function estatus(status: number | undefined): SQL | null {
  if (status === 1) return sql`activa`;
  if (status === 2) return sql`not activa`;
  if (status === 3) return sql`verificada`;
  return null;
}

/**
 * GET /api/reportes/graficas_folios (tipo gestores: gestor assignments, field verifications) and
 * /graficas_folios_informativos (tipo operadores: operator assignments, call verifications).
 * One row per agency in scope (zeros included), by agency name. Summed from the daily counters
 * (conteos_diarios: requests per agency, fecha_captura and state, kept by a trigger), so a month
 * reads a few rows per agency and day instead of every request of the month.
 */
export async function grafica(ctx: Contexto, tipo: TipoGrafica, q: GraficaFoliosQuery): Promise<GraficaFila[]> {
  const agencia = agenciaEfectiva(ctx.scope, q.agencia_id);
  const conds = [sql`tipo = ${TIPO_CONTEO[tipo]}`];
  if (q.fecha_desde) conds.push(sql`dia >= ${q.fecha_desde}::date`);
  // Requests without fecha_captura are counted on -infinity: outside every range.
  else if (q.fecha_hasta) conds.push(sql`dia > '-infinity'::date`);
  if (q.fecha_hasta) conds.push(sql`dia <= ${q.fecha_hasta}::date`);
  if (agencia !== null) conds.push(sql`agencia_id = ${agencia}`);
  const est = estatus(q.status);
  if (est) conds.push(est);

  const rows = await filas<GraficaFila>(
    ctx.db,
    sql`with c as (
      select agencia_id,
             sum(n) filter (where activa)::int as asignadas,
             sum(n) filter (where not activa)::int as no_asignadas,
             sum(n) filter (where not alguna)::int as nunca_asignadas,
             sum(n) filter (where alguna and not activa)::int as desasignadas,
             sum(n) filter (where verificada)::int as verificadas
        from conteos_diarios where ${y(conds)}
       group by agencia_id
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
  if (asignadas === 1) return sql`s.gestor_id is not null`;
  if (asignadas === 2) return sql`s.gestor_id is null`;
  if (asignadas === 3) return sql`s.verificada_campo`;
  return null;
}

/**
 * `col` (double precision) rounded to 5 decimals, the same value as round(col::numeric, 5) (the
 * contract's coordinates) at a fraction of its cost: float arithmetic, except near a tie (the
 * seed's and GPS's 6-decimal coordinates end in 5 one time in ten), where float rounding may go
 * the other way and numeric decides. Numeric rounding of every coordinate took ~30 of the ~90 ms
 * of 50,000 points (EXPLAIN ANALYZE, 1M rows).
 */
const cincoDecimales = (col: SQL): SQL =>
  sql`case when abs(abs(${col} * 1e5 - trunc(${col} * 1e5)) - 0.5) < 1e-6 then round(${col}::numeric, 5)::float8 else round(${col} * 1e5) / 1e5 end`;

/** The map's folios (with a position) for the filters, in the caller's agency scope. */
export function filtrosMapa(ctx: Contexto, q: MapaFoliosQuery): { agencia: number | null; conds: SQL[] } {
  const agencia = agenciaEfectiva(ctx.scope, q.agencia_id);
  const conds = [sql`s.latitude is not null`, sql`s.longitude is not null`, ...rangoCaptura(sql`s`, q.fecha_desde, q.fecha_hasta)];
  if (agencia !== null) conds.push(sql`s.agencia_id = ${agencia}`);
  if (q.edo.length) conds.push(sql`s.edo in (${sql.join(q.edo.map((e) => sql`${e}`), sql`, `)})`);
  const asig = asignadasMapa(q.asignadas);
  if (asig) conds.push(asig);
  return { agencia, conds };
}

/** The side list: every agency in scope, by name, with `cantidad` from `n` (agencia_id, cantidad). */
export const agenciasConCantidad = (agencia: number | null): SQL => sql`coalesce((
    select json_agg(json_build_object('id', a.id, 'nombre', a.nombre, 'color', a.color, 'cantidad', coalesce(n.cantidad, 0)) order by lower(a.nombre), a.id)
      from agencias a left join n on n.agencia_id = a.id
     where ${agencia === null ? sql`true` : sql`a.id = ${agencia}`}
  ), '[]'::json)::text`;

/**
 * GET /api/reportes/mapa_folios as JSON built by PostgreSQL: the points as four parallel arrays
 * (in order of fecha_captura, then id: the covering index's order, so no sort; newer pins are
 * drawn over older ones) and the agencies in scope with their counts. Building the JSON in the database
 * avoids materialising 50,000 row objects in Node and serialising them again.
 *
 * The counts are a second pass over the covering index instead of a pass over the points kept in
 * a CTE (materialising them cost more than the index scan). The answer comes as bytes: the points
 * arrays are numbers only, so their text is ASCII and its bytes are copied as they are; in one
 * string with the agencies' names (non-ASCII, «Bajío») V8 keeps all of it two bytes a character
 * and re-encodes it on every write.
 */
export async function mapaJson(ctx: Contexto, q: MapaFoliosQuery): Promise<Buffer> {
  const { agencia, conds } = filtrosMapa(ctx, q);

  const [row] = await filas<{ agencias: string; puntos: string }>(
    ctx.db,
    sql`with n as (select s.agencia_id, count(*)::int as cantidad from solicitudes s where ${y(conds)} group by s.agencia_id)
    select ${agenciasConCantidad(agencia)} as agencias,
      (select json_build_object(
          'id', coalesce(json_agg(p.id), '[]'::json),
          'lat', coalesce(json_agg(${cincoDecimales(sql`p.lat`)}), '[]'::json),
          'lon', coalesce(json_agg(${cincoDecimales(sql`p.lon`)}), '[]'::json),
          'agencia', coalesce(json_agg(p.agencia_id), '[]'::json))
         from (select s.id, s.latitude as lat, s.longitude as lon, s.agencia_id from solicitudes s where ${y(conds)} order by s.fecha_captura, s.id) p
      )::text as puntos`,
  );
  const agencias = row?.agencias ?? '[]';
  const puntos = row?.puntos ?? '{"id":[],"lat":[],"lon":[],"agencia":[]}';
  return Buffer.concat([Buffer.from(`{"agencias":${agencias},"puntos":`, 'utf8'), Buffer.from(puntos, 'latin1'), Buffer.from('}', 'utf8')]);
}
