/**
 * A due callback is announced to its operator once: two processes sweeping at
 * the same time send one notice between them, only to that operator's streams; a callback ended
 * before it fell due is never announced.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rellamadas } from '../../db/schema';
import { admin, agencia1, contextoDelArchivo, ctx, operador, supervisor } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { suscribir, type EventoRecibido, type Suscripcion } from '../../../test/sse';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { avisarVencidas } from './aviso';

// The periodic sweep out of the way: the test runs the sweeps itself.
contextoDelArchivo({ solicitudes: 20, env: { RELLAMADAS_AVISO_MS: '300000', EVENTOS_PING_MS: '60000' } });

let otro: FastifyInstance;
let bases: string[];
const abiertas: Suscripcion[] = [];
beforeAll(async () => {
  otro = await ctx.otroServidor();
  bases = [await ctx.app.listen({ port: 0, host: '127.0.0.1' }), await otro.listen({ port: 0, host: '127.0.0.1' })];
});
afterEach(() => {
  for (const s of abiertas.splice(0)) s.cerrar();
});

const pedir = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });

const abrir = async (token: string, base: string) => {
  const s = await suscribir(base, token);
  expect(s.status).toBe(200);
  abiertas.push(s);
  await s.esperar((e) => e.evento === 'conectado');
  return s;
};
const avisosDe = (s: Suscripcion) => s.eventos.filter((e: EventoRecibido) => e.evento === 'cambio' && e.datos.tipo === 'rellamada_vencida').map((e) => e.datos);
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function conRellamada(): Promise<{ solicitud: number; folio: string; rellamada: number }> {
  const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
  expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: await ctx.userId('operador@verifica.mx') })).statusCode).toBe(200);
  const r = await pedir('POST', '/api/rellamadas', operador, { solicitud_id: id, fecha: '2099-01-15 10:30', nota: 'Volver a llamar' });
  expect(r.statusCode).toBe(201);
  const { id: rellamada, folio_solicitud: folio } = r.json() as { id: number; folio_solicitud: string };
  return { solicitud: id, folio, rellamada };
}
const vencer = (rellamada: number) => ctx.db.execute(sql`update ${rellamadas} set programada_para = now() - interval '1 minute' where id = ${rellamada}`);
/** Two processes sweeping at once, twice. */
const barrerEnCarrera = async () => (await Promise.all([avisarVencidas(ctx.db), avisarVencidas(otro.db), avisarVencidas(ctx.db), avisarVencidas(otro.db)])).flat();

describe('aviso de rellamada vencida', () => {
  it('a due callback: one notice between two racing sweeps, to its operator\'s streams on every process, and never again', async () => {
    const { solicitud, folio, rellamada } = await conRellamada();
    const [aqui, alla, delSupervisor] = await Promise.all([abrir(operador, bases[0]!), abrir(operador, bases[1]!), abrir(supervisor, bases[0]!)]);
    expect(await barrerEnCarrera()).not.toContain(rellamada); // not due yet
    await vencer(rellamada);
    expect((await barrerEnCarrera()).filter((id) => id === rellamada)).toEqual([rellamada]);
    expect(await barrerEnCarrera()).toEqual([]);
    const esperado = { tipo: 'rellamada_vencida', solicitud_id: solicitud, rellamada_id: rellamada, folio, actor_id: null, propio: false };
    expect((await aqui.esperar((e) => e.datos.tipo === 'rellamada_vencida')).datos).toMatchObject(esperado);
    expect((await alla.esperar((e) => e.datos.tipo === 'rellamada_vencida')).datos).toMatchObject(esperado);
    await pausa(300);
    expect([avisosDe(aqui).length, avisosDe(alla).length, avisosDe(delSupervisor).length]).toEqual([1, 1, 0]);
    // Still listed (due) in Mis rellamadas until the call form is saved.
    expect(((await pedir('GET', '/api/rellamadas', operador)).json() as { id: number; vencida: boolean }[]).find((r) => r.id === rellamada)).toMatchObject({ vencida: true });
  });

  it('a callback ended before it fell due is never announced', async () => {
    const { solicitud, rellamada } = await conRellamada();
    const s = await abrir(operador, bases[0]!);
    expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: solicitud, particular_contesto: 1 })).statusCode).toBe(201);
    await vencer(rellamada);
    expect(await barrerEnCarrera()).toEqual([]);
    await pausa(300);
    expect(avisosDe(s)).toEqual([]);
    const [r] = await ctx.db.select().from(rellamadas).where(eq(rellamadas.id, rellamada));
    expect([r?.motivo_fin, r?.avisada_at]).toEqual(['guardada', null]);
  });

});
