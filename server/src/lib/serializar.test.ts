/**
 * The hot reads and the call-form save are serialized without the zod re-validation
 * (lib/serializar.ts): their answers must still be exactly their response schema — valid, and
 * without any field the schema lacks.
 */
import { z } from 'zod';
import { agenciaSchema, pagedSchema, seguimientoLlamadaSchema, sesionActualSchema, solicitudDetalleSchema, usuarioFilaSchema } from '@verifica/contracts';
import { solicitudes, verificaciones } from '../db/schema';
import { OPERADOR } from '../consultas/solicitudes/asignacion';
import { sinAsignar } from '../../test/asignadas';
import { agencia1, contextoDelArchivo, ctx } from '../../test/archivo';

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

  it('the call-form save (PUT), by an admin and by its operator, and its refusals', async () => {
    const admin = await ctx.tokenFor('admin@verifica.mx');
    const operador = await ctx.tokenFor('operador@verifica.mx');
    const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
    const yo = (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(operador) })).json<{ id: number }>();
    const asignar = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes_operadores/', headers: ctx.auth(admin), payload: { seleccionados: [id], usuario_id: yo.id } });
    expect(asignar.statusCode).toBe(200);
    const creada = await ctx.app.inject({ method: 'POST', url: '/api/verificaciones_operadores', headers: ctx.auth(operador), payload: { solicitud_id: id, accion: 'guardar', particular_contesto: 1 } });
    expect(creada.statusCode).toBe(201);
    const vo = creada.json<{ id: number; version: number }>();
    const put = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/verificaciones_operadores/${vo.id}`, headers: ctx.auth(token), payload });
    const guardada = await put(operador, { accion: 'guardar', particular_contesto: 1, particular_nombre: 'Ana', version: vo.version });
    expect(guardada.statusCode).toBe(200);
    exactamente(seguimientoLlamadaSchema, guardada.json());
    expect(guardada.json()).toMatchObject({ particular_nombre: 'Ana', acciones: { guardar: true, finalizar: true, rehabilitar: false } });
    const finalizada = await put(admin, { accion: 'finalizar', particular_contesto: 1 });
    exactamente(seguimientoLlamadaSchema, finalizada.json());
    expect(finalizada.json()).toMatchObject({ finalizado: true, acciones: { guardar: true, finalizar: true, rehabilitar: true } });
    const rehabilitar = await put(operador, { accion: 'rehabilitar', particular_contesto: 1 });
    expect([rehabilitar.statusCode, rehabilitar.json()]).toEqual([403, { message: expect.any(String) }]);
    const otraVez = await put(operador, { accion: 'guardar', particular_contesto: 1 });
    expect(otraVez.statusCode).toBe(403);
  });
});
