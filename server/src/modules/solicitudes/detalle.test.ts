/**
 * The one-statement detail (modules/solicitudes/detalle.ts) answers exactly what the former
 * 6–7-query implementation (test/detalle-anterior.ts, kept as oracle) answered.
 */
import { sql, type SQL } from 'drizzle-orm';
import { detallePorFolio, detalleSolicitud } from './detalle';
import { contextoDelArchivo, ctx } from '../../../test/archivo';
import { TEST_JWT_SECRET } from '../../../test/context';
import { detalleAnterior, idPorFolioAnterior } from '../../../test/detalle-anterior';

contextoDelArchivo({ solicitudes: 200 });

const filas = async <T>(q: SQL): Promise<T[]> => ((await ctx.db.execute(q)) as { rows: T[] }).rows;

const opts = { secret: TEST_JWT_SECRET, imageUrlTtl: 900, now: new Date('2026-06-15T18:00:00Z') };

/** Ids of each kind the detail distinguishes (first 3 of each). */
async function casos(): Promise<Record<string, number[]>> {
  const q = async (where: string) =>
    (await filas<{ id: unknown }>(sql.raw(`select s.id from solicitudes s where ${where} order by s.id limit 3`))).map((r) => Number(r.id));
  return {
    'sin asignaciones ni verificaciones': await q(
      `not exists (select 1 from solicitudes_encuestadores e where e.solicitud_id = s.id and e.activo)
       and not exists (select 1 from solicitudes_operadores o where o.solicitud_id = s.id and o.activo)
       and not exists (select 1 from verificaciones v where v.solicitud_id = s.id)`,
    ),
    'con gestor asignado': await q(`exists (select 1 from solicitudes_encuestadores e where e.solicitud_id = s.id and e.activo)`),
    'con operador, sin llamada (tiempo esperando)': await q(
      `exists (select 1 from solicitudes_operadores o where o.solicitud_id = s.id and o.activo)
       and not exists (select 1 from verificaciones_operadores vo where vo.solicitud_id = s.id)`,
    ),
    'con verificación de campo y fotos': await q(`exists (select 1 from verificaciones v join verificacion_imagenes i on i.verificacion_id = v.id where v.solicitud_id = s.id)`),
    'con verificación de campo sin fotos': await q(
      `exists (select 1 from verificaciones v where v.solicitud_id = s.id and not exists (select 1 from verificacion_imagenes i where i.verificacion_id = v.id))`,
    ),
    'con verificación telefónica': await q(`exists (select 1 from verificaciones_operadores vo where vo.solicitud_id = s.id)`),
    'asignación terminada (historial)': await q(`exists (select 1 from solicitudes_operadores o where o.solicitud_id = s.id and not o.activo)`),
  };
}

describe('one-statement detail = former implementation', () => {
  it('every kind of request, global and in its own agency', async () => {
    const porCaso = await casos();
    // The seed must produce every kind, otherwise this test would prove less than it says.
    for (const [caso, ids] of Object.entries(porCaso)) {
      if (caso === 'con verificación de campo sin fotos' || caso === 'asignación terminada (historial)') continue;
      expect([caso, ids.length > 0]).toEqual([caso, true]);
    }
    for (const ids of Object.values(porCaso)) {
      for (const id of ids) {
        const antes = await detalleAnterior(ctx.db, { id, scope: null, ...opts });
        expect(await detalleSolicitud(ctx.db, { id, scope: null, ...opts })).toEqual(antes);
        expect(await detalleSolicitud(ctx.db, { id, scope: antes.agencia_id, ...opts })).toEqual(antes);
      }
    }
  });

  it('a photo in the answer is the same signed URL, in id order', async () => {
    const [id] = (await casos())['con verificación de campo y fotos'] ?? [];
    if (id === undefined) throw new Error('sin fotos en la semilla');
    const d = await detalleSolicitud(ctx.db, { id, scope: null, ...opts });
    expect(d.verificacion?.imagenes.length).toBeGreaterThan(0);
    const ids = d.verificacion?.imagenes.map((i) => i.id) ?? [];
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('another agency, or a missing id: 404 in both', async () => {
    const [id = 0] = (await casos())['con gestor asignado'] ?? [];
    const { agencia_id } = await detalleAnterior(ctx.db, { id, scope: null, ...opts });
    const otra = agencia_id + 1000;
    await expect(detalleAnterior(ctx.db, { id, scope: otra, ...opts })).rejects.toMatchObject({ statusCode: 404 });
    await expect(detalleSolicitud(ctx.db, { id, scope: otra, ...opts })).rejects.toMatchObject({ statusCode: 404 });
    await expect(detalleSolicitud(ctx.db, { id: 999_999, scope: null, ...opts })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('folio lookup: same request (newest id of a repeated folio for a global user), same answer, null outside the scope', async () => {
    const rows = await filas<{ folio: string; agencia_id: number }>(sql.raw('select folio_solicitud as folio, agencia_id from solicitudes order by id limit 20'));
    // A folio repeated in another agency: the global lookup takes the newest.
    const [primera] = rows;
    if (!primera) throw new Error('sin solicitudes');
    const [otra] = await filas<{ id: number }>(sql`select id from agencias where id <> ${primera.agencia_id} limit 1`);
    await ctx.db.execute(sql`insert into solicitudes (agencia_id, folio_solicitud, nombre) values (${otra?.id ?? 0}, ${primera.folio}, 'Copia')`);
    const [max] = await filas<{ id: number }>(sql`select max(id) as id from agencias`);
    const ninguna = Number(max?.id ?? 0) + 1000;
    for (const r of rows) {
      for (const scope of [null, r.agencia_id, ninguna]) {
        const idAntes = scope === ninguna ? null : await idPorFolioAnterior(ctx.db, r.folio, scope);
        const nuevo = await detallePorFolio(ctx.db, { folio: r.folio, scope, ...opts });
        if (idAntes === null) expect(nuevo).toBeNull();
        else expect(nuevo).toEqual(await detalleAnterior(ctx.db, { id: idAntes, scope, ...opts }));
      }
    }
    expect((await detallePorFolio(ctx.db, { folio: primera.folio, scope: null, ...opts }))?.nombre).toBe('Copia');
  });
});
