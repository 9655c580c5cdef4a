/**
 * GET /api/reportes/mapa_folios/celdas (SPEC §2 Folio map): the map's folios grouped on the zoom's
 * grid, from the grid aggregate (mapa_celdas, migration 0027) when the zoom is that grid's or
 * coarser, from the folios themselves otherwise.
 */
import { sql, type SQL } from 'drizzle-orm';
import { celdaGrados, type MapaCeldasQuery } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';
import { agenciasConCantidad, filtrosMapa, y } from './service';

/**
 * The zoom of mapa_celdas' cells (the trigger's celda, 0.06591796875° ≈ 7 km). Cell sides halve
 * from one zoom to the next, so a cell at zoom z <= this one is the union of the fine cells
 * (cx >> (this - z), cy >> (this - z)): floor(x / (c·2^k)) = floor(floor(x / c) / 2^k), and the
 * division by a power of two is exact in floating point.
 */
export const ZOOM_CELDAS_MAPA = 10;

/** The filters of the map on mapa_celdas (alias m): capture days, agency and states. */
function filtrosCeldas(agencia: number | null, q: MapaCeldasQuery): SQL[] {
  const conds: SQL[] = [];
  if (q.fecha_desde) conds.push(sql`m.dia >= ${q.fecha_desde}::date`);
  // Folios without fecha_captura are kept on -infinity: outside every range.
  else if (q.fecha_hasta) conds.push(sql`m.dia > '-infinity'::date`);
  if (q.fecha_hasta) conds.push(sql`m.dia <= ${q.fecha_hasta}::date`);
  if (agencia !== null) conds.push(sql`m.agencia_id = ${agencia}`);
  if (q.edo.length) conds.push(sql`m.edo in (${sql.join(q.edo.map((e) => sql`${e}`), sql`, `)})`);
  return conds;
}

/** The extent widened to whole cells of `celda` degrees, on cell columns `cx` and rows `cy`. */
function enExtension(q: MapaCeldasQuery, celda: number, cx: SQL, cy: SQL): SQL[] {
  if (q.oeste === undefined || q.sur === undefined || q.este === undefined || q.norte === undefined) return [];
  return [
    sql`${cx} between ${Math.floor(q.oeste / celda)} and ${Math.floor(q.este / celda)}`,
    sql`${cy} between ${Math.floor(q.sur / celda)} and ${Math.floor(q.norte / celda)}`,
  ];
}

/** At most this many zoom-10 cells are sought one by one in solicitudes_mapa_celda_idx. */
const MAX_CELDAS_INDICE = 400;

/**
 * Zoomed in past mapa_celdas' zoom, the extent's zoom-10 cells listed for the map's cell index
 * (solicitudes_mapa_celda_idx, migration 0028: its expressions written as they are there), so only
 * the folios of those cells and the range are read instead of every folio of the range.
 */
function celdasDelIndice(q: MapaCeldasQuery, celda: number): SQL[] {
  if (q.oeste === undefined || q.sur === undefined || q.este === undefined || q.norte === undefined || q.zoom <= ZOOM_CELDAS_MAPA) return [];
  const k = 2 ** (q.zoom - ZOOM_CELDAS_MAPA);
  const rango = (desde: number, hasta: number) => {
    const [a, b] = [Math.floor(Math.floor(desde / celda) / k), Math.floor(Math.floor(hasta / celda) / k)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  };
  const [xs, ys] = [rango(q.oeste, q.este), rango(q.sur, q.norte)];
  if (xs.length * ys.length > MAX_CELDAS_INDICE) return [];
  const lista = (v: number[]) => sql.join(v.map((n) => sql`${n}`), sql`, `);
  return [
    sql`floor(s.longitude / 0.06591796875::float8)::int in (${lista(xs)})`,
    sql`floor(s.latitude / 0.06591796875::float8)::int in (${lista(ys)})`,
  ];
}

/**
 * The mean of a cell's coordinates rounded to 5 decimals: exact decimal arithmetic on sums of the
 * coordinates as numeric, so the aggregate's sums (kept through removals) and the folios' own give
 * the same figure; a single folio's cell is its position as mapa_folios rounds it.
 */
const media = (suma: SQL, n: SQL): SQL => sql`round(${suma} / ${n}, 5)::float8`;

/**
 * Cells by agency (agencia_id, cx, cy, cantidad, lat, lon, id, oeste, sur, este, norte) at `zoom`:
 * summed from mapa_celdas at its zoom or coarser without an assignment filter (the aggregate does
 * not split folios by assignment), grouped from solicitudes otherwise.
 */
function celdas(ctx: Contexto, q: MapaCeldasQuery, agencia: number | null, celda: number): SQL {
  if (!q.asignadas && q.zoom <= ZOOM_CELDAS_MAPA) {
    const k = ZOOM_CELDAS_MAPA - q.zoom;
    const cx = sql`(m.cx >> ${sql.raw(String(k))})`;
    const cy = sql`(m.cy >> ${sql.raw(String(k))})`;
    return sql`select m.agencia_id, ${cx} as cx, ${cy} as cy, sum(m.n)::int as cantidad,
                      ${media(sql`sum(m.suma_lat)`, sql`sum(m.n)`)} as lat, ${media(sql`sum(m.suma_lon)`, sql`sum(m.n)`)} as lon, min(m.id) as id,
                      min(m.oeste) as oeste, min(m.sur) as sur, max(m.este) as este, max(m.norte) as norte
                 from mapa_celdas m where ${y([...filtrosCeldas(agencia, q), ...enExtension(q, celda, cx, cy)])}
                group by 1, 2, 3`;
  }
  const { conds } = filtrosMapa(ctx, q);
  const cx = sql`floor(s.longitude / ${celda}::float8)::int`;
  const cy = sql`floor(s.latitude / ${celda}::float8)::int`;
  return sql`select s.agencia_id, ${cx} as cx, ${cy} as cy, count(*)::int as cantidad,
                    ${media(sql`sum(s.latitude::numeric)`, sql`count(*)`)} as lat, ${media(sql`sum(s.longitude::numeric)`, sql`count(*)`)} as lon, min(s.id) as id,
                    min(s.longitude) as oeste, min(s.latitude) as sur, max(s.longitude) as este, max(s.latitude) as norte
               from solicitudes s where ${y([...conds, ...enExtension(q, celda, cx, cy), ...celdasDelIndice(q, celda)])}
              group by 1, 2, 3`;
}

/**
 * Every folio of the filters by agency (agencia_id, cantidad, oeste, sur, este, norte), whatever the
 * extent: the cells' own sums when they hold every folio, else mapa_celdas, or solicitudes with an
 * assignment filter.
 */
function porAgencia(ctx: Contexto, q: MapaCeldasQuery, agencia: number | null, celdasEnteras: boolean): SQL {
  const columnas = sql`min(oeste) as oeste, min(sur) as sur, max(este) as este, max(norte) as norte`;
  if (celdasEnteras) return sql`select agencia_id, sum(cantidad)::int as cantidad, ${columnas} from c group by agencia_id`;
  if (!q.asignadas) return sql`select m.agencia_id, sum(m.n)::int as cantidad, ${columnas} from mapa_celdas m where ${y(filtrosCeldas(agencia, q))} group by 1`;
  const { conds } = filtrosMapa(ctx, q);
  return sql`select s.agencia_id, count(*)::int as cantidad, min(s.longitude) as oeste, min(s.latitude) as sur, max(s.longitude) as este, max(s.latitude) as norte
               from solicitudes s where ${y(conds)} group by 1`;
}

/**
 * The answer as JSON built by PostgreSQL: count, mean position and smallest id of each (cell,
 * agency), largest first; with an extent only the cells it touches (whole cells: the extent is
 * widened to the grid). The agencies' exact counts and the folios' bounding box cover every folio
 * of the filters, whatever the extent.
 */
export async function mapaCeldas(ctx: Contexto, q: MapaCeldasQuery): Promise<Buffer> {
  const agencia = agenciaEfectiva(ctx.scope, q.agencia_id);
  const celda = celdaGrados(q.zoom);
  const conExtension = q.oeste !== undefined;
  const [row] = await filas<{ agencias: string; extension: string | null; celdas: string }>(
    ctx.db,
    sql`with c as (${celdas(ctx, q, agencia, celda)}), n as (${porAgencia(ctx, q, agencia, !conExtension)})
      select ${agenciasConCantidad(agencia)} as agencias,
        (select case when count(*) > 0 then json_build_array(min(oeste), min(sur), max(este), max(norte)) end from n)::text as extension,
        (select json_build_object(
            'lat', coalesce(json_agg(c.lat), '[]'::json),
            'lon', coalesce(json_agg(c.lon), '[]'::json),
            'agencia', coalesce(json_agg(c.agencia_id), '[]'::json),
            'cantidad', coalesce(json_agg(c.cantidad), '[]'::json),
            'id', coalesce(json_agg(c.id), '[]'::json))
           from (select * from c order by c.cantidad desc, c.agencia_id, c.cy, c.cx) c)::text as celdas`,
  );
  const agencias = row?.agencias ?? '[]';
  const cuerpo = row?.celdas ?? '{"lat":[],"lon":[],"agencia":[],"cantidad":[],"id":[]}';
  return Buffer.concat([
    Buffer.from(`{"agencias":${agencias},"zoom":${q.zoom},"celda":${celda},"extension":${row?.extension ?? 'null'},"celdas":`, 'utf8'),
    Buffer.from(cuerpo, 'latin1'),
    Buffer.from('}', 'utf8'),
  ]);
}
