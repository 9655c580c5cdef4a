/** Productividad: the figures on known data, business days, scope and access. */
import { inArray } from 'drizzle-orm';
import type { Productividad, ProductividadFila } from '@verifica/contracts';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, gestor, operador, superadmin, supervisor } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { intentosLlamada, rellamadas, solicitudesOperadores, verificacionesOperadores } from '../../db/schema';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { encolar, esperarFin, hojaDe, pedir as pedirTrabajo } from '../../../test/trabajos';

contextoDelArchivo({ solicitudes: 120, env: { TRABAJOS_INTERVALO_MS: '20' } });

// March 2019 in America/Mexico_City is UTC-6 (no daylight saving until April 7).
const t = (local: string) => new Date(`${local}-06:00`);
const RANGO = 'fecha_desde=2019-03-10&fecha_hasta=2019-03-11';
const pedir = (token: string, query = RANGO) => ctx.app.inject({ method: 'GET', url: `/api/productividad?${query}`, headers: ctx.auth(token) });
const ver = async (token: string, query = RANGO) => (await pedir(token, query)).json() as Productividad;
let operadorId = 0;
const delOperador = (filas: ProductividadFila[]) => filas.filter((f) => f.usuario_id === operadorId);

beforeAll(async () => {
  operadorId = await ctx.userId('operador@verifica.mx');
  const ids = await sinAsignar(ctx.db, OPERADOR, agencia1, 9);
  expect(ids).toHaveLength(9);
  const [a = 0, b = 0, c = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, i1 = 0] = ids;
  const [otra = 0] = await sinAsignar(ctx.db, OPERADOR, agencia2, 1);
  const todos = [...ids, otra];
  await ctx.db.delete(verificacionesOperadores).where(inArray(verificacionesOperadores.solicitud_id, todos));
  await ctx.db.delete(rellamadas).where(inArray(rellamadas.solicitud_id, todos));
  const intento = (solicitud_id: number, contesto: number, cuando: string) => ({ solicitud_id, usuario_id: operadorId, contesto, created_at: t(cuando) });
  await ctx.db.insert(intentosLlamada).values([
    intento(i1, 1, '2019-03-10T09:00:00'),
    intento(i1, 2, '2019-03-10T12:00:00'),
    // 23:30 in the business zone is already the 11th in UTC: it counts on the 10th.
    intento(i1, 1, '2019-03-10T23:30:00'),
    intento(i1, 2, '2019-03-11T10:00:00'),
    intento(otra, 1, '2019-03-10T10:00:00'),
    intento(i1, 1, '2019-03-12T10:00:00'),
  ]);
  const asignacion = (solicitud_id: number, cuando: string) => ({ solicitud_id, usuario_id: operadorId, activo: false, created_at: t(cuando), ended_at: t(cuando) });
  await ctx.db.insert(solicitudesOperadores).values([asignacion(a, '2019-03-10T08:00:00'), asignacion(b, '2019-03-11T09:00:00'), asignacion(c, '2019-03-11T08:00:00')]);
  const finalizada = (solicitud_id: number, cuando: string) => ({ solicitud_id, usuario_id: operadorId, finalizado: true, hora_verificacion: t(cuando) });
  // 120, 30 and 60 minutes from assignment to Finalizar.
  await ctx.db.insert(verificacionesOperadores).values([finalizada(a, '2019-03-10T10:00:00'), finalizada(b, '2019-03-11T09:30:00'), finalizada(c, '2019-03-11T09:00:00')]);
  const rellamada = (solicitud_id: number, para: string, fin: string | null, motivo_fin: string | null) => ({
    solicitud_id,
    usuario_id: operadorId,
    programada_para: t(para),
    terminada_at: fin === null ? null : t(fin),
    motivo_fin,
  });
  await ctx.db.insert(rellamadas).values([
    rellamada(r1, '2019-03-10T12:00:00', '2019-03-10T12:05:00', 'guardada'), // cumplida
    rellamada(r2, '2019-03-10T15:00:00', '2019-03-10T16:00:00', 'reasignada'), // incumplida: fell due, ended otherwise
    rellamada(r3, '2019-03-10T17:00:00', '2019-03-10T09:00:00', 'reprogramada'), // never fell due: not counted
    rellamada(r4, '2019-03-11T10:00:00', null, null), // incumplida: still open past due
    rellamada(r5, '2019-03-11T11:00:00', '2019-03-11T10:30:00', 'guardada'), // kept by a save before its time: cumplida
  ]);
});

const cifras = (f: ProductividadFila | undefined) =>
  f && [f.intentos, f.contactados, f.finalizadas, f.rellamadas_cumplidas, f.rellamadas_incumplidas, f.mediana_minutos];

describe('GET /api/productividad', () => {
  it('the admin sees the operator per business day and over the range, only their agency', async () => {
    const r = await ver(admin);
    const dias = delOperador(r.por_dia);
    expect(dias.map((f) => f.dia)).toEqual(['2019-03-10', '2019-03-11']);
    expect(cifras(dias[0])).toEqual([3, 2, 1, 1, 1, 120]);
    expect(cifras(dias[1])).toEqual([1, 0, 2, 1, 1, 45]);
    const [total] = delOperador(r.por_operador);
    expect(cifras(total)).toEqual([4, 2, 3, 2, 2, 60]);
    expect(total?.operador).not.toBe('');
    expect(total?.dia).toBeNull();
    // Another agency's id is ignored for a user with an agency.
    expect(cifras(delOperador((await ver(admin, `${RANGO}&agencia_id=${agencia2}`)).por_operador)[0])).toEqual([4, 2, 3, 2, 2, 60]);
  });

  it('the supervisor sees the same; the other agency only its own attempt; a global user everything', async () => {
    expect(cifras(delOperador((await ver(supervisor)).por_operador)[0])).toEqual([4, 2, 3, 2, 2, 60]);
    expect(cifras(delOperador((await ver(admin2)).por_operador)[0])).toEqual([1, 1, 0, 0, 0, null]);
    expect(cifras(delOperador((await ver(superadmin)).por_operador)[0])).toEqual([5, 3, 3, 2, 2, 60]);
    expect(cifras(delOperador((await ver(superadmin, `${RANGO}&agencia_id=${agencia2}`)).por_operador)[0])).toEqual([1, 1, 0, 0, 0, null]);
    expect(cifras(delOperador((await ver(admin, 'fecha_desde=2019-03-11&fecha_hasta=2019-03-12')).por_operador)[0])).toEqual([2, 1, 2, 1, 1, 45]);
  });

  it('operators and gestores get 403; a reversed range 422 in Spanish', async () => {
    expect((await pedir(operador)).statusCode).toBe(403);
    expect((await pedir(gestor)).statusCode).toBe(403);
    const r = await pedir(admin, 'fecha_desde=2019-03-12&fecha_hasta=2019-03-10');
    expect(r.statusCode).toBe(422);
    expect(JSON.stringify(r.json())).toMatch(/fecha/i);
  });

  it('exportar_productividad: a background job with the same rows for the same scope, totals first; 403 for an operator, 422 on a bad range', async () => {
    const fin = await esperarFin(admin, await encolar(admin, { tipo: 'exportar_productividad', fecha_desde: '2019-03-10', fecha_hasta: '2019-03-11' }));
    const r = await ver(admin);
    const filas = r.por_operador.length + r.por_dia.length;
    expect(fin).toMatchObject({ estado: 'terminado', hechos: filas, total: filas });
    expect(fin.nombre_archivo).toMatch(/^productividad-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const hoja = await hojaDe((await ctx.app.inject({ method: 'GET', url: fin.enlace?.url ?? '' })).rawPayload);
    const valores = (n: number) => (hoja.getRow(n).values as unknown[]).slice(1);
    expect(valores(1)).toEqual(['Día', 'Operador', 'Intentos', 'Contactados', 'Finalizadas', 'Rellamadas cumplidas', 'Rellamadas incumplidas', 'Mediana asignación a Finalizar (min)']);
    const todas = Array.from({ length: hoja.rowCount - 1 }, (_, i) => valores(i + 2));
    const nombre = delOperador(r.por_operador)[0]?.operador;
    expect(todas.filter((v) => v[1] === nombre)).toEqual([
      ['Total', nombre, 4, 2, 3, 2, 2, 60],
      ['2019-03-10', nombre, 3, 2, 1, 1, 1, 120],
      ['2019-03-11', nombre, 1, 0, 2, 1, 1, 45],
    ]);
    // Another agency's admin: only that agency's activity, as in the report.
    const otra = await esperarFin(admin2, await encolar(admin2, { tipo: 'exportar_productividad', fecha_desde: '2019-03-10', fecha_hasta: '2019-03-11' }));
    const hojaOtra = await hojaDe((await ctx.app.inject({ method: 'GET', url: otra.enlace?.url ?? '' })).rawPayload);
    const deOtra = Array.from({ length: hojaOtra.rowCount - 1 }, (_, i) => (hojaOtra.getRow(i + 2).values as unknown[]).slice(1, 7)).filter((v) => v[1] === nombre);
    expect(deOtra).toEqual([
      ['Total', nombre, 1, 1, 0, 0],
      ['2019-03-10', nombre, 1, 1, 0, 0],
    ]);
    expect((await pedirTrabajo('POST', '/api/trabajos', operador, { tipo: 'exportar_productividad' })).statusCode).toBe(403);
    expect((await pedirTrabajo('POST', '/api/trabajos', admin, { tipo: 'exportar_productividad', fecha_desde: '2019-03-12', fecha_hasta: '2019-03-10' })).statusCode).toBe(422);
  });
});
