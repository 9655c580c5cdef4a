/**
 * Who receives a live notice: a notice naming many requests reaches only
 * the subscribers whose scope holds one of them; a previous holder hears only of the requests they
 * held; an import reaches no operator or gestor. Each absence is checked against a later marker
 * the subscriber does receive: anything sent before it would have arrived first.
 */
import { and, asc, eq, inArray, like, notInArray } from 'drizzle-orm';
import { solicitudes, solicitudesEncuestadores, solicitudesOperadores, usuarios } from '../../db/schema';
import { subirCarga } from '../../../test/multipart';
import { activosDeRol } from '../../../test/personas';
import { agencia1, agencia2, contextoDelArchivo, ctx } from '../../../test/archivo';
import { cambio, suscriptoresDelArchivo, type EventoRecibido, type Suscripcion } from '../../../test/sse';
import { MAX_IDS_AVISO } from '../../db/aviso';

contextoDelArchivo({ solicitudes: 100, env: { EVENTOS_PING_MS: '60000' } });
const { abrir } = suscriptoresDelArchivo(() => ctx);

beforeAll(async () => {
  // Requests nobody holds (LIB-…), more than a notice lists, in each of the two agencies.
  for (const [correo, prefijo] of [['admin@verifica.mx', 'LIB1'], ['admin2@verifica.mx', 'LIB2']] as const) {
    const filas = Array.from({ length: MAX_IDS_AVISO + 60 }, (_, i) => `${prefijo}-${i + 1};Cliente ${i + 1}`);
    const r = await subirCarga(ctx, await ctx.tokenFor(correo), { nombre: `${prefijo}.csv`, datos: Buffer.from(`Folio;Nombre\n${filas.join('\n')}\n`) });
    expect([r.statusCode, r.statusCode === 200 ? '' : r.body]).toEqual([200, '']);
  }
});

const correoDe = async (id: number) => (await ctx.db.select({ correo: usuarios.correo }).from(usuarios).where(eq(usuarios.id, id)))[0]!.correo;

const pedir = async (correo: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(await ctx.tokenFor(correo)), ...(payload ? { payload } : {}) });

const comentar = async (id: number, comentario: string) => {
  const r = await pedir('superadmin@verifica.mx', 'PUT', `/api/solicitudes/${id}`, { comentario });
  expect(r.statusCode).toBe(200);
};

/** Requests of an agency, oldest first, without an active gestor nor operator. */
const libres = async (agenciaId: number, n: number) => {
  const ocupadas = [
    ...(await ctx.db.select({ id: solicitudesEncuestadores.solicitud_id }).from(solicitudesEncuestadores).where(eq(solicitudesEncuestadores.activo, true))),
    ...(await ctx.db.select({ id: solicitudesOperadores.solicitud_id }).from(solicitudesOperadores).where(eq(solicitudesOperadores.activo, true))),
  ].map((r) => r.id);
  const rows = await ctx.db
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .where(and(eq(solicitudes.agencia_id, agenciaId), like(solicitudes.folio_solicitud, 'LIB%'), ocupadas.length ? notInArray(solicitudes.id, ocupadas) : undefined))
    .orderBy(asc(solicitudes.id))
    .limit(n);
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.id);
};

const asignarGestor = async (ids: number[], gestorId: number) => {
  const r = await pedir('admin@verifica.mx', 'POST', '/api/solicitudes_encuestador', { seleccionados: ids, usuario_id: gestorId });
  expect([r.statusCode, r.statusCode === 200 ? '' : r.body]).toEqual([200, '']);
};
const asignarOperador = async (ids: number[], operadorId: number) => {
  const r = await pedir('admin@verifica.mx', 'POST', '/api/solicitudes_operadores', { seleccionados: ids, usuario_id: operadorId });
  expect([r.statusCode, r.statusCode === 200 ? '' : r.body]).toEqual([200, '']);
};

const cambios = (s: Suscripcion, tipo: string) => s.eventos.filter((e: EventoRecibido) => e.evento === 'cambio' && e.datos.tipo === tipo);

describe('a notice naming more requests than it can list', () => {
  it('reaches the agency that holds them, a global user and the users who hold one; not another agency, nor an operator or gestor who holds none', async () => {
    const gestorArroba = await ctx.userId('gestor@verifica.mx');
    const nuevo = (await activosDeRol(ctx.db, 'gestor', [agencia1])).find((id) => id !== gestorArroba)!;
    const operadorId = await ctx.userId('operador@verifica.mx');
    const todas = await libres(agencia1, MAX_IDS_AVISO + 21);
    const muchas = todas.slice(0, MAX_IDS_AVISO + 20);
    const marcaGestor = todas[MAX_IDS_AVISO + 20]!;
    // The operator holds one of them; gestor@ holds one request outside the set (his marker).
    const [delOperador, marcaOperador] = muchas.slice(0, 2) as [number, number];
    await asignarOperador([delOperador, marcaOperador], operadorId);
    const enSet = muchas.filter((id) => id !== marcaOperador);
    await asignarGestor([marcaGestor], gestorArroba);
    const [marcaAgencia2] = await libres(agencia2, 1);
    const otroOperador = (await activosDeRol(ctx.db, 'operador', [agencia1])).find((id) => id !== operadorId)!;

    const admin2 = await abrir('admin2@verifica.mx');
    const supervisor = await abrir('supervisor@verifica.mx');
    const global = await abrir('superadmin@verifica.mx');
    const gestor = await abrir('gestor@verifica.mx');
    const operador = await abrir('operador@verifica.mx');
    const sinNada = await abrir(await correoDe(otroOperador));
    const elNuevo = await abrir(await correoDe(nuevo));

    await asignarGestor(enSet, nuevo);
    const muchos = (e: EventoRecibido) => cambio('asignacion_gestor')(e) && e.datos.solicitud_id === null && e.datos.solicitudes === undefined;
    for (const s of [supervisor, global, elNuevo, operador]) expect((await s.esperar(muchos)).datos).toMatchObject({ accion: 'asignar', solicitud_id: null });

    await comentar(marcaAgencia2!, 'marca de la agencia 2');
    await admin2.esperar(cambio('solicitud_modificada', marcaAgencia2));
    await comentar(marcaGestor, 'marca del gestor');
    await gestor.esperar(cambio('solicitud_modificada', marcaGestor));
    expect(cambios(admin2, 'asignacion_gestor')).toEqual([]);
    expect(cambios(gestor, 'asignacion_gestor').filter(muchos)).toEqual([]);
    // An operator of agency 1 who holds none of them: his marker is a request assigned to him now.
    await asignarOperador([marcaOperador], otroOperador);
    await sinNada.esperar(cambio('asignacion_operador', marcaOperador));
    expect(cambios(sinNada, 'asignacion_gestor')).toEqual([]);
  });
});

describe('a reassignment of several requests', () => {
  it('tells each previous holder only the requests they held', async () => {
    const gestores = await activosDeRol(ctx.db, 'gestor', [agencia1]);
    const gestorArroba = await ctx.userId('gestor@verifica.mx');
    const [otro, destino] = gestores.filter((id) => id !== gestorArroba) as [number, number];
    const [a, b, c] = (await libres(agencia1, 3)) as [number, number, number];
    await asignarGestor([a], gestorArroba);
    await asignarGestor([b, c], otro);
    const gestor = await abrir('gestor@verifica.mx');
    const delOtro = await abrir(await correoDe(otro));
    const elDestino = await abrir(await correoDe(destino));

    await asignarGestor([a, b, c], destino);
    const suyo = await gestor.esperar(cambio('asignacion_gestor'));
    expect(suyo.datos).toMatchObject({ accion: 'asignar', solicitud_id: a, solicitudes: [a] });
    const deOtro = await delOtro.esperar(cambio('asignacion_gestor'));
    expect(deOtro.datos).toMatchObject({ solicitud_id: null, solicitudes: [b, c] });
    expect((await elDestino.esperar(cambio('asignacion_gestor'))).datos).toMatchObject({ solicitudes: [a, b, c] });

    // Same for operators.
    const operadores = await activosDeRol(ctx.db, 'operador', [agencia1]);
    const operadorArroba = await ctx.userId('operador@verifica.mx');
    const [opOtro, opDestino] = operadores.filter((id) => id !== operadorArroba) as [number, number];
    await asignarOperador([a], operadorArroba);
    await asignarOperador([b, c], opOtro);
    const operador = await abrir('operador@verifica.mx');
    await asignarOperador([a, b, c], opDestino);
    expect((await operador.esperar(cambio('asignacion_operador'))).datos).toMatchObject({ solicitud_id: a, solicitudes: [a] });
    const ids = await ctx.db.select({ id: solicitudes.id }).from(solicitudes).where(inArray(solicitudes.id, [a, b, c]));
    expect(ids).toHaveLength(3);
  });
});

describe('inside one agency, an operator or a gestor', () => {
  it('reads the history only of the requests assigned to them (404 otherwise, as another agency\'s)', async () => {
    const [suya, ajena, delGestor] = (await libres(agencia1, 3)) as [number, number, number];
    await asignarOperador([suya], await ctx.userId('operador@verifica.mx'));
    await asignarGestor([delGestor], await ctx.userId('gestor@verifica.mx'));
    const ver = async (correo: string, id: number) => (await pedir(correo, 'GET', `/api/solicitudes/${id}/historial`)).statusCode;
    expect(await ver('operador@verifica.mx', suya)).toBe(200);
    expect(await ver('operador@verifica.mx', ajena)).toBe(404);
    expect(await ver('operador@verifica.mx', delGestor)).toBe(404);
    expect(await ver('gestor@verifica.mx', delGestor)).toBe(200);
    expect(await ver('gestor@verifica.mx', ajena)).toBe(404);
    expect(await ver('gestor@verifica.mx', suya)).toBe(404);
    // Who manages the agency's requests reads any of them.
    expect(await ver('supervisor@verifica.mx', ajena)).toBe(200);
    expect(await ver('admin@verifica.mx', ajena)).toBe(200);
  });

  it('hears nothing of an import (it creates requests nobody holds); the agency\'s managers do', async () => {
    const supervisor = await abrir('supervisor@verifica.mx');
    const operador = await abrir('operador@verifica.mx');
    const gestor = await abrir('gestor@verifica.mx');
    const admin2 = await abrir('admin2@verifica.mx');
    const r = await subirCarga(ctx, await ctx.tokenFor('admin@verifica.mx'), { nombre: 'avisos.csv', datos: Buffer.from('Folio;Nombre\nAV-1;Ana\nAV-2;Luis\n') });
    expect(r.statusCode).toBe(200);
    await supervisor.esperar(cambio('solicitudes_importadas'));
    const operadorId = await ctx.userId('operador@verifica.mx');
    const [marca] = await libres(agencia1, 1);
    await asignarOperador([marca!], operadorId);
    await operador.esperar(cambio('asignacion_operador', marca));
    await asignarGestor([marca!], await ctx.userId('gestor@verifica.mx'));
    await gestor.esperar(cambio('asignacion_gestor', marca));
    const [marca2] = await libres(agencia2, 1);
    await comentar(marca2!, 'marca de la agencia 2, después de la carga');
    await admin2.esperar(cambio('solicitud_modificada', marca2));
    for (const s of [operador, gestor, admin2]) expect(cambios(s, 'solicitudes_importadas')).toEqual([]);
  });
});
