import { and, eq } from 'drizzle-orm';
import { MENSAJES_API, MENSAJES_CALLCENTER, RESPUESTAS_LLAMADA_VACIAS, type VerificacionOperador } from '@verifica/contracts';
import { auditLog, verificacionesOperadores } from '../../db/schema';
import { activosDeRol } from '../../../test/personas';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { sinAsignar } from '../../../test/asignadas';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, operador as operadorTk, supervisor } from '../../../test/archivo';

let operadorId: number;
let otroOperador: number;

contextoDelArchivo({ solicitudes: 120 });
beforeAll(async () => {
  operadorId = await ctx.userId('operador@verifica.mx');
  otroOperador = (await activosDeRol(ctx.db, 'operador', [agencia1])).find((id) => id !== operadorId) ?? 0;
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
const post = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, headers: ctx.auth(token), payload: payload as object });
const put = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url, headers: ctx.auth(token), payload: payload as object });

/** A request of agency 1 without call verification, assigned to `usuarioId`. */
async function asignada(usuarioId: number): Promise<number> {
  const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
  const res = await post('/api/solicitudes_operadores/', admin, { seleccionados: [id], usuario_id: usuarioId });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('/api/verificaciones_operadores', () => {
  it('GET answers 200 with the empty form before the first save; the operator creates it (Guardar) and reads it back', async () => {
    const id = await asignada(operadorId);
    const vacia = await get(`/api/verificaciones_operadores?solicitud_id=${id}`, operadorTk);
    expect(vacia.statusCode).toBe(200);
    expect(vacia.json()).toEqual({
      ...RESPUESTAS_LLAMADA_VACIAS,
      id: null,
      solicitud_id: id,
      finalizado: false,
      hora_verificacion: null,
      version: 0,
      acciones: { guardar: true, finalizar: true, rehabilitar: false },
    });
    expect(vacia.json()).toMatchObject({ particular_contesto: null, comentarios_rfc: null, ref1_conocen: true, ref3_conocen: true });
    const res = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: id, particular_contesto: 1, particular_nombre: 'Ana López', comentarios_rfc: 'Coincide' });
    expect(res.statusCode).toBe(201);
    const vo = res.json() as VerificacionOperador;
    expect(vo).toMatchObject({ solicitud_id: id, finalizado: false, hora_verificacion: null, particular_nombre: 'Ana López', ref1_conocen: true, ref2_conocen: true, ref3_conocen: true });
    const leida = await get(`/api/verificaciones_operadores?solicitud_id=${id}`, operadorTk);
    expect(leida.json()).toEqual(vo);
    // One per request: a second create is the conflict of a stale version.
    const otra = await post('/api/verificaciones_operadores', admin, { solicitud_id: id });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: MENSAJES_API.registroModificado });
  });

  it('fields hidden by the conditional display are stored as null, on create and when an answer changes', async () => {
    const id = await asignada(operadorId);
    const res = await post('/api/verificaciones_operadores/', operadorTk, {
      solicitud_id: id,
      particular_contesto: 2,
      particular_nombre: 'no debe quedar',
      particular_telefono_estatus: 3,
      laboral_tipo_telefono: 1,
      laboral_informante: 'Luis',
      laboral_cargo_puesto: 'Gerente',
      laboral_telefono_recados: 2,
      ref1_conocen: false,
      ref1_familia_amistad: 1,
      ref1_parentesco: 'Hermano',
      ref1_tipo_atencion: 4,
      ref2_conocen: true,
      ref2_familia_amistad: 2,
      ref2_parentesco: 'no debe quedar',
      ref2_tiempo_conocerlo: '5 años',
      ref2_tipo_atencion: 1,
      ref3_familia_amistad: 1,
      ref3_parentesco: 'Madre',
      ref3_tiempo_conocerlo: 'no debe quedar',
    });
    expect(res.statusCode).toBe(201);
    const vo = res.json() as VerificacionOperador;
    expect(vo).toMatchObject({
      particular_nombre: null,
      particular_telefono_estatus: 3,
      laboral_informante: 'Luis',
      laboral_cargo_puesto: 'Gerente',
      laboral_telefono_recados: null,
      ref1_conocen: false,
      ref1_familia_amistad: null,
      ref1_parentesco: null,
      ref1_tipo_atencion: 4,
      ref2_familia_amistad: 2,
      ref2_parentesco: null,
      ref2_tiempo_conocerlo: '5 años',
      ref2_tipo_atencion: null,
      ref3_conocen: true,
      ref3_parentesco: 'Madre',
      ref3_tiempo_conocerlo: null,
    });
    const cambio = await put(`/api/verificaciones_operadores/${vo.id}`, operadorTk, { ...vo, particular_contesto: 1, particular_nombre: 'Ana', laboral_tipo_telefono: 2, laboral_telefono_recados: 3 });
    expect(cambio.json()).toMatchObject({ particular_nombre: 'Ana', particular_telefono_estatus: null, laboral_informante: null, laboral_cargo_puesto: null, laboral_telefono_recados: 3 });
    const [fila] = await ctx.db.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.id, vo.id));
    expect(fila).toMatchObject({ particular_telefono_estatus: null, laboral_informante: null });
  });

  it('Finalizar sets the time; then the operator can neither save nor re-enable; an admin re-enables (time cleared) and always saves; audited', async () => {
    const id = await asignada(operadorId);
    const { id: voId } = (await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: id })).json() as VerificacionOperador;
    const fin = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { accion: 'finalizar', comentarios_nombre: 'Correcto' });
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toMatchObject({ finalizado: true, comentarios_nombre: 'Correcto' });
    expect(fin.json().hora_verificacion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const accion of ['guardar', 'finalizar']) {
      const r = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { accion });
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe(MENSAJES_CALLCENTER.llamadaFinalizada);
    }
    const reh = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { accion: 'rehabilitar' });
    expect(reh.statusCode).toBe(403);
    expect(reh.json().message).toBe(MENSAJES_CALLCENTER.soloAdminRehabilita);
    const adminGuarda = await put(`/api/verificaciones_operadores/${voId}`, admin, { accion: 'guardar', comentarios_nombre: 'Revisado' });
    expect(adminGuarda.json()).toMatchObject({ finalizado: true, comentarios_nombre: 'Revisado' });
    const rehAdmin = await put(`/api/verificaciones_operadores/${voId}`, admin, { accion: 'rehabilitar', comentarios_nombre: 'Revisado' });
    expect(rehAdmin.json()).toMatchObject({ finalizado: false, hora_verificacion: null });
    const otraVez = await put(`/api/verificaciones_operadores/${voId}`, admin, { accion: 'rehabilitar' });
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json().errors.accion).toEqual([MENSAJES_CALLCENTER.noFinalizada]);
    // Open again: the operator may save.
    expect((await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { accion: 'guardar' })).statusCode).toBe(200);
    const log = await ctx.db.select({ accion: auditLog.accion }).from(auditLog).where(and(eq(auditLog.entidad, 'verificaciones_operadores'), eq(auditLog.entidad_id, String(voId))));
    expect(log.map((l) => l.accion)).toEqual(expect.arrayContaining(['guardar', 'finalizar', 'rehabilitar']));
  });

  it('SPEC §7 clients: finalizado true finalizes, false re-enables (admins only), with the same rules as accion; a disagreeing pair is 422', async () => {
    const id = await asignada(operadorId);
    const { id: voId } = (await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: id, finalizado: false })).json() as VerificacionOperador;
    const fin = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { finalizado: true, comentarios_nombre: 'Por §7' });
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toMatchObject({ finalizado: true, comentarios_nombre: 'Por §7' });
    expect(fin.json().hora_verificacion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The operator: a finalizada form refuses a save and a re-enabling, as with accion.
    const guarda = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { finalizado: true, comentarios_nombre: 'Otro' });
    expect(guarda.statusCode).toBe(403);
    expect(guarda.json().message).toBe(MENSAJES_CALLCENTER.llamadaFinalizada);
    const reh = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { finalizado: false });
    expect(reh.statusCode).toBe(403);
    expect(reh.json().message).toBe(MENSAJES_CALLCENTER.soloAdminRehabilita);
    const choque = await put(`/api/verificaciones_operadores/${voId}`, admin, { accion: 'guardar', finalizado: false });
    expect(choque.statusCode).toBe(422);
    expect(choque.json().errors.finalizado).toEqual([MENSAJES_CALLCENTER.accionYFinalizado]);
    const rehAdmin = await put(`/api/verificaciones_operadores/${voId}`, admin, { finalizado: false });
    expect(rehAdmin.statusCode).toBe(200);
    expect(rehAdmin.json()).toMatchObject({ finalizado: false, hora_verificacion: null });
    expect((await put(`/api/verificaciones_operadores/${voId}`, admin, { finalizado: 'si' })).statusCode).toBe(422);

    // Created already finalizada through §7's field.
    const otra = await asignada(operadorId);
    const creada = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: otra, finalizado: true });
    expect(creada.statusCode).toBe(201);
    expect(creada.json()).toMatchObject({ finalizado: true });
    const log = await ctx.db.select({ accion: auditLog.accion }).from(auditLog).where(and(eq(auditLog.entidad, 'verificaciones_operadores'), eq(auditLog.entidad_id, String(voId))));
    expect(log.map((l) => l.accion)).toEqual(expect.arrayContaining(['finalizar', 'rehabilitar']));
  });

  it('SPEC §7 record fields are never dropped: the GET answer PUT back is accepted; a changed id, solicitud_id, hora_verificacion or an unknown field is 422 and changes nothing', async () => {
    const id = await asignada(operadorId);
    const creada = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: id, comentarios_nombre: 'Luz' });
    expect(creada.statusCode).toBe(201);
    const leida = (await get(`/api/verificaciones_operadores?solicitud_id=${id}`, operadorTk)).json() as VerificacionOperador;
    const eco = await put(`/api/verificaciones_operadores/${leida.id}`, operadorTk, { ...leida, comentarios_nombre: 'Luz María' });
    expect(eco.statusCode).toBe(200);
    expect(eco.json()).toMatchObject({ id: leida.id, solicitud_id: id, comentarios_nombre: 'Luz María', finalizado: false });

    const rechazos: [Record<string, unknown>, string, string][] = [
      [{ id: leida.id + 1 }, 'id', MENSAJES_CALLCENTER.campoDelServidor],
      [{ solicitud_id: id + 1 }, 'solicitud_id', MENSAJES_CALLCENTER.campoDelServidor],
      [{ hora_verificacion: '2026-01-01 10:00:00' }, 'hora_verificacion', MENSAJES_CALLCENTER.campoDelServidor],
      [{ usuario_id: operadorId }, 'usuario_id', MENSAJES_API.campoNoReconocido],
      [{ particular_nombr: 'typo' }, 'particular_nombr', MENSAJES_API.campoNoReconocido],
    ];
    for (const [extra, campo, mensaje] of rechazos) {
      const r = await put(`/api/verificaciones_operadores/${leida.id}`, operadorTk, { comentarios_nombre: 'Cambiado', ...extra });
      expect({ campo, status: r.statusCode, errores: r.json().errors?.[campo] }).toEqual({ campo, status: 422, errores: [mensaje] });
    }
    const despues = (await get(`/api/verificaciones_operadores?solicitud_id=${id}`, operadorTk)).json() as VerificacionOperador;
    expect(despues.comentarios_nombre).toBe('Luz María');

    const otra = await asignada(operadorId);
    const conId = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: otra, id: 7 });
    expect(conId.statusCode).toBe(422);
    expect(conId.json().errors.id).toEqual(['Lo asigna el servidor']);
    const conHora = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: otra, hora_verificacion: '2026-01-01 10:00:00' });
    expect(conHora.json().errors.hora_verificacion).toEqual(['La fija el servidor al finalizar']);
    expect((await get(`/api/verificaciones_operadores?solicitud_id=${otra}`, operadorTk)).json().id).toBeNull();
  });

  it("non-admins work only on requests assigned to them; another agency's admin gets 404", async () => {
    const ajena = await asignada(otroOperador);
    expect((await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: ajena })).statusCode).toBe(404);
    expect((await get(`/api/verificaciones_operadores?solicitud_id=${ajena}`, operadorTk)).statusCode).toBe(404);
    const sup = await post('/api/verificaciones_operadores/', supervisor, { solicitud_id: ajena });
    expect(sup.statusCode).toBe(403);
    expect(sup.json().message).toBe(MENSAJES_CALLCENTER.noAsignadaAlOperador);
    const creada = await post('/api/verificaciones_operadores/', admin, { solicitud_id: ajena, accion: 'finalizar' });
    expect(creada.statusCode).toBe(201);
    expect(creada.json().finalizado).toBe(true);
    const voId = creada.json().id as number;
    expect((await get(`/api/verificaciones_operadores?solicitud_id=${ajena}`, admin2)).statusCode).toBe(404);
    expect((await put(`/api/verificaciones_operadores/${voId}`, admin2, { accion: 'rehabilitar' })).statusCode).toBe(404);
    expect((await post('/api/verificaciones_operadores/', admin2, { solicitud_id: ajena })).statusCode).toBe(404);
    expect((await put('/api/verificaciones_operadores/999999', admin, {})).statusCode).toBe(404);
  });

  it('GET tells each user the actions the POST/PUT would accept: a supervisor none on another operator\'s request, the assigned operator Guardar/Finalizar until finalizada, an admin Rehabilitar once finalizada', async () => {
    const id = await asignada(operadorId);
    const url = `/api/verificaciones_operadores?solicitud_id=${id}`;
    const acciones = async (token: string) => {
      const r = await get(url, token);
      return { status: r.statusCode, acciones: (r.json() as { acciones?: unknown }).acciones };
    };
    const ninguna = { guardar: false, finalizar: false, rehabilitar: false };
    const editar = { guardar: true, finalizar: true, rehabilitar: false };

    // Not saved yet: 200 (the empty form) with what the user may do to create it.
    expect(await acciones(supervisor)).toEqual({ status: 200, acciones: ninguna });
    expect(await acciones(operadorTk)).toEqual({ status: 200, acciones: editar });
    expect(await acciones(admin)).toEqual({ status: 200, acciones: editar });
    // ...and the server agrees: the supervisor is refused, the operator creates it.
    expect((await post('/api/verificaciones_operadores/', supervisor, { solicitud_id: id, accion: 'finalizar' })).statusCode).toBe(403);
    const creada = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: id });
    expect(creada.statusCode).toBe(201);
    expect(creada.json().acciones).toEqual(editar);
    const voId = creada.json().id as number;

    expect(await acciones(supervisor)).toEqual({ status: 200, acciones: ninguna });
    expect((await put(`/api/verificaciones_operadores/${voId}`, supervisor, { accion: 'guardar' })).statusCode).toBe(403);
    expect(await acciones(operadorTk)).toEqual({ status: 200, acciones: editar });

    const fin = await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { accion: 'finalizar' });
    expect(fin.json().acciones).toEqual(ninguna);
    expect(await acciones(operadorTk)).toEqual({ status: 200, acciones: ninguna });
    expect((await put(`/api/verificaciones_operadores/${voId}`, operadorTk, { accion: 'guardar' })).statusCode).toBe(403);
    expect(await acciones(admin)).toEqual({ status: 200, acciones: { guardar: true, finalizar: true, rehabilitar: true } });
    const reh = await put(`/api/verificaciones_operadores/${voId}`, admin, { accion: 'rehabilitar' });
    expect(reh.json().acciones).toEqual(editar);
    expect(await acciones(operadorTk)).toEqual({ status: 200, acciones: editar });
    // Out of reach stays a plain 404 (no actions): another agency's admin.
    expect(await acciones(admin2)).toEqual({ status: 404, acciones: undefined });
  });

  it('bad input is a Spanish 422 by field, never a 500', async () => {
    const id = await asignada(operadorId);
    const r = await post('/api/verificaciones_operadores/', operadorTk, {
      solicitud_id: id,
      particular_contesto: 5,
      particular_telefono_estatus: 'x',
      ref1_conocen: 'quizá',
      comentarios_nombre: 'a'.repeat(2001),
      accion: 'borrar',
    });
    expect(r.statusCode).toBe(422);
    const errores = r.json().errors as Record<string, string[]>;
    expect(Object.keys(errores)).toEqual(expect.arrayContaining(['particular_contesto', 'particular_telefono_estatus', 'ref1_conocen', 'comentarios_nombre', 'accion']));
    expect(errores.accion).toEqual(['Acción no válida']);
    for (const msgs of Object.values(errores)) for (const m of msgs) expect(m).not.toMatch(/expected|invalid|received/i);
    expect((await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: 'abc' })).statusCode).toBe(422);
    expect((await get('/api/verificaciones_operadores?solicitud_id=-1', operadorTk)).statusCode).toBe(422);
    expect((await post('/api/verificaciones_operadores/', operadorTk, [])).statusCode).toBe(422);
  });
});
