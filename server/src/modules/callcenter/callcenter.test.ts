import { and, eq, inArray, sql } from 'drizzle-orm';
import { MENSAJES, MENSAJES_CALLCENTER, solicitudesOperadoresQuerySchema, type SolicitudOperadorFila } from '@verifica/contracts';
import { auditLog, solicitudes, solicitudesOperadores } from '../../db/schema';
import { activosDeRol } from '../../../test/personas';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { asignacionesActivas, sinAsignar } from '../../../test/asignadas';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, operador as operadorTk, superadmin, supervisor } from '../../../test/archivo';
import { listar } from '../../consultas/solicitudes/llamadas';

let operadorId: number;
let operadores1: number[];
let operadores2: number[];

contextoDelArchivo({ solicitudes: 200 });
beforeAll(async () => {
  operadorId = await ctx.userId('operador@verifica.mx');
  operadores1 = await activosDeRol(ctx.db, 'operador', [agencia1]);
  operadores2 = await activosDeRol(ctx.db, 'operador', [agencia2]);
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
const post = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, headers: ctx.auth(token), payload: payload as object });
const put = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url, headers: ctx.auth(token), payload: payload as object });
const filasDe = (res: { json(): unknown }) => res.json() as SolicitudOperadorFila[];

const libres = (agenciaId: number, n: number) => sinAsignar(ctx.db, OPERADOR, agenciaId, n);
const activas = (ids: number[]) => asignacionesActivas(ctx.db, OPERADOR, ids);

describe('POST /api/solicitudes_operadores/ and the list', () => {
  it('assigns the selected folios; they list as Asignadas with operator, assignment date, vigencia En Tiempo; audited', async () => {
    const ids = await libres(agencia1, 3);
    const res = await post('/api/solicitudes_operadores/', admin, { seleccionados: ids, usuario_id: operadorId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAJES.foliosAsignados, asignadas: 3 });
    const lista = filasDe(await get(`/api/solicitudes_operadores?asignadas=1&usuario_id=${operadorId}&rowsPerPage=-1`, admin));
    const mias = lista.filter((r) => ids.includes(r.id));
    expect(mias).toHaveLength(3);
    for (const r of mias) {
      expect(r).toMatchObject({ operador_id: operadorId, verify: false, tiempo_esperando: 0, vigencia: 1, color_fila: null });
      expect(r.operador).toMatch(/\S/);
      expect(r.solicitudes_operadores_created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const log = await ctx.db.select().from(auditLog).where(and(eq(auditLog.accion, 'asignar'), eq(auditLog.entidad, 'solicitudes_operadores')));
    expect(log.some((l) => JSON.stringify(l.datos).includes(String(ids[0])))).toBe(true);
  });

  it('todos: true assigns every row of the filter (folio list)', async () => {
    const ids = await libres(agencia1, 2);
    const folios = (await ctx.db.select({ f: solicitudes.folio_solicitud }).from(solicitudes).where(inArray(solicitudes.id, ids))).map((r) => r.f);
    const res = await post('/api/solicitudes_operadores', admin, { todos: true, folio_solicitud: folios, usuario_id: operadores1[1] });
    expect(res.json()).toEqual({ message: MENSAJES.foliosAsignados, asignadas: 2 });
    expect((await activas(ids)).every((a) => a.usuario_id === operadores1[1])).toBe(true);
  });

  it('paged answer: total, current_page, totalItems, data; default 10 rows, id descending', async () => {
    const res = await get('/api/solicitudes_operadores', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1 });
    expect(body.data).toHaveLength(10);
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(body.data.every((r: { agencia_id: number }) => r.agencia_id === agencia1)).toBe(true);
  });

  it('an operator sees only the requests assigned to them, whatever the query', async () => {
    const todas = filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&agencia_id=${agencia2}&asignadas=3&asignadas=4&asignadas=1`, operadorTk));
    const propias = await ctx.db.select({ id: solicitudesOperadores.solicitud_id }).from(solicitudesOperadores).where(and(eq(solicitudesOperadores.usuario_id, operadorId), eq(solicitudesOperadores.activo, true)));
    expect(todas.length).toBeGreaterThan(0);
    expect(todas.every((r) => r.operador_id === operadorId && r.agencia_id === agencia1)).toBe(true);
    expect(todas.map((r) => r.id).sort((a, b) => a - b)).toEqual(propias.map((p) => p.id).sort((a, b) => a - b));
    const edos = (await get('/api/solicitudes_operadores/edos', operadorTk)).json() as string[];
    expect(new Set(edos)).toEqual(new Set(todas.map((r) => r.edo).filter((e) => e !== '')));
    const edosAdmin = (await get('/api/solicitudes_operadores/edos', admin)).json() as string[];
    expect(edosAdmin.length).toBeGreaterThanOrEqual(edos.length);
  });

  it('non-admins cannot use No Asignadas nor the operator filter (422); supervisors see their agency', async () => {
    for (const tk of [supervisor, operadorTk]) {
      const r = await get('/api/solicitudes_operadores?asignadas=2', tk);
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.asignadas).toEqual([MENSAJES_CALLCENTER.soloAdminEstatus]);
      const u = await get(`/api/solicitudes_operadores?usuario_id=${operadorId}`, tk);
      expect(u.statusCode).toBe(422);
      expect(u.json().errors.usuario_id).toEqual([MENSAJES_CALLCENTER.soloAdminOperador]);
    }
    const sup = filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&agencia_id=${agencia2}`, supervisor));
    expect(sup.length).toBeGreaterThan(0);
    expect(sup.every((r) => r.agencia_id === agencia1)).toBe(true);
    expect(sup.some((r) => r.operador_id !== operadorId)).toBe(true);
    // No Asignadas for an admin: no active operator and no call verification.
    const no = filasDe(await get('/api/solicitudes_operadores?asignadas=2&rowsPerPage=-1', admin));
    expect(no.length).toBeGreaterThan(0);
    expect(no.every((r) => r.operador_id === null && !r.verify)).toBe(true);
  });

  it('a non-admin\'s "all statuses" (no filter, or 0) never lists the unassigned rows, nor do their option lists', async () => {
    const noAsignadas = new Set(filasDe(await get('/api/solicitudes_operadores?asignadas=2&rowsPerPage=-1', admin)).map((r) => r.id));
    expect(noAsignadas.size).toBeGreaterThan(0);
    for (const query of ['rowsPerPage=-1', 'rowsPerPage=-1&asignadas=0', 'rowsPerPage=100&asignadas=0']) {
      const resp = (await get(`/api/solicitudes_operadores?${query}`, supervisor)).json() as unknown;
      const filas = Array.isArray(resp) ? (resp as { id: number; operador_id: number | null; verify: boolean }[]) : (resp as { data: { id: number; operador_id: number | null; verify: boolean }[] }).data;
      expect(filas.length).toBeGreaterThan(0);
      expect(filas.filter((r) => noAsignadas.has(r.id))).toEqual([]);
      expect(filas.every((r) => r.operador_id !== null || r.verify)).toBe(true);
    }
    const todasSup = filasDe(await get('/api/solicitudes_operadores?rowsPerPage=-1', supervisor));
    const edosSup = new Set((await get('/api/solicitudes_operadores/edos', supervisor)).json() as string[]);
    expect(edosSup).toEqual(new Set(todasSup.map((r) => r.edo).filter((e) => e !== '')));
  });

  it('broad users see every agency and may filter by agency', async () => {
    const todas = filasDe(await get('/api/solicitudes_operadores?rowsPerPage=-1', superadmin));
    expect(todas.some((r) => r.agencia_id === agencia1)).toBe(true);
    expect(todas.some((r) => r.agencia_id === agencia2)).toBe(true);
    const dos = filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&agencia_id[]=${agencia2}`, superadmin));
    expect(dos.length).toBeGreaterThan(0);
    expect(dos.every((r) => r.agencia_id === agencia2)).toBe(true);
  });

  it('status En Proceso / Finalizada and the row colours follow the call verification', async () => {
    const [id] = await libres(agencia1, 1);
    await post('/api/solicitudes_operadores/', admin, { seleccionados: [id], usuario_id: operadorId });
    const alta = await post('/api/verificaciones_operadores/', operadorTk, { solicitud_id: id, particular_contesto: 1, particular_nombre: 'Ana' });
    expect(alta.statusCode).toBe(201);
    const enProceso = filasDe(await get('/api/solicitudes_operadores?asignadas=3&rowsPerPage=-1', admin));
    expect(enProceso.find((r) => r.id === id)).toMatchObject({ verify: true, verify_finalizado: false, color_fila: 'naranja', tiempo_esperando: null, vigencia: null });
    expect(filasDe(await get('/api/solicitudes_operadores?asignadas=1&rowsPerPage=-1', admin)).some((r) => r.id === id)).toBe(false);
    await put(`/api/verificaciones_operadores/${alta.json().id}`, operadorTk, { accion: 'finalizar' });
    const fin = filasDe(await get('/api/solicitudes_operadores?asignadas=4&rowsPerPage=-1', admin)).find((r) => r.id === id);
    expect(fin).toMatchObject({ verify_finalizado: true, color_fila: 'verde' });
    expect(fin?.verify_hora_verificacion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A request with a call verification cannot be reassigned.
    const re = await put(`/api/solicitudes_operadores/${id}`, admin, { usuario_id: operadores1[1] });
    expect(re.statusCode).toBe(422);
    expect(re.json().errors.usuario_id).toEqual([MENSAJES_CALLCENTER.solicitudVerificada]);
  });

  it('tiempo_esperando, vigencia and colour around day boundaries (fixed clock, APP_TIMEZONE)', async () => {
    const [id] = await libres(agencia1, 1);
    await post('/api/solicitudes_operadores/', admin, { seleccionados: [id], usuario_id: operadorId });
    // Assigned 2026-03-10 23:30 in Mexico City (UTC-6).
    await ctx.db.execute(sql`update ${solicitudesOperadores} set created_at = '2026-03-11T05:30:00Z' where solicitud_id = ${id} and activo`);
    const [s] = await ctx.db.select({ folio: solicitudes.folio_solicitud }).from(solicitudes).where(eq(solicitudes.id, id as number));
    const vista = async (ahora: string, extra: object = {}): Promise<SolicitudOperadorFila[]> => {
      const r = await listar(ctx.db, solicitudesOperadoresQuerySchema.parse({ folio_solicitud: s?.folio ?? '', rowsPerPage: 10, ...extra }), { scope: agencia1, soloDe: null, umbrales: ctx.config.vigenciaDias, ahora: new Date(ahora) });
      return 'data' in r ? r.data : [];
    };
    const casos: [string, number, number, string | null][] = [
      ['2026-03-11T05:59:59Z', 0, 1, null], // 23:59:59 the same day
      ['2026-03-11T06:00:01Z', 1, 2, 'amarillo'], // 00:00:01 next day
      ['2026-03-12T05:59:59Z', 1, 2, 'amarillo'],
      ['2026-03-12T06:00:00Z', 2, 3, 'rojo'],
      ['2026-03-20T12:00:00Z', 10, 3, 'rojo'],
    ];
    for (const [ahora, dias, vig, color] of casos) {
      const [r] = await vista(ahora);
      expect([ahora, r?.tiempo_esperando, r?.vigencia, r?.color_fila]).toEqual([ahora, dias, vig, color]);
      for (const v of [1, 2, 3] as const) {
        expect([ahora, v, (await vista(ahora, { vigencia: v })).length]).toEqual([ahora, v, v === vig ? 1 : 0]);
      }
    }
  });

  it('filters: folio list, client name, dates, cp; sortBy operador', async () => {
    const [una] = await ctx.db.select().from(solicitudes).where(eq(solicitudes.agencia_id, agencia1)).limit(1);
    if (!una) throw new Error('sin solicitudes');
    const porFolio = filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&folio_solicitud[]=${encodeURIComponent(una.folio_solicitud)}`, admin));
    expect(porFolio.map((r) => r.id)).toEqual([una.id]);
    const nombre = encodeURIComponent(una.appat_rzsoc.toUpperCase());
    const porNombre = filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&nombre_cliente=${nombre}`, admin));
    expect(porNombre.some((r) => r.id === una.id)).toBe(true);
    if (una.fecha_captura) {
      const porFecha = filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&fecha_desde=${una.fecha_captura}&fecha_hasta=${una.fecha_captura}`, admin));
      expect(porFecha.length).toBeGreaterThan(0);
      expect(porFecha.every((r) => r.fecha_captura === una.fecha_captura)).toBe(true);
    }
    const malo = await get('/api/solicitudes_operadores?fecha_desde=2026-02-10&fecha_hasta=2026-02-01&vigencia=9', admin);
    expect(malo.statusCode).toBe(422);
    expect(Object.keys(malo.json().errors)).toEqual(expect.arrayContaining(['vigencia']));
    const ord = filasDe(await get('/api/solicitudes_operadores?rowsPerPage=-1&asignadas=1&sortBy=operador', admin)).map((r) => (r.operador ?? '').toLowerCase());
    expect(ord).toEqual([...ord].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('50 concurrent conflicting assignments: exactly one active operator per request', async () => {
    const ids = await libres(agencia1, 5);
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/solicitudes_operadores/', i % 2 ? admin : superadmin, { seleccionados: i % 3 ? ids : [...ids].reverse(), usuario_id: operadores1[i % operadores1.length] }),
      ),
    );
    expect(res.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    const act = await activas(ids);
    expect(act.map((a) => a.solicitud_id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('scoping: another agency is 404 for assign and reassign; its operator is 422; supervisors and operators cannot assign', async () => {
    const [ajena] = await libres(agencia2, 1);
    expect((await post('/api/solicitudes_operadores/', admin, { seleccionados: [ajena], usuario_id: operadorId })).statusCode).toBe(404);
    expect((await put(`/api/solicitudes_operadores/${ajena}`, admin, { usuario_id: operadorId })).statusCode).toBe(404);
    const [propia] = await libres(agencia1, 1);
    const otra = await post('/api/solicitudes_operadores/', admin, { seleccionados: [propia], usuario_id: operadores2[0] });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors.usuario_id).toEqual([MENSAJES_CALLCENTER.operadorInvalido]);
    expect((await post('/api/solicitudes_operadores/', supervisor, { seleccionados: [propia], usuario_id: operadorId })).statusCode).toBe(403);
    expect((await put(`/api/solicitudes_operadores/${propia}`, operadorTk, { usuario_id: operadorId })).statusCode).toBe(403);
    const [f] = await ctx.db.select({ folio: solicitudes.folio_solicitud }).from(solicitudes).where(eq(solicitudes.id, propia as number));
    expect(filasDe(await get(`/api/solicitudes_operadores?rowsPerPage=-1&folio_solicitud=${encodeURIComponent(f?.folio ?? '')}`, admin2)).some((r) => r.id === propia)).toBe(false);
    const sinOperador = await post('/api/solicitudes_operadores/', admin, { seleccionados: [propia] });
    expect(sinOperador.statusCode).toBe(422);
    expect(sinOperador.json().errors.usuario_id).toEqual(['Selecciona un operador']);
  });

  it('PUT reassigns then unassigns (0), with history', async () => {
    const [id] = await libres(agencia1, 1);
    await post('/api/solicitudes_operadores/', admin, { seleccionados: [id], usuario_id: operadores1[0] });
    const re = await put(`/api/solicitudes_operadores/${id}`, admin, { usuario_id: operadores1[1] });
    expect(re.json()).toEqual({ message: MENSAJES.reasignacionEfectuada });
    expect(await activas([id as number])).toEqual([{ solicitud_id: id, usuario_id: operadores1[1] }]);
    const des = await put(`/api/solicitudes_operadores/${id}`, admin, { usuario_id: 0 });
    expect(des.json()).toEqual({ message: MENSAJES.desasignacionExitosa });
    expect(await activas([id as number])).toEqual([]);
    const historia = await ctx.db.select().from(solicitudesOperadores).where(eq(solicitudesOperadores.solicitud_id, id as number));
    expect(historia).toHaveLength(2);
    const otraVez = await put(`/api/solicitudes_operadores/${id}`, admin, { usuario_id: 0 });
    expect(otraVez.json().errors.usuario_id).toEqual([MENSAJES_CALLCENTER.sinOperador]);
  });
});
