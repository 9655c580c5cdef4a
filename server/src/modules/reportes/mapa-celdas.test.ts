/**
 * The map's cells from the grid aggregate (mapa_celdas, migration 0027). Oracle: the statement that
 * grouped the folios themselves before the aggregate (kept here) gives the same cells, counts, ids,
 * agencies and box, at every zoom (aggregate or not), with every filter, after inserts, moves,
 * assignments and deletes. Its mean position was a float mean: the new one is the exact decimal
 * mean rounded to 5 decimals, the same figure except on an exact tie of the 6th decimal.
 */
import { sql, type SQL } from 'drizzle-orm';
import { celdaGrados, type MapaCeldas } from '@verifica/contracts';
import { insertUnnest } from '../../db/bulk';
import { filas } from '../../db/filas';
import { solicitudes } from '../../db/schema';
import { truncateAll } from '../../db/seed';
import { admin, agencia1, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';
import { activosDeRol } from '../../../test/personas';
import { ZOOM_CELDAS_MAPA } from './mapa';

contextoDelArchivo({ solicitudes: 600 });

interface Consulta {
  fecha_desde?: string;
  fecha_hasta?: string;
  zoom: number;
  agencia_id?: number;
  edo?: string[];
  asignadas?: number;
  extension?: [number, number, number, number];
}

const y = (conds: SQL[]) => sql.join(conds, sql` and `);

/** The answer of before, plus each cell's exact mean and whether it is a tie at 5 decimals. */
async function anterior(q: Consulta) {
  const conds = [sql`s.latitude is not null`, sql`s.longitude is not null`];
  if (q.fecha_desde) conds.push(sql`s.fecha_captura >= ${q.fecha_desde}::date`);
  if (q.fecha_hasta) conds.push(sql`s.fecha_captura <= ${q.fecha_hasta}::date`);
  if (q.agencia_id) conds.push(sql`s.agencia_id = ${q.agencia_id}`);
  if (q.edo?.length) conds.push(sql`s.edo in (${sql.join(q.edo.map((e) => sql`${e}`), sql`, `)})`);
  if (q.asignadas === 1) conds.push(sql`s.gestor_id is not null`);
  if (q.asignadas === 2) conds.push(sql`s.gestor_id is null`);
  if (q.asignadas === 3) conds.push(sql`s.verificada_campo`);
  const celda = celdaGrados(q.zoom);
  const cx = sql`floor(s.longitude / ${celda}::float8)::int`;
  const cy = sql`floor(s.latitude / ${celda}::float8)::int`;
  const ext = q.extension
    ? [sql`${cx} between ${Math.floor(q.extension[0] / celda)} and ${Math.floor(q.extension[2] / celda)}`, sql`${cy} between ${Math.floor(q.extension[1] / celda)} and ${Math.floor(q.extension[3] / celda)}`]
    : [];
  const empate = (col: SQL) => sql`abs(avg(${col}::numeric) * 1e5 - trunc(avg(${col}::numeric) * 1e5)) = 0.5`;
  const celdas = await filas<{ agencia_id: number; cantidad: number; lat: number; lon: number; id: number; lat_exacta: number; lon_exacta: number; empate_lat: boolean; empate_lon: boolean }>(
    ctx.db,
    sql`select s.agencia_id, ${cx} as cx, ${cy} as cy, count(*)::int as cantidad,
               round(avg(s.latitude) * 1e5) / 1e5 as lat, round(avg(s.longitude) * 1e5) / 1e5 as lon, min(s.id) as id,
               round(avg(s.latitude::numeric), 5)::float8 as lat_exacta, round(avg(s.longitude::numeric), 5)::float8 as lon_exacta,
               ${empate(sql`s.latitude`)} as empate_lat, ${empate(sql`s.longitude`)} as empate_lon
          from solicitudes s where ${y([...conds, ...ext])}
         group by 1, 2, 3 order by 4 desc, 1, 3, 2`,
  );
  const agencias = await filas<{ id: number; nombre: string; color: string; cantidad: number }>(
    ctx.db,
    sql`select a.id, a.nombre, a.color, coalesce(n.cantidad, 0)::int as cantidad from agencias a
          left join (select s.agencia_id, count(*) as cantidad from solicitudes s where ${y(conds)} group by 1) n on n.agencia_id = a.id
         where ${q.agencia_id ? sql`a.id = ${q.agencia_id}` : sql`true`} order by lower(a.nombre), a.id`,
  );
  const [caja] = await filas<{ o: number | null; s: number; e: number; n: number }>(
    ctx.db,
    sql`select min(s.longitude) o, min(s.latitude) s, max(s.longitude) e, max(s.latitude) n from solicitudes s where ${y(conds)}`,
  );
  return { celdas, agencias, extension: caja?.o == null ? null : [caja.o, caja.s, caja.e, caja.n].map(Number) };
}

async function api(q: Consulta, token = superadmin): Promise<MapaCeldas> {
  const p = new URLSearchParams({ zoom: String(q.zoom) });
  if (q.fecha_desde) p.set('fecha_desde', q.fecha_desde);
  if (q.fecha_hasta) p.set('fecha_hasta', q.fecha_hasta);
  if (q.agencia_id) p.set('agencia_id', String(q.agencia_id));
  if (q.asignadas) p.set('asignadas', String(q.asignadas));
  for (const e of q.edo ?? []) p.append('edo', e);
  if (q.extension) ['oeste', 'sur', 'este', 'norte'].forEach((k, i) => p.set(k, String(q.extension?.[i])));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/reportes/mapa_folios/celdas?${p.toString()}`, headers: ctx.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json<MapaCeldas>();
}

async function comparar(q: Consulta): Promise<number> {
  const [antes, ahora] = [await anterior(q), await api(q)];
  const c = antes.celdas;
  expect({ q, agencias: ahora.agencias, extension: ahora.extension, agencia: ahora.celdas.agencia, cantidad: ahora.celdas.cantidad, id: ahora.celdas.id }).toEqual({
    q,
    agencias: antes.agencias,
    extension: antes.extension,
    agencia: c.map((r) => Number(r.agencia_id)),
    cantidad: c.map((r) => r.cantidad),
    id: c.map((r) => Number(r.id)),
  });
  expect({ q, lat: ahora.celdas.lat, lon: ahora.celdas.lon }).toEqual({ q, lat: c.map((r) => r.lat_exacta), lon: c.map((r) => r.lon_exacta) });
  // The float mean of before gave the same figure but on a tie (where float rounding went either way).
  const distintas = c.filter((r) => (r.lat !== r.lat_exacta && !r.empate_lat) || (r.lon !== r.lon_exacta && !r.empate_lon));
  expect({ q, distintas }).toEqual({ q, distintas: [] });
  return c.length;
}

/** mapa_celdas holds what a recount of solicitudes gives (the migration's own fill). */
async function recuento(): Promise<void> {
  const recontadas = sql`select coalesce(s.fecha_captura, '-infinity'::date) as dia, s.agencia_id, s.edo,
         floor(s.longitude / ${celdaGrados(ZOOM_CELDAS_MAPA)}::float8)::int as cx, floor(s.latitude / ${celdaGrados(ZOOM_CELDAS_MAPA)}::float8)::int as cy,
         count(*)::int as n, sum(s.latitude::numeric) as suma_lat, sum(s.longitude::numeric) as suma_lon, min(s.id) as id,
         min(s.longitude) as oeste, min(s.latitude) as sur, max(s.longitude) as este, max(s.latitude) as norte
    from solicitudes s where s.latitude is not null and s.longitude is not null group by 1, 2, 3, 4, 5`;
  const distintas = await filas(
    ctx.db,
    sql`select * from (${recontadas}) r full join mapa_celdas m using (dia, agencia_id, edo, cx, cy)
         where (r.n, r.suma_lat, r.suma_lon, r.id, r.oeste, r.sur, r.este, r.norte) is distinct from (m.n, m.suma_lat, m.suma_lon, m.id, m.oeste, m.sur, m.este, m.norte)`,
  );
  expect(distintas).toEqual([]);
}

let mes: { fecha_desde: string; fecha_hasta: string };
let estados: string[];
let ciudad: [number, number];

beforeAll(async () => {
  const [r] = await filas<{ d: string; lat: number; lon: number }>(
    ctx.db,
    sql`select to_char(percentile_disc(0.5) within group (order by fecha_captura), 'YYYY-MM') as d,
               percentile_disc(0.5) within group (order by latitude) as lat, percentile_disc(0.5) within group (order by longitude) as lon
          from solicitudes where latitude is not null`,
  );
  const [anio, m] = (r?.d ?? '2026-01').split('-').map(Number) as [number, number];
  mes = { fecha_desde: `${r?.d}-01`, fecha_hasta: `${r?.d}-${new Date(Date.UTC(anio, m, 0)).getUTCDate()}` };
  const edos = await filas<{ edo: string }>(ctx.db, sql`select edo from solicitudes group by edo order by count(*) desc limit 2`);
  estados = edos.map((e) => e.edo);
  const [folio] = await filas<{ latitude: number; longitude: number }>(ctx.db, sql`select latitude, longitude from solicitudes where latitude is not null order by id limit 1`);
  ciudad = [Number(folio?.longitude ?? r?.lon), Number(folio?.latitude ?? r?.lat)];
});

async function todas(): Promise<void> {
  await recuento();
  const [lon, lat] = ciudad;
  const cerca = [lon - 0.3, lat - 0.2, lon + 0.25, lat + 0.3].map((v) => Number(v.toFixed(4))) as [number, number, number, number];
  const consultas: Consulta[] = [
    ...[0, 3, 4, 7, 9, 10, 11, 13, 20].map((zoom) => ({ ...mes, zoom })),
    ...[4, 12].map((zoom) => ({ ...mes, zoom, edo: estados })),
    ...[1, 2, 3].flatMap((asignadas) => [6, 14].map((zoom) => ({ ...mes, zoom, asignadas }))),
    ...[5, 10].map((zoom) => ({ ...mes, zoom, agencia_id: agencia1 })),
    ...[8, 10, 12].map((zoom) => ({ ...mes, zoom, extension: cerca })),
    { ...mes, zoom: 9, extension: cerca, edo: estados.slice(0, 1), agencia_id: agencia1 },
    { zoom: 4 },
    { zoom: 10, fecha_hasta: mes.fecha_hasta },
    { zoom: 2, fecha_desde: mes.fecha_desde },
  ];
  let celdas = 0;
  for (const q of consultas) celdas += await comparar(q);
  expect(celdas).toBeGreaterThan(100);
  // An agency's admin gets its agency's answer.
  expect(await api({ ...mes, zoom: 6 }, admin)).toEqual(await api({ ...mes, zoom: 6, agencia_id: agencia1 }));
}

describe('the map cells from the grid aggregate (mapa_celdas)', () => {
  it('give the answer of the folio-by-folio statement on the seeded mix', async () => {
    await todas();
  });

  it('stay equal after inserts (on cell edges, at one position, without a date or position)', async () => {
    const c = celdaGrados(ZOOM_CELDAS_MAPA);
    const [lon, lat] = ciudad;
    const borde = [Math.floor(lon / c) * c, Math.floor(lat / c) * c];
    const nuevas = Array.from({ length: 120 }, (_, i) => ({
      agencia_id: agencia1,
      folio_solicitud: `M-${i}`,
      edo: estados[i % 2] ?? '',
      latitude: i % 11 === 0 ? null : i % 3 === 0 ? (borde[1] ?? 0) : Number((lat + ((i * 37) % 100) / 400 - 0.12).toFixed(6)),
      longitude: i % 3 === 0 ? (borde[0] ?? 0) - (i % 2) * 1e-6 : Number((lon + ((i * 53) % 100) / 400 - 0.12).toFixed(6)),
      fecha_captura: i % 17 === 0 ? null : `${mes.fecha_desde.slice(0, 8)}${String(1 + (i % 27)).padStart(2, '0')}`,
    }));
    await insertUnnest(ctx.db, solicitudes, nuevas);
    await todas();
  });

  it('stay equal after assignments, moves of a cell smallest id and of the box edges, date, state and agency changes', async () => {
    const [g] = await activosDeRol(ctx.db, 'gestor', [agencia1]);
    await ctx.db.execute(sql`update solicitudes set gestor_id = ${g ?? null} where id in (select id from solicitudes where agencia_id = ${agencia1} and gestor_id is null order by id limit 40)`);
    await ctx.db.execute(sql`update solicitudes set verificada_campo = true where id in (select id from solicitudes where gestor_id is not null order by id desc limit 15)`);
    // The smallest id of the month and the folios on the box's edges move.
    const dentro = sql`latitude is not null and fecha_captura between ${mes.fecha_desde}::date and ${mes.fecha_hasta}::date`;
    await ctx.db.execute(sql`update solicitudes set latitude = latitude + 0.0004 where id = (select min(id) from solicitudes where ${dentro})`);
    await ctx.db.execute(sql`update solicitudes set longitude = longitude + 0.5 where id in ((select id from solicitudes where ${dentro} order by longitude, id limit 1), (select id from solicitudes where ${dentro} order by latitude desc, id limit 1))`);
    await ctx.db.execute(sql`update solicitudes set fecha_captura = fecha_captura + 40 where id in (select id from solicitudes where ${dentro} order by id desc limit 10)`);
    await ctx.db.execute(sql`update solicitudes set fecha_captura = null where id in (select id from solicitudes where ${dentro} order by id limit 3 offset 5)`);
    await ctx.db.execute(sql`update solicitudes set edo = ${estados[1] ?? ''} where id in (select id from solicitudes where ${dentro} and edo = ${estados[0] ?? ''} order by id limit 6)`);
    await ctx.db.execute(sql`update solicitudes set agencia_id = (select min(id) from agencias where id <> ${agencia1}) where id in (select id from solicitudes where ${dentro} and agencia_id = ${agencia1} order by id limit 4)`);
    // One statement moves folios within their cell, out of it, and takes away a position.
    await ctx.db.execute(sql`update solicitudes set latitude = case when id % 3 = 0 then latitude + 1e-6 when id % 3 = 1 then latitude - 0.2 end
                             where id in (select id from solicitudes where ${dentro} order by latitude, id limit 30)`);
    await todas();
  });

  it('stay equal after deletes, down to cells left empty', async () => {
    await ctx.db.execute(sql`delete from solicitudes where folio_solicitud like 'M-%' and (id % 2 = 0 or latitude = (select min(latitude) from solicitudes where folio_solicitud like 'M-%'))`);
    await todas();
    await ctx.db.execute(sql`delete from solicitudes where folio_solicitud like 'M-%'`);
    await todas();
  });

  it('are emptied with the folios by the seed reset (TRUNCATE fires no delete trigger)', async () => {
    await truncateAll(ctx.db);
    await recuento();
  });
});
