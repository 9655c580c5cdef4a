/**
 * A search's count read from solicitudes_busqueda (the narrow copy kept by triggers) answers what
 * the count on solicitudes answers: the request report and the call center, over varied searches,
 * scopes, agencies, capture ranges, pages and both counts, after inserts, edits and deletes. The
 * old answer is the general path without the narrow filter (the code before it).
 */
import { sql } from 'drizzle-orm';
import { solicitudesOperadoresQuerySchema, solicitudesQuerySchema, UMBRALES_VIGENCIA, type Paged, type SolicitudFila, type SolicitudOperadorFila } from '@verifica/contracts';
import { agencia1, agencia2, contextoDelArchivo, ctx } from '../../../test/archivo';
import { GESTOR } from './asignacion';
import { filtroLlamadas, filtroLlamadasAngosto, listar, ordenLlamadas, aFilaLlamada, type VistaLlamadas } from './llamadas';
import { filtroBusquedaAngosta, filtroSolicitudes } from './filtros';
import { aFila, listaDeSolicitudes, listarSolicitudes, ordenSolicitudes } from './listado';
import type { Contexto } from '../../plugins/policy';
import { filas } from '../../db/filas';

contextoDelArchivo({ solicitudes: 150 });

const ahora = new Date('2026-06-15T18:00:00Z');

/** Rows of solicitudes missing from the narrow copy or differing, and copies without their request. */
const diferencias = async () =>
  (
    await filas<{ n: number }>(ctx.db, sql`select count(*)::int as n from (
      (select id, agencia_id, fecha_captura, busqueda from solicitudes except select id, agencia_id, fecha_captura, busqueda from solicitudes_busqueda)
      union all
      (select id, agencia_id, fecha_captura, busqueda from solicitudes_busqueda except select id, agencia_id, fecha_captura, busqueda from solicitudes)) d`)
  )[0]?.n;

/** Searches taken from the data (surnames, folio and phone fragments), their accented and upper-case forms, and none. */
async function busquedas(): Promise<string[]> {
  const r = await filas<{ ap: string; folio: string; tel: string; rfc: string }>(
    ctx.db,
    sql`select appat_rzsoc as ap, folio_solicitud as folio, telefono as tel, rfc from solicitudes order by id limit 2`,
  );
  const datos = r.flatMap((f) => [f.ap, f.ap.slice(0, 3), f.folio.slice(-3), f.tel.slice(2, 6), f.rfc.slice(0, 4)]).filter((s) => s.trim() !== '');
  return [...new Set([...datos, 'García', 'GARCIA', 'garcia', 'ñ', 'a', 'e r', 'zzzz-no-existe', '%', '_'])];
}

describe('a search counted on solicitudes_busqueda', () => {
  beforeAll(async () => {
    // Writes the triggers must follow: a bulk insert, name, date and agency edits, deletes.
    await ctx.db.execute(sql`
      insert into solicitudes (agencia_id, folio_solicitud, nombre, appat_rzsoc, telefono, fecha_captura)
      select case when g % 2 = 0 then ${agencia1}::int else ${agencia2}::int end, 'ANG-' || g, 'Ánia', 'García', '55' || lpad(g::text, 8, '0'),
             date '2026-05-01' + (g % 40)
      from generate_series(1, 60) g`);
    await ctx.db.execute(sql`update solicitudes set appat_rzsoc = 'Garcia Núñez' where id % 7 = 0`);
    await ctx.db.execute(sql`update solicitudes set fecha_captura = date '2026-05-20' where id % 11 = 0`);
    await ctx.db.execute(sql`update solicitudes set fecha_captura = null where id % 13 = 0`);
    await ctx.db.execute(sql`update solicitudes set agencia_id = ${agencia2}::int where id % 17 = 0`);
    await ctx.db.execute(sql`update solicitudes set comentario = 'sin cambio en la búsqueda' where id % 5 = 0`);
    await ctx.db.execute(sql`delete from solicitudes where id % 19 = 0`);
  }, 60_000);

  it('is kept equal to solicitudes by the triggers', async () => {
    expect(await filas(ctx.db, sql`select 1 from solicitudes_busqueda limit 1`)).toHaveLength(1);
    expect(await diferencias()).toBe(0);
  });

  it('the request report answers as before: totals and page ids', async () => {
    const casos: [number | null, Record<string, unknown>][] = [
      [null, {}],
      [null, { agencia_id: agencia2 }],
      [null, { agencia_id: [agencia1, agencia2] }],
      [agencia1, {}],
      [agencia1, { agencia_id: agencia2 }],
      [null, { fecha_desde: '2026-05-10', fecha_hasta: '2026-05-31' }],
      [agencia2, { fecha_desde: '2026-05-20' }],
      [null, { fecha_hasta: '2026-05-15', sortBy: 'nombre', descending: true }],
    ];
    let angostas = 0;
    for (const search of await busquedas())
      for (const [scope, extra] of casos)
        for (const [page, conteo] of [[1, undefined], [2, 'acotado'], [40, undefined]] as const) {
          const q = solicitudesQuerySchema.parse({ search, page, rowsPerPage: 4, conteo, ...extra });
          const antes = (await listaDeSolicitudes(ctx.db, q, filtroSolicitudes(q, { scope, asignacion: GESTOR }), ordenSolicitudes(q), (r) => aFila(r, ahora))) as Paged<SolicitudFila>;
          const ahoraEs = (await listarSolicitudes({ db: ctx.db, scope } as Contexto, q, ahora)) as Paged<SolicitudFila>;
          if (filtroBusquedaAngosta(q, { scope, asignacion: GESTOR })) angostas++;
          const resumen = (p: Paged<SolicitudFila>) => ({ ...p, data: p.data.map((f) => f.id) });
          expect([search, scope, extra, page, resumen(ahoraEs)]).toEqual([search, scope, extra, page, resumen(antes)]);
        }
    expect(angostas).toBeGreaterThan(100);
  }, 180_000);

  it('the call center answers as before (global and agency, dates, attempt filter and operator view take the old count)', async () => {
    const vistas: VistaLlamadas[] = [
      { scope: null, soloDe: null, umbrales: UMBRALES_VIGENCIA, ahora },
      { scope: agencia1, soloDe: null, umbrales: UMBRALES_VIGENCIA, ahora },
      { scope: agencia1, soloDe: await ctx.userId('operador@verifica.mx'), umbrales: UMBRALES_VIGENCIA, ahora },
    ];
    const extras: Record<string, unknown>[] = [{}, { fecha_desde: '2026-05-01', fecha_hasta: '2026-05-31' }, { intentos: 'ninguno' }, { asignadas: 2 }, { edo: 'Jalisco' }];
    for (const search of await busquedas())
      for (const v of vistas)
        for (const extra of extras)
          for (const conteo of [undefined, 'acotado']) {
            const q = solicitudesOperadoresQuerySchema.parse({ search, rowsPerPage: 5, conteo, ...extra });
            const mapear = (r: Parameters<typeof aFilaLlamada>[0]) => aFilaLlamada(r, ahora, v.umbrales);
            const antes = (await listaDeSolicitudes(ctx.db, q, filtroLlamadas(q, v), ordenLlamadas(q), mapear)) as Paged<SolicitudOperadorFila>;
            const ahoraEs = (await listar(ctx.db, q, v)) as Paged<SolicitudOperadorFila>;
            const resumen = (p: Paged<SolicitudOperadorFila>) => ({ ...p, data: p.data.map((f) => f.id) });
            expect([search, v.scope, v.soloDe, extra, resumen(ahoraEs)]).toEqual([search, v.scope, v.soloDe, extra, resumen(antes)]);
            const angosta = filtroLlamadasAngosto(q, v) !== undefined;
            expect([search, v.soloDe, extra, angosta]).toEqual([search, v.soloDe, extra, search.trim() !== '' && v.soloDe === null && Object.keys(extra).every((k) => k.startsWith('fecha'))]);
          }
  }, 180_000);
});
