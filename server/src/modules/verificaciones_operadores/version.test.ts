/** No lost edits: the call form carries a version; a save based on an older one is 409. */
import { MENSAJES_API, type VerificacionOperador } from '@verifica/contracts';
import { admin, agencia1, contextoDelArchivo, ctx, operador } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';

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

describe('conflicts of the call form', () => {
  const asignada = async () => {
    const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
    expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: await ctx.userId('operador@verifica.mx') })).statusCode).toBe(200);
    return id;
  };

  it('a save built from a reloaded record keeps the other user’s fields; a field left out of a PUT keeps its stored value', async () => {
    const id = await asignada();
    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id })).json() as VerificacionOperador;
    // Both opened version 1. The operator saves Domicilio and RFC.
    const delOperador = await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { comentarios_domicilio: 'Calle 1', comentarios_rfc: 'Coincide', version: 1 });
    expect(delOperador.statusCode).toBe(200);
    // The admin's save on version 1 is refused and changes nothing.
    const tarde = await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { comentarios_domicilio: 'Calle 2', comentarios_apellido_materno: 'Ruiz', version: 1 });
    expect(tarde.statusCode).toBe(409);
    // Recargar: the admin sends only what they changed, on the reloaded version.
    const recargada = await leer(id);
    const guardada = await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { comentarios_domicilio: 'Calle 2', comentarios_apellido_materno: 'Ruiz', version: recargada.version });
    expect(guardada.statusCode).toBe(200);
    expect(await leer(id)).toMatchObject({ comentarios_rfc: 'Coincide', comentarios_domicilio: 'Calle 2', comentarios_apellido_materno: 'Ruiz', version: 3 });
    // refN_conocen has no default on a PUT: left out, it stays as stored.
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { ref2_conocen: false, ref2_tipo_atencion: 2 })).statusCode).toBe(200);
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { ref1_nombre: 'Luis' })).json()).toMatchObject({
      ref1_nombre: 'Luis',
      ref2_conocen: false,
      ref2_tipo_atencion: 2,
      comentarios_rfc: 'Coincide',
    });
    // A field sent as null is cleared; a field the new answers hide is still stored as null.
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { comentarios_rfc: null, ref2_conocen: true })).json()).toMatchObject({
      comentarios_rfc: null,
      ref2_conocen: true,
      ref2_tipo_atencion: null,
      comentarios_domicilio: 'Calle 2',
    });
  });

  it('two first saves of a never-saved form at once: one creates it, the other is the 409 of a stale version and changes nothing', async () => {
    const id = await asignada();
    const [a, b] = await Promise.all([
      pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, comentarios_rfc: 'Del operador' }),
      pedir('POST', '/api/verificaciones_operadores', admin, { solicitud_id: id, comentarios_rfc: 'Del admin' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const ganadora = (a.statusCode === 201 ? a : b).json() as VerificacionOperador;
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ message: MENSAJES_API.registroModificado });
    expect(await leer(id)).toMatchObject({ id: ganadora.id, comentarios_rfc: ganadora.comentarios_rfc, version: 1 });
  });
});
