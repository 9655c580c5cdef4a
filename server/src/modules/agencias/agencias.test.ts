import { and, eq } from 'drizzle-orm';
import { agenciaSchema, MENSAJES, MENSAJES_ADMIN } from '@verifica/contracts';
import { agencias, auditLog } from '../../db/schema';
import { admin, agencia1 as agenciaAdmin, contextoDelArchivo, ctx, operador, superadmin } from '../../../test/archivo';

contextoDelArchivo();

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const nueva = (over: Record<string, unknown> = {}) => ({ nombre: 'Agencia Prueba', direccion: 'Calle 1 #2', region: 'R3', color: '#00ff00', ...over });

describe('GET /api/agencias', () => {
  it('pages with {total, current_page, totalItems, data}, sorted by nombre ascending by default', async () => {
    const res = await req('GET', '/api/agencias?page=1&rowsPerPage=2', superadmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await ctx.db.select({ nombre: agencias.nombre }).from(agencias);
    expect(body.totalItems).toBe(all.length);
    expect(body.total).toBe(Math.ceil(all.length / 2));
    expect(body.current_page).toBe(1);
    expect(body.data).toHaveLength(2);
    for (const a of body.data) expect(() => agenciaSchema.parse(a)).not.toThrow();
    const nombres = all.map((a) => a.nombre).sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
    expect(body.data.map((a: { nombre: string }) => a.nombre)).toEqual(nombres.slice(0, 2));
    const p2 = (await req('GET', '/api/agencias?page=2&rowsPerPage=2', superadmin)).json();
    expect(p2.current_page).toBe(2);
    expect(p2.data.map((a: { nombre: string }) => a.nombre)).toEqual(nombres.slice(2, 4));
    const desc = (await req('GET', '/api/agencias?page=1&rowsPerPage=2&descending=true', superadmin)).json();
    expect(desc.totalItems).toBe(all.length);
    expect(desc.data.map((a: { nombre: string }) => a.nombre)).toEqual([...nombres].reverse().slice(0, 2));
  });

  it('rowsPerPage -1 answers the plain array of every agency', async () => {
    const res = await req('GET', '/api/agencias?rowsPerPage=-1', superadmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    const all = await ctx.db.select({ id: agencias.id }).from(agencias);
    expect(body).toHaveLength(all.length);
  });

  it('sorts by a whitelisted column, descending; an unknown sortBy is ignored (default order)', async () => {
    const desc = (await req('GET', '/api/agencias?rowsPerPage=-1&sortBy=nombre&descending=true', superadmin)).json() as { nombre: string }[];
    const asc = (await req('GET', '/api/agencias?rowsPerPage=-1', superadmin)).json() as { nombre: string }[];
    expect(desc.map((a) => a.nombre)).toEqual([...asc].reverse().map((a) => a.nombre));
    const byId = (await req('GET', '/api/agencias?rowsPerPage=-1&sortBy=id&descending=1', superadmin)).json() as { id: number }[];
    expect(byId.map((a) => a.id)).toEqual([...byId.map((a) => a.id)].sort((x, y) => y - x));
    const bad = await req('GET', '/api/agencias?rowsPerPage=-1&sortBy=nombre;drop%20table%20agencias', superadmin);
    expect(bad.statusCode).toBe(200);
    expect((bad.json() as { nombre: string }[]).map((a) => a.nombre)).toEqual(asc.map((a) => a.nombre));
  });

  it('searches nombre and direccion, case- and accent-insensitive; % is literal', async () => {
    const [a] = await ctx.db.select().from(agencias).orderBy(agencias.id).limit(1);
    if (!a) throw new Error('sin agencias');
    const res = (await req('GET', `/api/agencias?rowsPerPage=-1&search=${encodeURIComponent(a.nombre.toUpperCase())}`, superadmin)).json() as { id: number }[];
    expect(res.map((r) => r.id)).toContain(a.id);
    const dir = a.direccion.slice(0, 6);
    const byDir = (await req('GET', `/api/agencias?rowsPerPage=-1&search=${encodeURIComponent(dir)}`, superadmin)).json() as { id: number }[];
    expect(byDir.map((r) => r.id)).toContain(a.id);
    await ctx.db.update(agencias).set({ direccion: 'Av. Reforma Álamo 10' }).where(eq(agencias.id, a.id));
    const acc = (await req('GET', '/api/agencias?rowsPerPage=-1&search=alamo', superadmin)).json() as { id: number }[];
    expect(acc.map((r) => r.id)).toEqual([a.id]);
    const none = (await req('GET', '/api/agencias?search=%25', superadmin)).json();
    expect(none.totalItems).toBe(0);
    expect(none.data).toEqual([]);
  });

  it('422 on bad paging params, 403 for non-broad users, 401 without token', async () => {
    const bad = await req('GET', '/api/agencias?page=0&rowsPerPage=abc', superadmin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['page', 'rowsPerPage']));
    for (const t of [admin, operador]) {
      const r = await req('GET', '/api/agencias', t);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ message: MENSAJES.sinPermiso });
    }
    expect((await req('GET', '/api/agencias', null)).statusCode).toBe(401);
  });
});

describe('GET /api/agencias/list', () => {
  it('every agency for the super admin, only the own one for a scoped user', async () => {
    const all = await ctx.db.select({ id: agencias.id }).from(agencias);
    const sup = (await req('GET', '/api/agencias/list', superadmin)).json() as { id: number; nombre: string }[];
    expect(sup).toHaveLength(all.length);
    expect(Object.keys(sup[0] ?? {}).sort()).toEqual(['id', 'nombre']);
    const own = await req('GET', '/api/agencias/list', operador);
    expect(own.statusCode).toBe(200);
    expect((own.json() as { id: number }[]).map((a) => a.id)).toEqual([agenciaAdmin]);
    expect((await req('GET', '/api/agencias/list', null)).statusCode).toBe(401);
  });
});

describe('GET/POST/PUT /api/agencias/{id}', () => {
  it('creates (201), reads and updates an agency, writing audit rows', async () => {
    const created = await req('POST', '/api/agencias', superadmin, nueva({ nombre: '  Agencia Nueva  ' }));
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ nombre: 'Agencia Nueva', direccion: 'Calle 1 #2', region: 'R3', color: '#00ff00', version: 1 });
    const got = await req('GET', `/api/agencias/${a.id}`, superadmin);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(a);
    const upd = await req('PUT', `/api/agencias/${a.id}`, superadmin, nueva({ nombre: 'Agencia Nueva', direccion: 'Otra 5', region: 'R9', color: '#123456' }));
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ id: a.id, nombre: 'Agencia Nueva', direccion: 'Otra 5', region: 'R9', color: '#123456', version: 2 });
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'agencias'), eq(auditLog.entidad_id, String(a.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.accion)).toEqual(['crear', 'actualizar']);
    expect(rows[0]?.usuario_id).toBe(await ctx.userId('superadmin@verifica.mx'));
    expect(rows[1]?.datos).toMatchObject({ antes: { direccion: 'Calle 1 #2' }, despues: { direccion: 'Otra 5' } });
  });

  it('422 with Spanish field errors (nombre, direccion, region, color)', async () => {
    const res = await req('POST', '/api/agencias', superadmin, { nombre: '', direccion: '   ', region: 'R10', color: 'rojo' });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(message).toBe(MENSAJES.datosInvalidos);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.direccion).toEqual(['Este campo es obligatorio']);
    expect(errors.region).toHaveLength(1);
    expect(errors.color).toEqual(['El color debe ser hexadecimal (#RRGGBB)']);
    const missing = await req('POST', '/api/agencias', superadmin, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['nombre', 'direccion', 'region']));
  });

  it('422 errors.nombre for a duplicate name (case-insensitive), on create and on update', async () => {
    const [first] = await ctx.db.select().from(agencias).orderBy(agencias.id).limit(1);
    if (!first) throw new Error('sin agencias');
    const dup = await req('POST', '/api/agencias', superadmin, nueva({ nombre: first.nombre.toUpperCase() }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ nombre: [MENSAJES_ADMIN.agenciaDuplicada] });
    const b = (await req('POST', '/api/agencias', superadmin, nueva({ nombre: 'Agencia Duplicable' }))).json();
    const upd = await req('PUT', `/api/agencias/${b.id}`, superadmin, nueva({ nombre: first.nombre.toLowerCase() }));
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors).toEqual({ nombre: [MENSAJES_ADMIN.agenciaDuplicada] });
    // Keeping its own name is fine.
    expect((await req('PUT', `/api/agencias/${b.id}`, superadmin, nueva({ nombre: 'AGENCIA DUPLICABLE' }))).statusCode).toBe(200);
  });

  it('404 for an unknown id, 422 for a bad id, 403 for non-broad users', async () => {
    expect((await req('GET', '/api/agencias/999999', superadmin)).statusCode).toBe(404);
    expect((await req('PUT', '/api/agencias/999999', superadmin, nueva({ nombre: 'X Inexistente' }))).statusCode).toBe(404);
    expect((await req('GET', '/api/agencias/abc', superadmin)).statusCode).toBe(422);
    expect((await req('GET', '/api/agencias/99999999999', superadmin)).statusCode).toBe(422);
    expect((await req('GET', `/api/agencias/${agenciaAdmin}`, admin)).statusCode).toBe(403);
    expect((await req('POST', '/api/agencias', admin, nueva({ nombre: 'De admin' }))).statusCode).toBe(403);
    expect((await req('PUT', `/api/agencias/${agenciaAdmin}`, admin, nueva({ nombre: 'De admin' }))).statusCode).toBe(403);
    expect((await req('POST', '/api/agencias', operador, nueva({ nombre: 'De operador' }))).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(agencias).where(eq(agencias.nombre, 'De admin'));
    expect(row).toBeUndefined();
  });
});
