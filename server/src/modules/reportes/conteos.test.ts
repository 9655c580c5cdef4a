/**
 * The charts read the daily counters (conteos_diarios, kept by a trigger on solicitudes).
 * Oracle: the chart query of before (every request of the range joined with its assignments and
 * verification, kept here) gives the same figures as the API, for every kind, status, agency and
 * range, on the seeded mix, after changes through the API, with deltas and after folding them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { GraficaFila } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { agencia1, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';
import { activosDeRol } from '../../../test/personas';
import { rangoCaptura } from './service';
import { compactarConteos } from './conteos';

contextoDelArchivo({ solicitudes: 400 });

const TABLAS = {
  gestores: { asignaciones: sql.raw('solicitudes_encuestadores'), verificaciones: sql.raw('verificaciones') },
  operadores: { asignaciones: sql.raw('solicitudes_operadores'), verificaciones: sql.raw('verificaciones_operadores') },
};
type Tipo = keyof typeof TABLAS;
interface Consulta {
  fecha_desde?: string;
  fecha_hasta?: string;
  agencia_id?: number;
  status?: number;
}

/** The chart as it was computed before the counters. */
async function anterior(tipo: Tipo, q: Consulta) {
  const t = TABLAS[tipo];
  const conds: SQL[] = [...rangoCaptura(sql`s`, q.fecha_desde, q.fecha_hasta)];
  if (q.agencia_id) conds.push(sql`s.agencia_id = ${q.agencia_id}`);
  if (q.status === 1) conds.push(sql`exists (select 1 from ${t.asignaciones} x where x.solicitud_id = s.id and x.activo)`);
  if (q.status === 2) conds.push(sql`not exists (select 1 from ${t.asignaciones} x where x.solicitud_id = s.id and x.activo)`);
  if (q.status === 3) conds.push(sql`exists (select 1 from ${t.verificaciones} v where v.solicitud_id = s.id)`);
  const rows = await filas<GraficaFila>(
    ctx.db,
    sql`with f as (
      select s.agencia_id, act.solicitud_id is not null as activa,
             act.solicitud_id is not null or hist.solicitud_id is not null as alguna, ver.solicitud_id is not null as verificada
        from solicitudes s
        left join ${t.asignaciones} act on act.solicitud_id = s.id and act.activo
        left join (select distinct solicitud_id from ${t.asignaciones} where not activo) hist on hist.solicitud_id = s.id
        left join ${t.verificaciones} ver on ver.solicitud_id = s.id
       where ${conds.length ? sql.join(conds, sql` and `) : sql`true`}
    ), c as (
      select agencia_id, count(*) filter (where activa)::int as asignadas, count(*) filter (where not activa)::int as no_asignadas,
             count(*) filter (where not alguna)::int as nunca_asignadas, count(*) filter (where alguna and not activa)::int as desasignadas,
             count(*) filter (where verificada)::int as verificadas
        from f group by agencia_id
    )
    select a.id as agencia_id, a.nombre, a.color, coalesce(c.asignadas, 0)::int as asignadas, coalesce(c.no_asignadas, 0)::int as no_asignadas,
           coalesce(c.nunca_asignadas, 0)::int as nunca_asignadas, coalesce(c.desasignadas, 0)::int as desasignadas, coalesce(c.verificadas, 0)::int as verificadas
      from agencias a left join c on c.agencia_id = a.id
     where ${q.agencia_id ? sql`a.id = ${q.agencia_id}` : sql`true`}
     order by lower(a.nombre), a.id`,
  );
  return rows.map((r) => ({ ...r, agencia_id: Number(r.agencia_id) }));
}

async function api(tipo: Tipo, q: Consulta): Promise<GraficaFila[]> {
  const ruta = tipo === 'gestores' ? 'graficas_folios' : 'graficas_folios_informativos';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) params.set(k, String(v));
  const r = await ctx.app.inject({ method: 'GET', url: `/api/reportes/${ruta}?${params.toString()}`, headers: ctx.auth(superadmin) });
  expect(r.statusCode).toBe(200);
  return r.json<GraficaFila[]>();
}

async function mesDelMedio(): Promise<Consulta> {
  const [r] = await filas<{ d: string }>(ctx.db, sql`select to_char(percentile_disc(0.5) within group (order by fecha_captura), 'YYYY-MM-DD') as d from solicitudes`);
  const d = new Date(`${r?.d ?? '2026-01-15'}T12:00:00Z`);
  const desde = new Date(d.getTime() - 15 * 864e5).toISOString().slice(0, 10);
  return { fecha_desde: desde, fecha_hasta: (r?.d ?? '2026-01-15') };
}

async function comparar(): Promise<number> {
  const mes = await mesDelMedio();
  let total = 0;
  for (const tipo of ['gestores', 'operadores'] as const) {
    for (const q of [{}, mes, { ...mes, agencia_id: agencia1 }, { fecha_desde: mes.fecha_hasta }, ...[1, 2, 3].map((status) => ({ ...mes, status }))] as Consulta[]) {
      const esperado = await anterior(tipo, q);
      expect({ tipo, q, filas: await api(tipo, q) }).toEqual({ tipo, q, filas: esperado });
      total += esperado.reduce((n, f) => n + f.asignadas + f.no_asignadas, 0);
    }
  }
  return total;
}

describe('the charts from the daily counters (migration 0011)', () => {
  it('give the figures of the per-request query on the seeded mix, for every kind, range, agency and status', async () => {
    expect(await comparar()).toBeGreaterThan(0);
  });

  it('stay equal after assigning, unassigning and call forms through the API, before and after folding the deltas', async () => {
    const [g] = await activosDeRol(ctx.db, 'gestor', [agencia1]);
    const [o] = await activosDeRol(ctx.db, 'operador', [agencia1]);
    const libres = await filas<{ id: number }>(ctx.db, sql`select id from solicitudes where agencia_id = ${agencia1} and gestor_id is null and operador_id is null and not verificada_campo and estado_llamada = 0 order by id limit 3`);
    const [a, b, c] = libres.map((r) => r.id) as [number, number, number];
    const admin = ctx.auth(await ctx.tokenFor('admin@verifica.mx'));
    const pedir = async (method: 'POST' | 'PUT', url: string, payload: object) => expect((await ctx.app.inject({ method, url, headers: admin, payload })).statusCode).toBeLessThan(300);
    await pedir('POST', '/api/solicitudes_encuestador', { seleccionados: [a, b], usuario_id: g });
    await pedir('PUT', `/api/solicitudes_encuestador/${b}`, { usuario_id: 0 });
    await pedir('POST', '/api/solicitudes_operadores', { seleccionados: [a, c], usuario_id: o });
    await pedir('POST', '/api/verificaciones_operadores', { solicitud_id: c });
    const [sueltas] = await filas<{ n: number }>(ctx.db, sql`select count(*)::int as n from conteos_diarios where not compacta`);
    expect(sueltas?.n).toBeGreaterThan(0);
    await comparar();
    expect(await compactarConteos(ctx.db)).toBe(sueltas?.n);
    const [despues] = await filas<{ n: number }>(ctx.db, sql`select count(*)::int as n from conteos_diarios where not compacta`);
    expect(despues?.n).toBe(0);
    await comparar();
  });

  it('migration 0019 recounts to the counters the trigger keeps', async () => {
    const porClave = sql`select tipo, agencia_id, dia::text, activa, alguna, verificada, sum(n)::int as n from conteos_diarios group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6`;
    const antes = await filas(ctx.db, porClave);
    const migracion = readFileSync(join(__dirname, '../../../drizzle/0019_fecha_captura_reportes.sql'), 'utf8');
    const recuento = migracion.split('--> statement-breakpoint').filter((s) => /^\s*(DELETE FROM "conteos_diarios"|INSERT INTO "conteos_diarios")/.test(s));
    expect(recuento).toHaveLength(2);
    await ctx.db.transaction(async (tx) => {
      for (const sentencia of recuento) await tx.execute(sql.raw(sentencia));
    });
    expect(await filas(ctx.db, porClave)).toEqual(antes);
    expect(antes.length).toBeGreaterThan(0);
  });

  it('count a request on its fecha_captura: an edited one moves to its new day, one without it is outside every range', async () => {
    const mes = await mesDelMedio();
    const [r] = await filas<{ id: number; agencia_id: number }>(ctx.db, sql`select id, agencia_id from solicitudes where fecha_captura between ${mes.fecha_desde}::date and ${mes.fecha_hasta}::date order by id limit 1`);
    const admin = ctx.auth(superadmin);
    const total = async (q: Consulta) => (await api('gestores', { ...q, agencia_id: r?.agencia_id as number }))[0];
    const antes = await total(mes);
    const fuera = await total({ fecha_desde: '2001-01-01', fecha_hasta: '2001-01-31' });
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/solicitudes/${r?.id}`, headers: admin, payload: { fecha_captura: '2001-01-15' } });
    expect(res.statusCode).toBeLessThan(300);
    const suma = (f: GraficaFila | undefined) => (f ? f.asignadas + f.no_asignadas : 0);
    expect(suma(await total(mes))).toBe(suma(antes) - 1);
    expect(suma(await total({ fecha_desde: '2001-01-01', fecha_hasta: '2001-01-31' }))).toBe(suma(fuera) + 1);
    await ctx.db.execute(sql`update solicitudes set fecha_captura = null where id = ${r?.id}`);
    expect(suma(await total({ fecha_hasta: '2001-01-31' }))).toBe(suma(fuera));
    await comparar();
  });
});
