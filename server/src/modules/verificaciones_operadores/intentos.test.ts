/** Call attempts: each save that records a call is one attempt, in the save's transaction. */
import { eq } from 'drizzle-orm';
import type { EventoHistorial, Paged, SolicitudOperadorFila, VerificacionOperador } from '@verifica/contracts';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, operador } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { intentosLlamada } from '../../db/schema';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 40 });

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });

async function asignada(): Promise<number> {
  const [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
  expect((await pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [id], usuario_id: await ctx.userId('operador@verifica.mx') })).statusCode).toBe(200);
  return id;
}

const fila = async (id: number, token = admin): Promise<SolicitudOperadorFila | undefined> => {
  const r = await pedir('GET', `/api/solicitudes_operadores?rowsPerPage=-1&asignadas=0`, token);
  return (r.json() as SolicitudOperadorFila[]).find((f) => f.id === id);
};
const filas = async (token: string, query: string): Promise<SolicitudOperadorFila[]> => {
  const r = await pedir('GET', `/api/solicitudes_operadores?rowsPerPage=-1&${query}`, token);
  expect(r.statusCode).toBe(200);
  return r.json() as SolicitudOperadorFila[];
};
const registrados = async (solicitudId: number) => ctx.db.select().from(intentosLlamada).where(eq(intentosLlamada.solicitud_id, solicitudId)).orderBy(intentosLlamada.id);

describe('intentos de llamada', () => {
  it('a save carrying the call result records one attempt (who, when, result); other saves record none; list and Historial show them', async () => {
    const id = await asignada();
    expect(await fila(id)).toMatchObject({ intentos: 0, ultimo_intento: null });

    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 2, particular_telefono_estatus: 3 })).json() as VerificacionOperador;
    // A save without the call result (a comment) and Rehabilitar are not attempts.
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { comentarios_rfc: 'Coincide' })).statusCode).toBe(200);
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 1, particular_nombre: 'Ana', accion: 'finalizar' })).statusCode).toBe(200);
    expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { particular_contesto: 1, accion: 'rehabilitar' })).statusCode).toBe(200);

    const operadorId = await ctx.userId('operador@verifica.mx');
    const rows = await registrados(id);
    expect(rows.map((r) => [r.usuario_id, r.contesto, r.telefono_estatus])).toEqual([
      [operadorId, 2, 3],
      [operadorId, 1, null],
    ]);
    const f = await fila(id);
    expect(f?.intentos).toBe(2);
    expect(f?.ultimo_intento).toMatchObject({ contesto: 1, telefono_estatus: null });
    expect(f?.ultimo_intento?.fecha).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const historial = (await pedir('GET', `/api/solicitudes/${id}/historial`, admin)).json() as EventoHistorial[];
    const llamadas = historial.filter((e) => e.tipo.startsWith('llamada_')).map((e) => e.descripcion);
    expect(llamadas).toEqual([
      'Seguimiento de llamada guardado · Intento 1: No contestó (No Contesta)',
      'Seguimiento de llamada guardado',
      'Seguimiento de llamada finalizado · Intento 2: Contestó',
      'Seguimiento de llamada rehabilitado',
    ]);
  });

  it('two saves at once record one attempt each, and the count says so', async () => {
    const id = await asignada();
    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 2, particular_telefono_estatus: 6 })).json() as VerificacionOperador;
    const respuestas = await Promise.all([
      pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 2, particular_telefono_estatus: 3 }),
      pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, admin, { particular_contesto: 2, particular_telefono_estatus: 5 }),
      pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 1 }),
    ]);
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await registrados(id);
    expect(rows).toHaveLength(4);
    const f = await fila(id);
    expect(f?.intentos).toBe(4);
    // The last attempt is the one the last save wrote.
    const ultimo = rows[rows.length - 1];
    expect(f?.ultimo_intento).toMatchObject({ contesto: ultimo?.contesto, telefono_estatus: ultimo?.telefono_estatus });
  });

  it('two first saves at once: the refused one leaves no attempt', async () => {
    const id = await asignada();
    const r = await Promise.all([
      pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: id, particular_contesto: 1 }),
      pedir('POST', '/api/verificaciones_operadores', admin, { solicitud_id: id, particular_contesto: 1 }),
    ]);
    expect(r.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    expect(await registrados(id)).toHaveLength(1);
    expect((await fila(id))?.intentos).toBe(1);
  });

  it('filters "sin intentos" and "3 o más", sorts by count and by last attempt, within the scope', async () => {
    const tres = await asignada();
    const creada = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: tres, particular_contesto: 2, particular_telefono_estatus: 1 })).json() as VerificacionOperador;
    for (const estatus of [2, 3]) expect((await pedir('PUT', `/api/verificaciones_operadores/${creada.id}`, operador, { particular_contesto: 2, particular_telefono_estatus: estatus })).statusCode).toBe(200);
    const ninguno = await asignada();

    const tresOMas = await filas(admin, 'asignadas=0&intentos=tres_o_mas');
    expect(tresOMas.length).toBeGreaterThan(0);
    expect(tresOMas.every((f) => f.intentos >= 3)).toBe(true);
    expect(tresOMas.map((f) => f.id)).toContain(tres);
    const sin = await filas(admin, 'asignadas=0&intentos=ninguno');
    expect(sin.every((f) => f.intentos === 0)).toBe(true);
    expect(sin.map((f) => f.id)).toContain(ninguno);
    expect(sin.map((f) => f.id)).not.toContain(tres);
    // The summary line counts the same rows.
    expect(((await pedir('GET', '/api/solicitudes_operadores/resumen?asignadas=0&intentos=tres_o_mas', admin)).json() as { total: number }).total).toBe(tresOMas.length);
    expect((await pedir('GET', '/api/solicitudes_operadores?intentos=dos', admin)).statusCode).toBe(422);

    const porConteo = await filas(admin, 'asignadas=0&sortBy=intentos&descending=true');
    const conteos = porConteo.map((f) => f.intentos);
    expect(conteos).toEqual([...conteos].sort((a, b) => b - a));
    const porUltimo = (await pedir('GET', '/api/solicitudes_operadores?asignadas=0&sortBy=ultimo_intento&descending=true&rowsPerPage=50', admin)).json() as Paged<SolicitudOperadorFila>;
    const fechas = porUltimo.data.map((f) => f.ultimo_intento?.fecha ?? null);
    const conFecha = fechas.filter((x): x is string => x !== null);
    expect(conFecha).toEqual([...conFecha].sort().reverse());
    // Never tried go last.
    expect(fechas.slice(0, conFecha.length).every((x) => x !== null)).toBe(true);

    // An admin of another agency sees none of agency 1's attempts.
    expect((await filas(admin2, 'asignadas=0&intentos=alguno')).filter((f) => f.agencia_id === agencia1)).toEqual([]);
  });
});
