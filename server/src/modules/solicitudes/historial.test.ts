/** GET /api/solicitudes/{id}/historial: every change a user makes to a request, in order, with who did it. */
import { eq, sql } from 'drizzle-orm';
import { ETIQUETAS_HISTORIAL as H, historialSchema, type EventoHistorial } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { activosDeRol } from '../../../test/personas';
import { sinAsignar } from '../../../test/asignadas';
import { multipart, subirCarga } from '../../../test/multipart';
import { solidPng } from '../../db/seed/png';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, gestor, operador, superadmin } from '../../../test/archivo';
import { GESTOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 80 });

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
const historial = async (id: number, token = admin) => {
  const res = await pedir('GET', `/api/solicitudes/${id}/historial`, token);
  expect(res.statusCode).toBe(200);
  return historialSchema.parse(res.json());
};
/** The answer of a step that must succeed (its body in the failure message otherwise). */
const ok = async <R extends { statusCode: number; body: string }>(p: Promise<R>): Promise<R> => {
  const res = await p;
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
  return res;
};

describe('GET /api/solicitudes/{id}/historial', () => {
  it('walks assignment, edits, the call form and a duplicate: one event each, oldest first, with the full name of who acted', async () => {
    const [id = 0] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
    const [g1 = 0, g2 = 0] = await activosDeRol(ctx.db, 'gestor', [agencia1]);
    const operadorId = await ctx.userId('operador@verifica.mx');
    const adminNombre = (await pedir('GET', '/api/me', admin)).json().nombre as string;

    await ok(pedir('POST', '/api/solicitudes_encuestador', admin, { seleccionados: [id], usuario_id: g1 }));
    await ok(pedir('PUT', `/api/solicitudes_encuestador/${id}`, admin, { usuario_id: g2 }));
    await ok(pedir('PUT', `/api/solicitudes/${id}`, admin, { nombre: 'Nombre Nuevo', telefono: '5500000001' }));
    await ok(pedir('PUT', `/api/solicitudes/${id}`, admin, { comentario: 'Llamar por la tarde' }));
    await ok(pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: operadorId }));
    const vo = (await ok(pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 1 }))).json() as { id: number };
    await ok(pedir('PUT', `/api/verificaciones_operadores/${vo.id}`, operador, { particular_contesto: 1, accion: 'finalizar' }));
    await ok(pedir('PUT', `/api/verificaciones_operadores/${vo.id}`, admin, { particular_contesto: 1, accion: 'rehabilitar' }));
    await ok(pedir('PUT', `/api/solicitudes_encuestador/${id}`, admin, { usuario_id: 0 }));
    const copia = (await ok(pedir('POST', '/api/solicitudes/duplicar', superadmin, { solicitud_id: id, codigo: 'H1' }))).json() as { id: number; folio_solicitud: string };

    const eventos = await historial(id);
    expect(eventos.map((e) => e.tipo)).toEqual([
      'creada',
      'asignada',
      'reasignada',
      'editada',
      'datos_internos',
      'asignada',
      'llamada_guardada',
      'llamada_finalizada',
      'llamada_rehabilitada',
      'desasignada',
      'duplicada_a',
    ]);
    const [creada, asignada, reasignada, editada] = eventos as [EventoHistorial, EventoHistorial, EventoHistorial, EventoHistorial];
    expect(creada.usuario).toBeNull();
    expect(asignada.usuario).toBe(adminNombre);
    expect(asignada.descripcion).toMatch(/^Asignada al gestor /);
    expect(reasignada.descripcion).toMatch(/^Reasignada del gestor .+ al gestor .+/);
    expect(editada.descripcion).toBe(H.editada('Nombre, Teléfono'));
    expect(eventos.find((e) => e.tipo === 'llamada_finalizada')?.usuario).toBe((await pedir('GET', '/api/me', operador)).json().nombre);
    expect(eventos.at(-1)?.descripcion).toBe(H.duplicadaA(copia.folio_solicitud));
    const fechas = eventos.map((e) => e.fecha);
    expect(fechas).toEqual([...fechas].sort());
    expect(fechas.every((f) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(f))).toBe(true);

    const [original] = await ctx.db.select({ folio: solicitudes.folio_solicitud }).from(solicitudes).where(eq(solicitudes.id, id));
    const deCopia = await historial(copia.id, superadmin);
    expect(deCopia.map((e) => [e.tipo, e.descripcion])).toEqual([['duplicada_de', H.duplicadaDe(original?.folio ?? '')]]);
  });

  it('an imported request starts with its file; a bulk assignment names it too', async () => {
    const res = await subirCarga(ctx, admin, { nombre: 'lote-historial.csv', datos: Buffer.from('Folio;Nombre\nHIS-1;Ana\nHIS-2;Luis\n') });
    expect(res.json().insertados).toBe(2);
    const nuevas = await ctx.db.select({ id: solicitudes.id }).from(solicitudes).where(eq(solicitudes.agencia_id, agencia1)).orderBy(solicitudes.id);
    const [a = 0, b = 0] = nuevas.slice(-2).map((r) => r.id);
    const [g1 = 0] = await activosDeRol(ctx.db, 'gestor', [agencia1]);
    await ok(pedir('POST', '/api/solicitudes_encuestador', admin, { seleccionados: [a, b], usuario_id: g1 }));
    for (const id of [a, b]) {
      const eventos = await historial(id);
      expect(eventos.map((e) => [e.tipo, e.descripcion])).toEqual([
        ['importada', H.importada('lote-historial.csv')],
        ['asignada', expect.stringMatching(/^Asignada al gestor /)],
      ]);
    }
  });

  it('the field verification and its edit', async () => {
    // A seeded request no other test of this file touched (the first one is free again after its walk).
    const id = (await sinAsignar(ctx.db, GESTOR, agencia1, 6))[5] ?? 0;
    await ok(pedir('POST', '/api/solicitudes_encuestador', admin, { seleccionados: [id], usuario_id: await ctx.userId('gestor@verifica.mx') }));
    const m = multipart({ solicitud_id: String(id), atendio_usuario: 'true', tiene_vehiculo: 'false', latitude: '19.43', longitude: '-99.13' }, [
      { campo: 'imagenes', nombre: 'a.png', datos: solidPng(4, 4, [1, 2, 3]), tipo: 'image/png' },
      { campo: 'imagenes', nombre: 'b.png', datos: solidPng(4, 4, [3, 2, 1]), tipo: 'image/png' },
    ]);
    const v = (await ok(ctx.app.inject({ method: 'POST', url: '/api/verificaciones', headers: { ...ctx.auth(gestor), ...m.headers }, payload: m.payload }))).json() as { id: number };
    await ok(pedir('PUT', `/api/verificaciones/${v.id}`, admin, { atendio_usuario: true, tiene_vehiculo: false, comentario: 'Corregida' }));
    // The seed may have given it an operator (and its call form): those events are not this test's.
    const eventos = (await historial(id)).filter((e) => !e.tipo.startsWith('llamada_') && !e.descripcion.includes('operador'));
    expect(eventos.map((e) => [e.tipo, e.descripcion])).toEqual([
      ['creada', H.creada],
      ['asignada', expect.stringMatching(/^Asignada al gestor /)],
      ['verificada', H.verificada(2)],
      ['verificacion_editada', H.verificacionEditada],
    ]);
    expect(eventos[2]?.usuario).toBe((await pedir('GET', '/api/me', gestor)).json().nombre);
  });

  it('an edit says which fields changed and their values before and after', async () => {
    const [id = 0] = (await sinAsignar(ctx.db, GESTOR, agencia1, 8)).slice(7);
    const [antes] = await ctx.db.select({ nombre: solicitudes.nombre, telefono: solicitudes.telefono }).from(solicitudes).where(eq(solicitudes.id, id));
    await ok(pedir('PUT', `/api/solicitudes/${id}`, admin, { nombre: 'Rosa María', telefono: antes?.telefono }));
    await ok(pedir('PUT', `/api/solicitudes/${id}`, admin, { comentario: 'Llamar por la tarde', position: { latitude: 19.5, longitude: -99.25 } }));
    const eventos = await historial(id);
    const editada = eventos.find((e) => e.tipo === 'editada');
    expect(editada?.cambios).toEqual([{ campo: 'Nombre', antes: antes?.nombre ?? null, despues: 'Rosa María' }]);
    const [comentario, posicion] = eventos.find((e) => e.tipo === 'datos_internos')?.cambios ?? [];
    expect(comentario).toEqual({ campo: 'Comentario interno', antes: null, despues: 'Llamar por la tarde' });
    expect(posicion).toMatchObject({ campo: 'Posición', despues: '19.5, -99.25' });
    expect(posicion?.antes === null || /^-?\d+(\.\d+)?, -?\d+(\.\d+)?$/.test(posicion?.antes ?? '')).toBe(true);
    expect(eventos.find((e) => e.tipo === 'creada')?.cambios).toEqual([]);
  });

  it('a verification edit says which fields changed, before and after', async () => {
    const id = (await sinAsignar(ctx.db, GESTOR, agencia1, 9))[8] ?? 0;
    await ok(pedir('POST', '/api/solicitudes_encuestador', admin, { seleccionados: [id], usuario_id: await ctx.userId('gestor@verifica.mx') }));
    const m = multipart({ solicitud_id: String(id), atendio_usuario: 'true', tiene_vehiculo: 'false', comentario: 'Fachada azul', latitude: '19.43', longitude: '-99.13' }, [
      { campo: 'imagenes', nombre: 'a.png', datos: solidPng(4, 4, [1, 2, 3]), tipo: 'image/png' },
    ]);
    const v = (await ok(ctx.app.inject({ method: 'POST', url: '/api/verificaciones', headers: { ...ctx.auth(gestor), ...m.headers }, payload: m.payload }))).json() as { id: number };
    await ok(pedir('PUT', `/api/verificaciones/${v.id}`, admin, { atendio_usuario: true, tiene_vehiculo: true, marca: 'Nissan', modelo: 'Versa', comentario: 'Fachada verde' }));
    const editada = (await historial(id)).find((e) => e.tipo === 'verificacion_editada');
    expect(editada?.cambios).toEqual([
      { campo: 'Tiene vehículo', antes: 'No', despues: 'Sí' },
      { campo: 'Marca', antes: null, despues: 'Nissan' },
      { campo: 'Modelo', antes: null, despues: 'Versa' },
      { campo: 'Comentario', antes: 'Fachada azul', despues: 'Fachada verde' },
    ]);
  });

  it('a seeded request with a gestor, an operator and both verifications tells them, with who and when', async () => {
    const { rows } = (await ctx.db.execute(sql`select s.id from solicitudes s
      join verificaciones v on v.solicitud_id = s.id
      join verificaciones_operadores vo on vo.solicitud_id = s.id and vo.finalizado
      where s.agencia_id = ${agencia1} order by s.id limit 1`)) as { rows: { id: number }[] };
    const [s] = rows;
    expect(s).toBeDefined();
    const eventos = await historial(s?.id ?? 0);
    const tipos = eventos.map((e) => e.tipo);
    expect(tipos[0]).toBe('creada');
    expect(tipos).toEqual(expect.arrayContaining(['asignada', 'verificada', 'llamada_guardada', 'llamada_finalizada']));
    expect(eventos.filter((e) => e.tipo === 'asignada').map((e) => e.descripcion)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Asignada al gestor \S/), expect.stringMatching(/^Asignada al operador \S/)]),
    );
    for (const e of eventos.slice(1)) expect(e.usuario).toMatch(/\S/);
    const fechas = eventos.map((e) => e.fecha);
    expect(fechas).toEqual([...fechas].sort());
  });

  it("another agency's request, or a missing one, is 404 (the detail's scope)", async () => {
    const [id = 0] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
    expect((await pedir('GET', `/api/solicitudes/${id}/historial`, admin2)).statusCode).toBe(404);
    expect((await pedir('GET', '/api/solicitudes/999999/historial', superadmin)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${id}/historial` })).statusCode).toBe(401);
  });
});
