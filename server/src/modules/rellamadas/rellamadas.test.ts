/** Rellamadas: schedule, "Mis rellamadas", the ways a callback ends, Siguiente llamada. */
import { eq, sql } from 'drizzle-orm';
import { MENSAJES_CALLCENTER, MENSAJES_RELLAMADAS as M, type Rellamada, type SiguienteLlamada, type VerificacionOperador } from '@verifica/contracts';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, operador, supervisor } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { activosDeRol } from '../../../test/personas';
import { rellamadas, solicitudesOperadores } from '../../db/schema';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 120 });

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
const mias = async (token = operador) => (await pedir('GET', '/api/rellamadas', token)).json() as Rellamada[];
const programar = (solicitud_id: number, fecha = '2099-01-15 10:30', nota = 'Llamar después de las 10', token = operador) =>
  pedir('POST', '/api/rellamadas', token, { solicitud_id, fecha, nota });
const DIA = 24 * 60 * 60 * 1000;

async function asignadas(n: number, dias = 0): Promise<number[]> {
  const ids = await sinAsignar(ctx.db, OPERADOR, agencia1, n);
  expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: ids, usuario_id: await ctx.userId('operador@verifica.mx') })).statusCode).toBe(200);
  for (const id of ids) await ctx.db.update(solicitudesOperadores).set({ created_at: new Date(Date.now() - dias * DIA) }).where(eq(solicitudesOperadores.solicitud_id, id));
  return ids;
}
/** Makes the folio's open callback due `minutos` ago. */
const vencer = (solicitudId: number, minutos = 5) =>
  ctx.db.execute(sql`update ${rellamadas} set programada_para = now() - ${`${minutos} minutes`}::interval where solicitud_id = ${solicitudId} and terminada_at is null`);
const abiertas = async (solicitudId: number) => (await ctx.db.select().from(rellamadas).where(eq(rellamadas.solicitud_id, solicitudId))).filter((r) => r.terminada_at === null);

beforeAll(async () => {
  await ctx.db.update(solicitudesOperadores).set({ activo: false }).where(eq(solicitudesOperadores.usuario_id, await ctx.userId('operador@verifica.mx')));
});

describe('rellamadas', () => {
  it('the operator schedules a callback in business time for their folio; rules of who and when, in Spanish', async () => {
    const [id = 0] = await asignadas(1);
    const r = await programar(id);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ solicitud_id: id, programada_para: '2099-01-15 10:30:00', nota: 'Llamar después de las 10', vencida: false, usuario_id: await ctx.userId('operador@verifica.mx') });
    expect((await mias()).map((x) => x.solicitud_id)).toContain(id);
    expect(((await pedir('GET', `/api/rellamadas?solicitud_id=${id}`, supervisor)).json() as Rellamada[]).map((x) => x.programada_para)).toEqual(['2099-01-15 10:30:00']);

    expect((await programar(id, '2020-01-01 10:00')).json()).toMatchObject({ errors: { fecha: [M.fechaPasada] } });
    expect((await programar(id, 'mañana')).json()).toMatchObject({ errors: { fecha: [M.fechaInvalida] } });
    expect((await programar(id, '2099-01-15 10:30', 'x'.repeat(201))).statusCode).toBe(422);
    // Who may not Guardar the call form may not schedule; another agency does not see the folio.
    expect((await programar(id, '2099-01-15 10:30', '', supervisor)).statusCode).toBe(403);
    expect((await programar(id, '2099-01-15 10:30', '', admin2)).statusCode).toBe(404);
    expect((await pedir('GET', `/api/rellamadas?solicitud_id=${id}`, admin2)).statusCode).toBe(404);
    const [libre = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
    expect((await programar(libre, '2099-01-15 10:30', '', admin)).json()).toMatchObject({ errors: { solicitud_id: [M.sinOperador] } });
    // Scheduling again replaces the open one; an admin schedules it for the folio's operator.
    expect((await programar(id, '2099-02-01 09:00', 'Otra vez', admin)).statusCode).toBe(201);
    expect((await abiertas(id)).map((x) => x.nota)).toEqual(['Otra vez']);
  });

  it('Mis rellamadas: only the caller\'s open ones, due first', async () => {
    const [a = 0, b = 0] = await asignadas(2);
    await programar(a, '2099-03-01 12:00');
    await programar(b, '2099-03-02 12:00');
    await vencer(b);
    const lista = await mias();
    expect(lista[0]).toMatchObject({ solicitud_id: b, vencida: true });
    expect(lista.findIndex((x) => x.solicitud_id === b)).toBeLessThan(lista.findIndex((x) => x.solicitud_id === a));
    expect(await mias(supervisor)).toEqual([]);
    expect(await mias(admin2)).toEqual([]);
  });

  it('supervisors and admins see overdue callbacks per operator in their scope; an operator only their own; another agency none', async () => {
    const [a = 0, b = 0, c = 0] = await asignadas(3);
    for (const id of [a, b, c]) await programar(id);
    await vencer(a, 30);
    await vencer(b, 10);
    const operadorId = await ctx.userId('operador@verifica.mx');
    type Fila = { usuario_id: number; operador: string; vencidas: number; mas_antigua: string };
    const ver = async (token: string) => (await pedir('GET', '/api/rellamadas/vencidas', token)).json() as Fila[];
    const delOperador = (filas: Fila[]) => filas.find((f) => f.usuario_id === operadorId);
    const enSupervisor = delOperador(await ver(supervisor));
    expect(enSupervisor?.vencidas).toBeGreaterThanOrEqual(2);
    expect(enSupervisor?.operador).not.toBe('');
    expect(enSupervisor?.mas_antigua).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(delOperador(await ver(admin))?.vencidas).toBe(enSupervisor?.vencidas);
    expect((await ver(operador)).map((f) => f.usuario_id)).toEqual([operadorId]);
    expect(await ver(admin2)).toEqual([]);
  });

  it('ends when the call form is saved, finalised, reassigned or unassigned; exactly once when the save and the reassignment race', async () => {
    const operadorId = await ctx.userId('operador@verifica.mx');
    const otro = (await activosDeRol(ctx.db, 'operador', [agencia1])).find((x) => x !== operadorId) ?? 0;
    const [guardada = 0, finalizada = 0, reasignada = 0, desasignada = 0, carrera = 0] = await asignadas(5);
    for (const id of [guardada, finalizada, reasignada, desasignada, carrera]) expect((await programar(id)).statusCode).toBe(201);

    expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: guardada, comentarios_rfc: 'Coincide' })).statusCode).toBe(201);
    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: finalizada, particular_contesto: 2, particular_telefono_estatus: 3 })).json() as VerificacionOperador;
    expect((await programar(finalizada)).statusCode).toBe(201);
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 1, accion: 'finalizar' })).statusCode).toBe(200);
    expect((await pedir('PUT', `/api/solicitudes_operadores/${reasignada}`, admin, { usuario_id: otro })).statusCode).toBe(200);
    expect((await pedir('PUT', `/api/solicitudes_operadores/${desasignada}`, admin, { usuario_id: 0 })).statusCode).toBe(200);
    const motivos = async (id: number) => (await ctx.db.select().from(rellamadas).where(eq(rellamadas.solicitud_id, id)).orderBy(rellamadas.id)).map((x) => [x.terminada_at !== null, x.motivo_fin]);
    expect(await motivos(guardada)).toEqual([[true, 'guardada']]);
    // The first save ended the first callback; the one scheduled after it ends with Finalizar.
    expect(await motivos(finalizada)).toEqual([[true, 'guardada'], [true, 'guardada']]);
    expect(await motivos(reasignada)).toEqual([[true, 'reasignada']]);
    expect(await motivos(desasignada)).toEqual([[true, 'desasignada']]);
    expect((await mias()).map((x) => x.solicitud_id)).toEqual(expect.not.arrayContaining([guardada, finalizada, reasignada, desasignada]));

    await vencer(carrera);
    const [r1, r2] = await Promise.all([
      pedir('PUT', `/api/solicitudes_operadores/${carrera}`, admin, { usuario_id: otro }),
      pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: carrera, particular_contesto: 1 }),
    ]);
    // The reassignment ran first (200) and the save found the folio reassigned away (404 for an
    // operator) or saved before it (201); or the save ran first and the folio, now in process, can
    // no longer be reassigned (422). The callback ended once either way.
    const resultado = `${r1.statusCode}/${r2.statusCode}`;
    expect(['200/201', '200/404', '422/201']).toContain(resultado);
    if (r1.statusCode === 422) expect(r1.json().errors).toEqual({ usuario_id: [MENSAJES_CALLCENTER.solicitudVerificada] });
    const fin = await motivos(carrera);
    expect(fin).toHaveLength(1);
    expect(fin[0]?.[0]).toBe(true);
  });

  it('Siguiente llamada hands out a due callback first, and a folio whose callback is not due yet last', async () => {
    // An empty queue to start from (unassigning also ends the earlier tests' callbacks).
    await ctx.db.update(solicitudesOperadores).set({ activo: false }).where(eq(solicitudesOperadores.usuario_id, await ctx.userId('operador@verifica.mx')));
    expect(await mias()).toEqual([]);
    const [vieja = 0, conVencida = 0, conFutura = 0] = await asignadas(3, 3);
    await ctx.db.update(solicitudesOperadores).set({ created_at: new Date(Date.now() - 10 * DIA) }).where(eq(solicitudesOperadores.solicitud_id, conFutura));
    await programar(conVencida);
    await programar(conFutura);
    await vencer(conVencida);
    const siguiente = async () => ((await pedir('GET', '/api/solicitudes_operadores/siguiente', operador)).json() as SiguienteLlamada).fila?.id;
    expect(await siguiente()).toBe(conVencida);
    // Saving its call form ends the callback: next is the oldest assignment without a pending callback.
    expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: conVencida, particular_contesto: 1, accion: 'finalizar' })).statusCode).toBe(201);
    const orden: (number | undefined)[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await siguiente();
      if (id === undefined) break;
      orden.push(id);
      expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 1, accion: 'finalizar' })).statusCode).toBe(201);
    }
    expect(orden.indexOf(vieja)).toBeLessThan(orden.indexOf(conFutura));
    expect(orden[orden.length - 1]).toBe(conFutura);
  });
});
