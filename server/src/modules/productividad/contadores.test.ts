/**
 * Productividad's counters (migration 0024) against the direct aggregation of the events: varied
 * attempts, finalised forms, callbacks and assignments by several users over several days and two
 * agencies, then every kind of change (deletes, reassignments, a folio's agency, a folio deleted),
 * before and after folding, and two saves at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { productividadQuerySchema, type Productividad, type VerificacionOperador } from '@verifica/contracts';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, operador } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { filas } from '../../db/filas';
import { intentosLlamada, rellamadas, solicitudes, solicitudesOperadores, usuarios, verificacionesOperadores } from '../../db/schema';
import { fecha } from '../../lib/dates';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { compactarProductividad } from './contadores';
import { consultaProductividad, consultaProductividadDirecta } from './service';

contextoDelArchivo({ solicitudes: 140 });

// May 2019 in America/Mexico_City is UTC-5 (daylight saving time).
const t = (dia: number, minuto: number) => new Date(Date.UTC(2019, 4, dia, 5, 0) + minuto * 60_000);

/** A small deterministic generator (the same data on every run). */
function generador(semilla: number) {
  let s = semilla;
  const siguiente = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return { entero: (n: number) => Math.floor(siguiente() * n), elige: <T>(xs: T[]): T => xs[Math.floor(siguiente() * xs.length)] as T };
}

const RANGOS = [{}, { fecha_desde: '2019-05-01', fecha_hasta: '2019-05-01' }, { fecha_desde: '2019-05-02', fecha_hasta: '2019-05-03' }, { fecha_desde: '2019-05-01', fecha_hasta: '2019-05-06' }];

/** For every agency view and range: the counters' rows equal the direct aggregation's. */
async function comparar(): Promise<number> {
  let vistas = 0;
  for (const agencia of [null, agencia1, agencia2]) {
    for (const r of RANGOS) {
      const q = productividadQuerySchema.parse(r);
      const contadores = await filas<Record<string, unknown>>(ctx.db, consultaProductividad(agencia, q));
      const directa = await filas<Record<string, unknown>>(ctx.db, consultaProductividadDirecta(agencia, q));
      expect({ agencia, ...r, filas: contadores }).toEqual({ agencia, ...r, filas: directa });
      if (directa.length > 0) vistas++;
    }
  }
  return vistas;
}

let usuariosIds: number[] = [];
let folios1: number[] = [];
let folios2: number[] = [];

beforeAll(async () => {
  usuariosIds = (await ctx.db.select({ id: usuarios.id }).from(usuarios).orderBy(usuarios.id).limit(5)).map((u) => u.id);
  folios1 = await sinAsignar(ctx.db, OPERADOR, agencia1, 17);
  const extra = folios1.splice(14);
  expect(extra).toHaveLength(3);
  folios2 = await sinAsignar(ctx.db, OPERADOR, agencia2, 10);
  const g = generador(46);
  const intentos: (typeof intentosLlamada.$inferInsert)[] = [];
  const asignaciones: (typeof solicitudesOperadores.$inferInsert)[] = [];
  const formas: (typeof verificacionesOperadores.$inferInsert)[] = [];
  const llamadas: (typeof rellamadas.$inferInsert)[] = [];
  for (const solicitud_id of [...folios1, ...folios2]) {
    const operadorDelFolio = g.elige(usuariosIds);
    for (let k = g.entero(5); k > 0; k--) {
      // Any minute of May 1–5 (local), so some fall near midnight on either side.
      intentos.push({ solicitud_id, usuario_id: g.entero(6) === 0 ? g.elige(usuariosIds) : operadorDelFolio, contesto: 1 + g.entero(2), created_at: t(1 + g.entero(5), g.entero(1440)) });
    }
    const dia = 1 + g.entero(5);
    const asignado = g.entero(1440);
    if (g.entero(4) > 0) asignaciones.push({ solicitud_id, usuario_id: operadorDelFolio, activo: false, created_at: t(dia, asignado), ended_at: t(dia, asignado + 1) });
    if (g.entero(3) > 0) {
      // Finalised by the folio's operator (minutes from their assignment, or none), sometimes by another user (no assignment: null minutes).
      formas.push({ solicitud_id, usuario_id: g.entero(5) === 0 ? g.elige(usuariosIds) : operadorDelFolio, finalizado: g.entero(5) > 0, hora_verificacion: t(dia, asignado + 1 + g.entero(3000)) });
    }
    const para = t(1 + g.entero(5), g.entero(1440));
    const despues = (m: number) => new Date(para.getTime() + m * 60_000);
    switch (g.entero(6)) {
      case 0: llamadas.push({ solicitud_id, usuario_id: operadorDelFolio, programada_para: para, terminada_at: despues(-g.entero(300)), motivo_fin: 'guardada' }); break;
      case 1: llamadas.push({ solicitud_id, usuario_id: operadorDelFolio, programada_para: para, terminada_at: despues(g.entero(300)), motivo_fin: 'reasignada' }); break;
      case 2: llamadas.push({ solicitud_id, usuario_id: operadorDelFolio, programada_para: para, terminada_at: despues(-1 - g.entero(300)), motivo_fin: 'reprogramada' }); break;
      case 3: llamadas.push({ solicitud_id, usuario_id: operadorDelFolio, programada_para: para, terminada_at: null, motivo_fin: null }); break;
      case 4: llamadas.push({ solicitud_id, usuario_id: operadorDelFolio, programada_para: new Date(Date.UTC(2040, 0, 1)), terminada_at: null, motivo_fin: null }); break;
      default: break;
    }
  }
  // Half in one statement each, half one row at a time: both kinds of statement the triggers see.
  const mitad = <T>(xs: T[]) => [xs.slice(0, xs.length >> 1), xs.slice(xs.length >> 1)] as const;
  const [intentosJuntos, intentosSueltos] = mitad(intentos);
  await ctx.db.insert(intentosLlamada).values(intentosJuntos);
  for (const i of intentosSueltos) await ctx.db.insert(intentosLlamada).values(i);
  await ctx.db.insert(solicitudesOperadores).values(asignaciones);
  const [formasJuntas, formasSueltas] = mitad(formas);
  await ctx.db.insert(verificacionesOperadores).values(formasJuntas);
  for (const f of formasSueltas) await ctx.db.insert(verificacionesOperadores).values(f);
  await ctx.db.insert(rellamadas).values(llamadas);
  // Open callbacks of this very hour: one already due (read live), one not yet; and one of the previous hour (from the counters).
  const ahora = Date.now();
  await ctx.db.insert(rellamadas).values([
    { solicitud_id: extra[0] ?? 0, usuario_id: usuariosIds[0] ?? 0, programada_para: new Date(ahora - 1_000) },
    { solicitud_id: extra[1] ?? 0, usuario_id: usuariosIds[1] ?? 0, programada_para: new Date(ahora + 20 * 60_000) },
    { solicitud_id: extra[2] ?? 0, usuario_id: usuariosIds[2] ?? 0, programada_para: new Date(ahora - 65 * 60_000) },
  ]);
  expect(intentos.length).toBeGreaterThan(30);
  expect(formas.filter((f) => f.finalizado).length).toBeGreaterThan(8);
});

describe('Productividad: the kept counters answer as the events', () => {
  it('every agency and range, before and after folding the deltas', async () => {
    expect(await comparar()).toBeGreaterThan(6);
    expect(await compactarProductividad(ctx.db)).toBeGreaterThan(0);
    await comparar();
  });

  it('after deletes, changed attempts, un-finalised and moved forms, reassignments, a folio moved to the other agency and a folio deleted', async () => {
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = folios1;
    const [m = 0, n = 0] = folios2;
    const [u1 = 0, u2 = 0] = usuariosIds;
    // Attempts: some deleted, some given to another user or another time.
    await ctx.db.delete(intentosLlamada).where(inArray(intentosLlamada.solicitud_id, [a, m]));
    await ctx.db.update(intentosLlamada).set({ usuario_id: u2 }).where(eq(intentosLlamada.solicitud_id, b));
    await ctx.db.update(intentosLlamada).set({ created_at: sql`${intentosLlamada.created_at} + interval '20 hours'`, contesto: 1 }).where(eq(intentosLlamada.solicitud_id, c));
    // Forms: one reopened, one finalised by another user at another time, one deleted.
    await ctx.db.update(verificacionesOperadores).set({ finalizado: false }).where(eq(verificacionesOperadores.solicitud_id, d));
    await ctx.db.update(verificacionesOperadores).set({ finalizado: true, usuario_id: u1, hora_verificacion: t(4, 600) }).where(eq(verificacionesOperadores.solicitud_id, e));
    await ctx.db.delete(verificacionesOperadores).where(eq(verificacionesOperadores.solicitud_id, n));
    // An assignment before a finalised form added, another one removed.
    const finalizadas = await ctx.db
      .select({ solicitud_id: verificacionesOperadores.solicitud_id, usuario_id: verificacionesOperadores.usuario_id, hora: verificacionesOperadores.hora_verificacion })
      .from(verificacionesOperadores)
      .where(and(inArray(verificacionesOperadores.solicitud_id, [...folios1, ...folios2]), eq(verificacionesOperadores.finalizado, true)));
    const [f1, f2] = finalizadas;
    if (f1?.hora && f1.usuario_id) await ctx.db.insert(solicitudesOperadores).values({ solicitud_id: f1.solicitud_id, usuario_id: f1.usuario_id, activo: false, created_at: new Date(f1.hora.getTime() - 7 * 60_000), ended_at: f1.hora });
    if (f2) await ctx.db.delete(solicitudesOperadores).where(eq(solicitudesOperadores.solicitud_id, f2.solicitud_id));
    // Reassignments in one transaction each (as the assign screen does): the folio's open callback ends then.
    for (const [folio, a1, a2] of [[folios1[6] ?? 0, u1, u2], [folios2[3] ?? 0, u2, u1]] as const) {
      await ctx.db.insert(rellamadas).values({ solicitud_id: folio, usuario_id: a1, programada_para: t(2, 60) }).onConflictDoNothing();
      await ctx.db.transaction(async (tx) => {
        await tx.insert(solicitudesOperadores).values({ solicitud_id: folio, usuario_id: a1 });
      });
      await ctx.db.transaction(async (tx) => {
        await tx.update(solicitudesOperadores).set({ activo: false, ended_at: new Date() }).where(and(eq(solicitudesOperadores.solicitud_id, folio), eq(solicitudesOperadores.activo, true)));
        await tx.insert(solicitudesOperadores).values({ solicitud_id: folio, usuario_id: a2 });
      });
    }
    // A callback kept by a save.
    await ctx.db.update(rellamadas).set({ terminada_at: t(3, 0), motivo_fin: 'guardada' }).where(and(eq(rellamadas.solicitud_id, folios1[7] ?? 0), sql`${rellamadas.terminada_at} is null`));
    // A folio moved to the other agency, another deleted with its attempts, form and callbacks.
    await ctx.db.update(solicitudes).set({ agencia_id: agencia2 }).where(eq(solicitudes.id, folios1[8] ?? 0));
    await ctx.db.delete(solicitudes).where(eq(solicitudes.id, folios1[9] ?? 0));
    await comparar();
    await compactarProductividad(ctx.db);
    await comparar();
  });

  it('two saves at once count one attempt each; an agency admin gets only their agency\'s rows', async () => {
    const operadorId = await ctx.userId('operador@verifica.mx');
    const [x = 0, y = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 2);
    const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
    expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [x, y], usuario_id: operadorId })).statusCode).toBe(200);
    const hoy = fecha(new Date());
    const HOY = `fecha_desde=${hoy}&fecha_hasta=${hoy}`;
    const intentosHoy = async (token: string) =>
      ((await pedir('GET', `/api/productividad?${HOY}`, token)).json() as Productividad).por_operador.reduce((n, f) => n + f.intentos, 0);
    const antes = await intentosHoy(admin);
    const formas = await Promise.all(
      [x, y].map(async (solicitud_id) => (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id, particular_contesto: 2, particular_telefono_estatus: 3 })).json() as VerificacionOperador),
    );
    const respuestas = await Promise.all([
      pedir('PUT', `/api/verificaciones_operadores/${formas[0]?.id ?? 0}`, operador, { particular_contesto: 1 }),
      pedir('PUT', `/api/verificaciones_operadores/${formas[1]?.id ?? 0}`, operador, { particular_contesto: 2, particular_telefono_estatus: 5 }),
      pedir('PUT', `/api/verificaciones_operadores/${formas[0]?.id ?? 0}`, admin, { particular_contesto: 2, particular_telefono_estatus: 6 }),
    ]);
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await intentosHoy(admin)).toBe(antes + 5);
    const hoyQ = productividadQuerySchema.parse({ fecha_desde: hoy, fecha_hasta: hoy });
    expect(await filas(ctx.db, consultaProductividad(agencia1, hoyQ))).toEqual(await filas(ctx.db, consultaProductividadDirecta(agencia1, hoyQ)));
    // Scope: the other agency's admin sees exactly what the events of their agency give, whatever they ask.
    const deAdmin2 = (await pedir('GET', `/api/productividad?agencia_id=${agencia1}`, admin2)).json() as Productividad;
    const soloAgencia2 = await filas<{ usuario_id: number | string; dia: string | null; intentos: number | string; finalizadas: number | string }>(
      ctx.db,
      consultaProductividadDirecta(agencia2, productividadQuerySchema.parse({})),
    );
    const cifras = (f: { usuario_id: number | string; dia: string | null; intentos: number | string; finalizadas: number | string }) => [Number(f.usuario_id), f.dia, Number(f.intentos), Number(f.finalizadas)];
    expect(soloAgencia2.length).toBeGreaterThan(0);
    expect([...deAdmin2.por_operador, ...deAdmin2.por_dia].map(cifras)).toEqual(soloAgencia2.map(cifras));
    await comparar();
  });
});
