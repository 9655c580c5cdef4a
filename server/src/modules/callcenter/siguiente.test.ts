/** Siguiente llamada: the next folio of the caller's own queue, chosen on the server. */
import { and, eq, inArray } from 'drizzle-orm';
import type { SiguienteLlamada, VerificacionOperador } from '@verifica/contracts';
import { admin, agencia1, contextoDelArchivo, ctx, operador, supervisor } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { activosDeRol } from '../../../test/personas';
import { solicitudesOperadores } from '../../db/schema';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 40 });

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
const siguiente = async (token: string): Promise<SiguienteLlamada> => {
  const r = await pedir('GET', '/api/solicitudes_operadores/siguiente', token);
  expect(r.statusCode).toBe(200);
  return r.json() as SiguienteLlamada;
};
const DIA = 24 * 60 * 60 * 1000;

/** Assigns `id` to `usuarioId`, the assignment made `dias` days ago. */
async function asignar(id: number, usuarioId: number, dias: number): Promise<void> {
  expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: usuarioId })).statusCode).toBe(200);
  const so = solicitudesOperadores;
  await ctx.db.update(so).set({ created_at: new Date(Date.now() - dias * DIA) }).where(and(eq(so.solicitud_id, id), eq(so.activo, true)));
}

describe('GET /api/solicitudes_operadores/siguiente', () => {
  it('hands out the operator\'s own pending folios: Vencida, Retrasada, En Tiempo, then in process by oldest assignment; never a finalised or another\'s folio', async () => {
    const operadorId = await ctx.userId('operador@verifica.mx');
    const otro = (await activosDeRol(ctx.db, 'operador', [agencia1])).find((id) => id !== operadorId) ?? 0;
    // Start from an empty queue.
    await ctx.db.update(solicitudesOperadores).set({ activo: false }).where(eq(solicitudesOperadores.usuario_id, operadorId));
    expect(await siguiente(operador)).toEqual({ fila: null });

    const [enTiempo = 0, retrasada = 0, vencida = 0, enProceso = 0, finalizada = 0, ajena = 0, desasignada = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 7);
    await asignar(enTiempo, operadorId, 0);
    await asignar(retrasada, operadorId, 1);
    await asignar(vencida, operadorId, 3);
    await asignar(enProceso, operadorId, 5);
    await asignar(finalizada, operadorId, 9);
    await asignar(ajena, otro, 20);
    await asignar(desasignada, operadorId, 30);
    expect((await pedir('PUT', `/api/solicitudes_operadores/${desasignada}`, admin, { usuario_id: 0 })).statusCode).toBe(200);
    expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: enProceso, particular_contesto: 2, particular_telefono_estatus: 3 })).statusCode).toBe(201);
    expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: finalizada, particular_contesto: 1, accion: 'finalizar' })).statusCode).toBe(201);

    const vistos: [number | undefined, number | null | undefined][] = [];
    for (let i = 0; i < 4; i++) {
      const { fila } = await siguiente(operador);
      vistos.push([fila?.id, fila?.vigencia]);
      if (!fila) break;
      // The folio is one the operator may call: the call form lets them save it.
      const llamada = (await pedir('GET', `/api/verificaciones_operadores?solicitud_id=${fila.id}`, operador)).json() as VerificacionOperador & { acciones: { guardar: boolean } };
      expect(llamada.acciones.guardar).toBe(true);
      const r =
        llamada.id === null
          ? await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: fila.id, particular_contesto: 1, accion: 'finalizar' })
          : await pedir('PUT', `/api/verificaciones_operadores/${llamada.id}`, operador, { particular_contesto: 1, accion: 'finalizar' });
      expect([200, 201]).toContain(r.statusCode);
    }
    expect(vistos).toEqual([
      [vencida, 3],
      [retrasada, 2],
      [enTiempo, 1],
      [enProceso, null],
    ]);
    expect(await siguiente(operador)).toEqual({ fila: null });
  });

  it('is the caller\'s own queue only: supervisors and admins get their own (none), a folio reassigned away is no longer handed out', async () => {
    const operadorId = await ctx.userId('operador@verifica.mx');
    const otro = (await activosDeRol(ctx.db, 'operador', [agencia1])).find((id) => id !== operadorId) ?? 0;
    await ctx.db.update(solicitudesOperadores).set({ activo: false }).where(inArray(solicitudesOperadores.usuario_id, [operadorId, otro]));
    const [a = 0, b = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 2);
    await asignar(a, operadorId, 4);
    await asignar(b, operadorId, 0);
    expect((await siguiente(operador)).fila?.id).toBe(a);
    expect(await siguiente(admin)).toEqual({ fila: null });
    expect(await siguiente(supervisor)).toEqual({ fila: null });
    expect((await pedir('PUT', `/api/solicitudes_operadores/${a}`, admin, { usuario_id: otro })).statusCode).toBe(200);
    expect((await siguiente(operador)).fila?.id).toBe(b);
    expect((await pedir('GET', '/api/solicitudes_operadores/siguiente', '')).statusCode).toBe(401);
  });
});
