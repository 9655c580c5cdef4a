/**
 * The request's current state lives on the request (migration 0010, kept by triggers).
 * Oracle: the predicates the lists used before (exists / anti-joins over the assignment and
 * verification tables, kept here) select exactly the rows the new column predicates select, on
 * the seeded mix and after every kind of change through the API.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { solicitudes, solicitudesEncuestadores, solicitudesOperadores, verificaciones, verificacionesOperadores } from '../../db/schema';
import { filas } from '../../db/filas';
import { ZONA_HORARIA } from '../../lib/dates';
import { createTestContext, type TestContext } from '../../../test/context';
import { activosDeRol, agenciaIds } from '../../../test/personas';
import { GESTOR, OPERADOR, type DefinicionAsignacion } from '../../consultas/solicitudes/asignacion';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 400 });
});
afterAll(() => ctx.close());

/** The predicates as they were before migration 0010. */
function anteriores(tabla: typeof solicitudesEncuestadores | typeof solicitudesOperadores, verificada: SQL, extra: (v: number) => SQL | undefined) {
  const asignada = sql`exists (select 1 from ${tabla} where ${tabla.solicitud_id} = ${solicitudes.id} and ${tabla.activo})`;
  return {
    asignadaA: (u: number) => sql`exists (select 1 from ${tabla} where ${tabla.solicitud_id} = ${solicitudes.id} and ${tabla.activo} and ${tabla.usuario_id} = ${u})`,
    vigencia: (v: 1 | 2 | 3, ahora: Date) => {
      const dias = sql`((${ahora.toISOString()}::timestamptz at time zone ${ZONA_HORARIA})::date - (${tabla.created_at} at time zone ${ZONA_HORARIA})::date)`;
      const cond = v === 1 ? sql`${dias} < 1` : v === 2 ? sql`(${dias} >= 1 and ${dias} < 2)` : sql`${dias} >= 2`;
      return sql`(exists (select 1 from ${tabla} where ${tabla.solicitud_id} = ${solicitudes.id} and ${tabla.activo} and ${cond}) and not ${verificada})`;
    },
    estatus: (v: number) =>
      v === 1 ? sql`(${asignada} and not ${verificada})` : v === 2 ? sql`(not ${asignada} and not ${verificada})` : extra(v),
  };
}
const verificadaCampo = sql`exists (select 1 from ${verificaciones} where ${verificaciones.solicitud_id} = ${solicitudes.id})`;
const verificadaLlamada = sql`exists (select 1 from ${verificacionesOperadores} where ${verificacionesOperadores.solicitud_id} = ${solicitudes.id})`;
const ANTES = {
  gestor: anteriores(solicitudesEncuestadores, verificadaCampo, (v) => (v === 3 ? verificadaCampo : undefined)),
  operador: anteriores(solicitudesOperadores, verificadaLlamada, (v) =>
    v === 3
      ? sql`exists (select 1 from ${verificacionesOperadores} where ${verificacionesOperadores.solicitud_id} = ${solicitudes.id} and not ${verificacionesOperadores.finalizado})`
      : v === 4
        ? sql`exists (select 1 from ${verificacionesOperadores} where ${verificacionesOperadores.solicitud_id} = ${solicitudes.id} and ${verificacionesOperadores.finalizado})`
        : undefined,
  ),
};

const ids = async (cond: SQL | undefined) => (await ctx.db.select({ id: solicitudes.id }).from(solicitudes).where(cond).orderBy(solicitudes.id)).map((r) => r.id);

/** Every predicate of both kinds, new against old; answers how many rows each selected. */
async function comparar(): Promise<Record<string, number>> {
  const ahora = new Date();
  const cuentas: Record<string, number> = {};
  const usuarios = [...(await activosDeRol(ctx.db, 'gestor')).slice(0, 3), ...(await activosDeRol(ctx.db, 'operador')).slice(0, 3)];
  for (const [nombre, def] of [['gestor', GESTOR], ['operador', OPERADOR]] as [keyof typeof ANTES, DefinicionAsignacion][]) {
    const viejo = ANTES[nombre];
    for (const v of [1, 2, 3, 4]) {
      const nueva = def.estatus(v);
      if (!nueva) continue;
      const esperadas = await ids(viejo.estatus(v));
      expect({ [`${nombre} estatus ${v}`]: await ids(nueva) }).toEqual({ [`${nombre} estatus ${v}`]: esperadas });
      cuentas[`${nombre}.estatus${v}`] = esperadas.length;
    }
    for (const v of [1, 2, 3] as const) {
      const esperadas = await ids(viejo.vigencia(v, ahora));
      expect({ [`${nombre} vigencia ${v}`]: await ids(def.vigencia(v, { ahora })) }).toEqual({ [`${nombre} vigencia ${v}`]: esperadas });
      cuentas[`${nombre}.vigencia${v}`] = esperadas.length;
    }
    for (const u of usuarios) expect(await ids(def.asignadaA(u))).toEqual(await ids(viejo.asignadaA(u)));
  }
  return cuentas;
}

const pedir = async (method: 'POST' | 'PUT', url: string, correo: string, payload: object) => {
  const r = await ctx.app.inject({ method, url, headers: ctx.auth(await ctx.tokenFor(correo)), payload });
  expect([url, r.statusCode, r.statusCode < 300 ? '' : r.body]).toEqual([url, r.statusCode < 300 ? r.statusCode : 200, '']);
  return r.json<Record<string, unknown>>();
};

describe('current state on the request (migration 0010)', () => {
  it('the seeded mix: every status, vigencia and "assigned to" predicate selects what the old anti-joins did', async () => {
    // One assignment of each kind in each vigencia: the random mix's waiting rows fall in the last
    // four days, so soon after midnight (business time) none may have been made "today".
    const [agencia] = await agenciaIds(ctx.db);
    const libres = await ids(and(eq(solicitudes.agencia_id, agencia as number), GESTOR.estatus(2), OPERADOR.estatus(2)));
    const [gestor] = await activosDeRol(ctx.db, 'gestor', [agencia as number]);
    const [operador] = await activosDeRol(ctx.db, 'operador', [agencia as number]);
    const hace = (dias: number) => new Date(Date.now() - dias * 24 * 3600 * 1000);
    for (const [k, dias] of [0, 1, 3].entries()) {
      const [enCampo, enLlamada] = [libres[2 * k], libres[2 * k + 1]] as [number, number];
      await ctx.db.insert(solicitudesEncuestadores).values({ solicitud_id: enCampo, usuario_id: gestor as number, created_at: hace(dias) });
      await ctx.db.insert(solicitudesOperadores).values({ solicitud_id: enLlamada, usuario_id: operador as number, created_at: hace(dias) });
    }
    const cuentas = await comparar();
    // The mix covers every state, so the comparison means something.
    for (const [k, n] of Object.entries(cuentas)) expect({ [k]: n > 0 }).toEqual({ [k]: true });
  });

  it('after assigning, reassigning, unassigning, verifying and the call form life cycle through the API', async () => {
    const [agencia] = await agenciaIds(ctx.db);
    const libres = await ids(and(eq(solicitudes.agencia_id, agencia as number), GESTOR.estatus(2), OPERADOR.estatus(2)));
    const [a, b, c, d] = libres as [number, number, number, number];
    const [g1, g2] = (await activosDeRol(ctx.db, 'gestor', [agencia as number])) as [number, number];
    const [o1, o2] = (await activosDeRol(ctx.db, 'operador', [agencia as number])) as [number, number];
    await pedir('POST', '/api/solicitudes_encuestador', 'admin@verifica.mx', { seleccionados: [a, b, c], usuario_id: g1 });
    await pedir('PUT', `/api/solicitudes_encuestador/${b}`, 'admin@verifica.mx', { usuario_id: g2 });
    await pedir('PUT', `/api/solicitudes_encuestador/${c}`, 'admin@verifica.mx', { usuario_id: 0 });
    await pedir('POST', '/api/solicitudes_operadores', 'admin@verifica.mx', { seleccionados: [a, b, c, d], usuario_id: o1 });
    await pedir('PUT', `/api/solicitudes_operadores/${d}`, 'admin@verifica.mx', { usuario_id: o2 });
    const vo = await pedir('POST', '/api/verificaciones_operadores', 'admin@verifica.mx', { solicitud_id: a });
    await pedir('PUT', `/api/verificaciones_operadores/${String(vo.id)}`, 'admin@verifica.mx', { accion: 'finalizar' });
    await pedir('POST', '/api/verificaciones_operadores', 'admin@verifica.mx', { solicitud_id: b });
    const fila = async (id: number) =>
      (await filas<{ gestor_id: number | null; operador_id: number | null; estado_llamada: number; verificada_campo: boolean }>(ctx.db, sql`select gestor_id, operador_id, estado_llamada, verificada_campo from solicitudes where id = ${id}`))[0];
    expect(await fila(a)).toEqual({ gestor_id: g1, operador_id: o1, estado_llamada: 2, verificada_campo: false });
    expect(await fila(b)).toEqual({ gestor_id: g2, operador_id: o1, estado_llamada: 1, verificada_campo: false });
    expect(await fila(c)).toEqual({ gestor_id: null, operador_id: o1, estado_llamada: 0, verificada_campo: false });
    expect(await fila(d)).toEqual({ gestor_id: null, operador_id: o2, estado_llamada: 0, verificada_campo: false });
    await pedir('PUT', `/api/verificaciones_operadores/${String(vo.id)}`, 'admin@verifica.mx', { accion: 'rehabilitar' });
    expect((await fila(a))?.estado_llamada).toBe(1);
    await comparar();
  });

  it('a rolled-back change leaves the state as it was (the triggers run inside the transaction)', async () => {
    const [agencia] = await agenciaIds(ctx.db);
    const [libre] = await ids(and(eq(solicitudes.agencia_id, agencia as number), GESTOR.estatus(2)));
    const [g] = await activosDeRol(ctx.db, 'gestor', [agencia as number]);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(solicitudesEncuestadores).values({ solicitud_id: libre as number, usuario_id: g as number });
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await ids(and(eq(solicitudes.id, libre as number), GESTOR.asignada))).toEqual([]);
  });
});
