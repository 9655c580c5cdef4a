/** No lost edits (issue 21): the call form carries a version; a save based on an older one is 409. */
import { MENSAJES_API, type VerificacionOperador } from '@verifica/contracts';
import { admin, agencia1, contextoDelArchivo, ctx, operador } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { OPERADOR } from '../asignaciones/tipos';

contextoDelArchivo({ solicitudes: 40 });

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
const leer = async (solicitudId: number) => (await pedir('GET', `/api/verificaciones_operadores?solicitud_id=${solicitudId}`, admin)).json() as VerificacionOperador;

describe('PUT /api/verificaciones_operadores/{id} with version', () => {
  it('two saves based on the same version at once: exactly one wins, the other is 409 in Spanish and changes nothing; no version keeps the §7 behaviour', async () => {
    const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
    expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: await ctx.userId('operador@verifica.mx') })).statusCode).toBe(200);
    expect((await leer(id)).version).toBe(0);
    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 1 })).json() as VerificacionOperador;
    expect(creada.version).toBe(1);

    const [a, b] = await Promise.all([
      pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 1, particular_nombre: 'Primera', version: 1 }),
      pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { particular_contesto: 1, particular_nombre: 'Segunda', version: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ganadora = (a.statusCode === 200 ? a : b).json() as VerificacionOperador;
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ message: MENSAJES_API.registroModificado });
    expect(ganadora.version).toBe(2);
    expect(await leer(id)).toMatchObject({ particular_nombre: ganadora.particular_nombre, version: 2 });

    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { particular_contesto: 2, version: 1 })).statusCode).toBe(409);
    expect((await leer(id)).particular_contesto).toBe(1);

    const sinVersion = await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { particular_contesto: 2 });
    expect([sinVersion.statusCode, (sinVersion.json() as VerificacionOperador).version]).toEqual([200, 3]);
  });
});
