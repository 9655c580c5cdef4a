import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MENSAJES, MENSAJES_SOLICITUDES } from '@verifica/contracts';
import { auditLog, solicitudes, solicitudesEncuestadores, verificaciones } from '../../db/schema';
import { activosDeRol } from '../../../test/personas';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { asignacionesActivas, sinAsignar } from '../../../test/asignadas';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, operador as operadorTk, superadmin } from '../../../test/archivo';

let gestores1: number[];
let gestores2: number[];

contextoDelArchivo({ solicitudes: 200 });
beforeAll(async () => {
  gestores1 = await activosDeRol(ctx.db, 'gestor', [agencia1]);
  gestores2 = await activosDeRol(ctx.db, 'gestor', [agencia2]);
});

const post = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, headers: ctx.auth(token), payload: payload as object });
const put = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url, headers: ctx.auth(token), payload: payload as object });

const libres = (agenciaId: number, n: number) => sinAsignar(ctx.db, GESTOR, agenciaId, n);
const activas = (ids: number[]) => asignacionesActivas(ctx.db, GESTOR, ids);
async function verificada(agenciaId: number): Promise<number> {
  const [r] = await ctx.db
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .innerJoin(verificaciones, eq(verificaciones.solicitud_id, solicitudes.id))
    .where(eq(solicitudes.agencia_id, agenciaId))
    .limit(1);
  return r?.id ?? 0;
}

describe('POST /api/solicitudes_encuestador/', () => {
  it('assigns the selected folios; they show as Asignadas with their gestor; audited', async () => {
    const ids = await libres(agencia1, 3);
    const g = gestores1[0] as number;
    const res = await post('/api/solicitudes_encuestador/', admin, { seleccionados: ids, usuario_id: g });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAJES.foliosAsignados, asignadas: 3 });
    const lista = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes?asignadas=1&usuario_id=${g}&rowsPerPage=-1`, headers: ctx.auth(admin) });
    expect(lista.json().map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining(ids));
    const [a] = await ctx.db.select().from(solicitudesEncuestadores).where(and(eq(solicitudesEncuestadores.solicitud_id, ids[0] as number), eq(solicitudesEncuestadores.activo, true)));
    expect(a).toMatchObject({ usuario_id: g, asignado_por: await ctx.userId('admin@verifica.mx'), ended_at: null });
    const log = await ctx.db.select().from(auditLog).where(and(eq(auditLog.accion, 'asignar'), eq(auditLog.entidad, 'solicitudes_encuestadores')));
    expect(log.some((l) => JSON.stringify(l.datos).includes(String(ids[0])))).toBe(true);
    // Assigning again to the same gestor changes nothing.
    expect((await post('/api/solicitudes_encuestador', admin, { seleccionados: ids, usuario_id: g })).json().asignadas).toBe(0);
  });

  it('todos: true assigns every row of the filter (within the gestor agency)', async () => {
    const [r] = await ctx.db.select({ colonia: solicitudes.colonia }).from(solicitudes).where(eq(solicitudes.id, (await libres(agencia1, 1))[0] as number));
    const filtro = { colonias: [r?.colonia], asignadas: [2] };
    const antes = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes?colonias=${encodeURIComponent(r?.colonia ?? '')}&asignadas=2&rowsPerPage=-1`, headers: ctx.auth(admin) });
    const esperadas = antes.json().map((x: { id: number }) => x.id);
    expect(esperadas.length).toBeGreaterThan(0);
    const res = await post('/api/solicitudes_encuestador', admin, { ...filtro, todos: true, usuario_id: gestores1[1] });
    expect(res.json().asignadas).toBe(esperadas.length);
    expect((await activas(esperadas)).every((a) => a.usuario_id === gestores1[1])).toBe(true);
  });

  it('422 errors.usuario_id for a gestor of another agency, an operator, a missing gestor; 404 for another agency folio; 403', async () => {
    const ids = await libres(agencia1, 1);
    const otra = await post('/api/solicitudes_encuestador', admin, { seleccionados: ids, usuario_id: gestores2[0] });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors.usuario_id).toEqual([MENSAJES_SOLICITUDES.gestorInvalido]);
    const op = await post('/api/solicitudes_encuestador', admin, { seleccionados: ids, usuario_id: await ctx.userId('operador@verifica.mx') });
    expect(op.json().errors.usuario_id).toEqual([MENSAJES_SOLICITUDES.gestorInvalido]);
    const sin = await post('/api/solicitudes_encuestador', admin, { seleccionados: ids });
    expect(sin.statusCode).toBe(422);
    expect(sin.json().errors.usuario_id).toBeDefined();
    const nada = await post('/api/solicitudes_encuestador', admin, { usuario_id: gestores1[0] });
    expect(nada.json().errors.seleccionados).toEqual(['Selecciona al menos un folio']);
    // Broad user: a folio of agency 2 with a gestor of agency 1 -> 422; scoped: another agency's folio -> 404.
    const ajenas = await libres(agencia2, 1);
    expect((await post('/api/solicitudes_encuestador', superadmin, { seleccionados: ajenas, usuario_id: gestores1[0] })).statusCode).toBe(422);
    expect((await post('/api/solicitudes_encuestador', admin, { seleccionados: ajenas, usuario_id: gestores1[0] })).statusCode).toBe(404);
    expect((await post('/api/solicitudes_encuestador', operadorTk, { seleccionados: ids, usuario_id: gestores1[0] })).statusCode).toBe(403);
    expect(await activas(ajenas)).toEqual([]);
  });

  it('50 concurrent conflicting assignments of the same folios: exactly one active assignment each, no 500', async () => {
    const ids = await libres(agencia1, 5);
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/solicitudes_encuestador', i % 2 ? admin : superadmin, { seleccionados: [...ids].reverse(), usuario_id: gestores1[i % gestores1.length] })),
    );
    expect(res.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const act = await activas(ids);
    expect(act.map((a) => a.solicitud_id).sort((a, b) => a - b)).toEqual(ids);
    // History kept: ended rows carry who ended them.
    const fin = await ctx.db.select().from(solicitudesEncuestadores).where(and(inArray(solicitudesEncuestadores.solicitud_id, ids), eq(solicitudesEncuestadores.activo, false)));
    expect(fin.every((f) => f.ended_at !== null && f.terminado_por !== null)).toBe(true);
  });
});

describe('PUT /api/solicitudes_encuestador/{solicitud_id}', () => {
  it('reassigns (history kept) and unassigns with 0', async () => {
    const [id] = (await libres(agencia1, 1)) as [number];
    await post('/api/solicitudes_encuestador', admin, { seleccionados: [id], usuario_id: gestores1[0] });
    const re = await put(`/api/solicitudes_encuestador/${id}`, admin, { usuario_id: gestores1[1] });
    expect(re.statusCode).toBe(200);
    expect(re.json()).toEqual({ message: MENSAJES.reasignacionEfectuada });
    expect(await activas([id])).toEqual([{ solicitud_id: id, usuario_id: gestores1[1] }]);
    const hist = await ctx.db.select().from(solicitudesEncuestadores).where(eq(solicitudesEncuestadores.solicitud_id, id));
    expect(hist).toHaveLength(2);
    const des = await put(`/api/solicitudes_encuestador/${id}`, admin, { usuario_id: 0 });
    expect(des.json()).toEqual({ message: MENSAJES.desasignacionExitosa });
    expect(await activas([id])).toEqual([]);
    expect((await put(`/api/solicitudes_encuestador/${id}`, admin, { usuario_id: 0 })).statusCode).toBe(422);
  });

  it('a verified request cannot be reassigned (422); another agency -> 404; bad ids -> 422', async () => {
    const v = await verificada(agencia1);
    const res = await put(`/api/solicitudes_encuestador/${v}`, admin, { usuario_id: gestores1[0] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.usuario_id).toEqual([MENSAJES_SOLICITUDES.solicitudVerificada]);
    const [otra] = (await libres(agencia2, 1)) as [number];
    expect((await put(`/api/solicitudes_encuestador/${otra}`, admin, { usuario_id: gestores1[0] })).statusCode).toBe(404);
    expect((await put(`/api/solicitudes_encuestador/${otra}`, admin2, { usuario_id: gestores2[0] })).statusCode).toBe(200);
    expect((await put(`/api/solicitudes_encuestador/abc`, admin, { usuario_id: 1 })).statusCode).toBe(422);
  });
});

describe('POST /api/solicitudes/desasignar', () => {
  it('unassigns only the rows with a gestor; array or {ids}; other agency -> 404 and nothing changes', async () => {
    const ids = await libres(agencia1, 4);
    await post('/api/solicitudes_encuestador', admin, { seleccionados: ids.slice(0, 3), usuario_id: gestores1[0] });
    const res = await post('/api/solicitudes/desasignar', admin, ids.slice(0, 2));
    expect(res.json()).toEqual({ message: MENSAJES.desasignacionExitosa, desasignadas: 2 });
    const res2 = await post('/api/solicitudes/desasignar', admin, { ids: [ids[2], ids[3]] });
    expect(res2.json().desasignadas).toBe(1);
    expect(await activas(ids)).toEqual([]);
    const [otra] = (await libres(agencia2, 1)) as [number];
    await post('/api/solicitudes_encuestador', admin2, { seleccionados: [otra], usuario_id: gestores2[0] });
    const cruzada = await post('/api/solicitudes/desasignar', admin, [otra]);
    expect(cruzada.statusCode).toBe(404);
    expect(await activas([otra])).toHaveLength(1);
    expect((await post('/api/solicitudes/desasignar', admin, { ids: 'x' })).statusCode).toBe(422);
    const fin = await ctx.db.select().from(solicitudesEncuestadores).where(and(inArray(solicitudesEncuestadores.solicitud_id, ids), isNull(solicitudesEncuestadores.terminado_por)));
    expect(fin).toEqual([]);
  });
});
