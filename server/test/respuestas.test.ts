/**
 * The hot reads are serialized without the zod re-validation (lib/serializar.ts): their answers
 * must still be exactly their response schema — valid, and without any field the schema lacks.
 */
import { z } from 'zod';
import { agenciaSchema, pagedSchema, sesionActualSchema, solicitudDetalleSchema, usuarioFilaSchema } from '@verifica/contracts';
import { solicitudes, verificaciones } from '../src/db/schema';
import { contextoDelArchivo, ctx } from './archivo';

contextoDelArchivo({ solicitudes: 60 });

/** Parses with the schema (which drops unknown fields) and requires nothing to have been dropped or changed. */
function exactamente(schema: z.ZodType, body: unknown): void {
  const r = schema.safeParse(body);
  expect(r.error?.issues ?? []).toEqual([]);
  expect(r.data).toEqual(body);
}

describe('hot reads answer exactly their response schema', () => {
  it('detail (with and without a field verification) and folio lookup', async () => {
    const token = await ctx.tokenFor('superadmin@verifica.mx');
    const [verificada] = await ctx.db.select({ id: verificaciones.solicitud_id }).from(verificaciones).limit(1);
    const algunas = await ctx.db.select({ id: solicitudes.id, folio: solicitudes.folio_solicitud }).from(solicitudes).limit(3);
    const ids = [...algunas.map((s) => s.id), ...(verificada ? [verificada.id] : [])];
    expect(verificada).toBeDefined();
    for (const id of ids) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${id}`, headers: ctx.auth(token) });
      expect(res.statusCode).toBe(200);
      exactamente(solicitudDetalleSchema, res.json());
    }
    const folio = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/folio', headers: ctx.auth(token), payload: { folio_solicitud: algunas[0]?.folio } });
    exactamente(solicitudDetalleSchema, folio.json());
  });

  it('/api/me and the first pages of usuarios and agencias', async () => {
    for (const correo of ['superadmin@verifica.mx', 'admin@verifica.mx']) {
      const token = await ctx.tokenFor(correo);
      const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) })).json();
      exactamente(sesionActualSchema, await get('/api/me'));
      exactamente(pagedSchema(usuarioFilaSchema), await get('/api/usuarios?page=1&rowsPerPage=10'));
    }
    const token = await ctx.tokenFor('superadmin@verifica.mx');
    exactamente(pagedSchema(agenciaSchema), (await ctx.app.inject({ method: 'GET', url: '/api/agencias?page=1&rowsPerPage=10', headers: ctx.auth(token) })).json());
  });
});
