/**
 * The save (PUT) runs its own prepared statements on the transaction's connection: what
 * a client sees stays the same: the saved form, one audit row as audit() writes it, its live notice,
 * nothing written by a refused save, both the global and the agency-scoped read.
 */
import { asc, eq } from 'drizzle-orm';
import type { SeguimientoLlamada } from '@verifica/contracts';
import { auditLog } from '../../db/schema';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, operador, superadmin } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { cambio, suscribir } from '../../../test/sse';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 40 });

const pedir = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => ctx.app.inject({ method, url, headers: ctx.auth(token), payload });

const auditoria = async (voId: number) =>
  ctx.db
    .select({ usuario_id: auditLog.usuario_id, accion: auditLog.accion, entidad: auditLog.entidad, datos: auditLog.datos, ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.entidad_id, String(voId)))
    .orderBy(asc(auditLog.id))
    .then((filas) => filas.filter((f) => f.entidad === 'verificaciones_operadores'));

describe('PUT /api/verificaciones_operadores/{id}: the save', () => {
  it('answers the saved form, writes its audit row and sends its notice; a refused save writes nothing; global and agency scope', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const operadorId = await ctx.userId('operador@verifica.mx');
    const superadminId = await ctx.userId('superadmin@verifica.mx');
    const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
    expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: operadorId })).statusCode).toBe(200);
    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 1 })).json() as SeguimientoLlamada;

    const suscripcion = await suscribir(base, operador);
    try {
      expect(suscripcion.status).toBe(200);
      await suscripcion.esperar((e) => e.evento === 'conectado');

      const guardada = await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 1, particular_nombre: 'Ana', comentarios_rfc: '', version: 1 });
      expect(guardada.statusCode).toBe(200);
      expect(guardada.json()).toMatchObject({
        id: creada.id,
        solicitud_id: id,
        particular_contesto: 1,
        particular_nombre: 'Ana',
        comentarios_rfc: null,
        finalizado: false,
        hora_verificacion: null,
        version: 2,
        acciones: { guardar: true, finalizar: true, rehabilitar: false },
      });
      await suscripcion.esperar(cambio('llamada', id));

      // Based on an old version (409) or from another agency (404): nothing written.
      expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 2, version: 1 })).statusCode).toBe(409);
      expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin2, { accion: 'finalizar' })).statusCode).toBe(404);

      // A global user (no agency filter in the locking read) finalizes.
      const finalizada = await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, superadmin, { particular_contesto: 1, particular_nombre: 'Ana', accion: 'finalizar' });
      expect(finalizada.statusCode).toBe(200);
      expect(finalizada.json()).toMatchObject({ finalizado: true, version: 3, particular_nombre: 'Ana' });
      expect((finalizada.json() as SeguimientoLlamada).hora_verificacion).toMatch(/^\d{4}-\d{2}-\d{2}/);

      const fila = (usuario_id: number, accion: string, datos: Record<string, unknown>) => ({ usuario_id, accion, entidad: 'verificaciones_operadores', datos, ip: '127.0.0.1' });
      expect(await auditoria(creada.id)).toEqual([
        // Each save carrying the call result names its attempt, and what it changed (the Bitácora's before and after).
        fila(operadorId, 'guardar', { solicitud_id: id, despues: { particular_contesto: 1 }, intento: { n: 1, contesto: 1, telefono_estatus: null } }),
        fila(operadorId, 'guardar', { solicitud_id: id, antes: { particular_nombre: null }, despues: { particular_nombre: 'Ana' }, intento: { n: 2, contesto: 1, telefono_estatus: null } }),
        fila(superadminId, 'finalizar', { solicitud_id: id, antes: { finalizado: false }, despues: { finalizado: true }, intento: { n: 3, contesto: 1, telefono_estatus: null } }),
      ]);
    } finally {
      suscripcion.cerrar();
    }
  });
});
