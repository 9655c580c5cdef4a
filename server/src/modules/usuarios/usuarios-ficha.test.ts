import { and, eq, ne } from 'drizzle-orm';
import { MENSAJES, MENSAJES_ADMIN } from '@verifica/contracts';
import { auditLog, usuarios } from '../../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../../test/context';
import { ctx, superadmin, admin, admin2, agencia1, agencia2, rol, req, nuevo, login } from '../../../test/usuarios';


const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET/PUT/DELETE /api/usuarios/{id}', () => {
  const crear = async (token: string, over: Record<string, unknown> = {}) => {
    const body = nuevo(over);
    const res = await req('POST', '/api/usuarios', token, body);
    expect(res.statusCode).toBe(201);
    return { ...(res.json() as { id: number; correo: string }), body };
  };

  it('reads a user of the own agency; 404 for another agency, unknown id; 422 for a bad id', async () => {
    const id = await ctx.userId('gestor@verifica.mx');
    const res = await req('GET', `/api/usuarios/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, correo: 'gestor@verifica.mx', agencia: { id: agencia1 }, rol: { title: 'Gestor' } });
    const cross = await req('GET', `/api/usuarios/${id}`, admin2);
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ message: MENSAJES.noEncontrado });
    expect(cross.body).not.toContain('gestor@verifica.mx');
    expect((await req('GET', '/api/usuarios/999999', superadmin)).statusCode).toBe(404);
    expect((await req('GET', '/api/usuarios/abc', superadmin)).statusCode).toBe(422);
  });

  it('admin@ cannot update or delete admin2@ users (404), and the row is unchanged', async () => {
    const id = await ctx.userId('admin2@verifica.mx');
    const put = await req('PUT', `/api/usuarios/${id}`, admin, nuevo({ correo: 'admin2@verifica.mx', rol_id: rol.administrador }));
    expect(put.statusCode).toBe(404);
    expect((await req('DELETE', `/api/usuarios/${id}`, admin)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(row).toMatchObject({ nombre: expect.not.stringMatching(/^Prueba$/), eliminado_at: null, activo: true });
  });

  it('updates; blank password keeps the current one, a new one replaces it; audited without password', async () => {
    const u = await crear(admin);
    const upd = await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, nombre: 'Cambiado', password: '', rol_id: rol.operador });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ id: u.id, nombre: 'Cambiado', nombre_completo: 'Cambiado Pérez López', rol: { id: rol.operador, title: 'Operador' }, agencia_id: agencia1 });
    expect((await login(u.correo, 'Secreta.123')).statusCode).toBe(200);
    const { password: _omit, ...sinPassword } = u.body;
    expect((await req('PUT', `/api/usuarios/${u.id}`, admin, { ...sinPassword, nombre: 'Otra vez' })).statusCode).toBe(200);
    const pwd = await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, password: 'NuevaClave.9' });
    expect(pwd.statusCode).toBe(200);
    expect((await login(u.correo, 'Secreta.123')).statusCode).toBe(401);
    expect((await login(u.correo, 'NuevaClave.9')).statusCode).toBe(200);
    const short = await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, password: 'corta' });
    expect(short.json().errors).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres'] });
    const rows = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entidad, 'usuarios'), eq(auditLog.entidad_id, String(u.id)), eq(auditLog.accion, 'actualizar'))).orderBy(auditLog.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.datos).toEqual({ antes: { nombre: 'Prueba', rol_id: rol.gestor }, despues: { nombre: 'Cambiado', rol_id: rol.operador }, password_cambiada: false });
    expect(rows[2]?.datos).toMatchObject({ password_cambiada: true });
    expect(JSON.stringify(rows.map((r) => r.datos))).not.toMatch(/NuevaClave|scrypt|password_hash/);
  });

  it('422 errors.correo when changing to a correo in use (case-insensitive); keeping the own correo is fine', async () => {
    const u = await crear(admin);
    const dup = await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, correo: 'SUPERVISOR@verifica.mx' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ correo: [MENSAJES_ADMIN.correoRegistrado] });
    expect((await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, correo: u.correo.toUpperCase() })).statusCode).toBe(200);
  });

  it('a scoped admin cannot move a user to another agency nor grant a global role; the super admin can move', async () => {
    const u = await crear(admin);
    const mover = await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, agencia_id: agencia2 });
    expect(mover.statusCode).toBe(422);
    expect(mover.json().errors).toEqual({ agencia_id: [MENSAJES_ADMIN.otraAgencia] });
    const escalar = await req('PUT', `/api/usuarios/${u.id}`, admin, { ...u.body, rol_id: rol.superAdministrador });
    expect(escalar.statusCode).toBe(422);
    expect(escalar.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.rolNoPermitido] });
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(row).toMatchObject({ agencia_id: agencia1, rol_id: rol.gestor });
    // Nor escalate themself.
    const self = await ctx.userId('admin@verifica.mx');
    const selfUp = await req('PUT', `/api/usuarios/${self}`, admin, nuevo({ correo: 'admin@verifica.mx', rol_id: rol.superAdministrador, password: '' }));
    expect(selfUp.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.rolNoPermitido] });
    const moved = await req('PUT', `/api/usuarios/${u.id}`, superadmin, { ...u.body, agencia_id: agencia2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ agencia_id: agencia2 });
    expect((await req('GET', `/api/usuarios/${u.id}`, admin)).statusCode).toBe(404);
  });

  it('a scoped admin cannot edit or delete a global user placed in their agency (403)', async () => {
    const g = await crear(superadmin, { rol_id: rol.superAdministrador, agencia_id: agencia1 });
    const put = await req('PUT', `/api/usuarios/${g.id}`, admin, { ...g.body, rol_id: rol.gestor, agencia_id: agencia1 });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: MENSAJES_ADMIN.usuarioGlobalProtegido });
    expect((await req('DELETE', `/api/usuarios/${g.id}`, admin)).statusCode).toBe(403);
  });

  it('soft delete: list excludes it (eliminado=0 shows it), login refused, open tokens stop working, history stays', async () => {
    const u = await crear(admin, { rol_id: rol.operador });
    const token = (await login(u.correo, 'Secreta.123')).json().token as string;
    expect((await req('GET', '/api/agencias/list', token)).statusCode).toBe(200);
    const del = await req('DELETE', `/api/usuarios/${u.id}`, admin);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MENSAJES_ADMIN.usuarioEliminado });
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(row?.eliminado_at).toBeInstanceOf(Date);
    expect(row?.activo).toBe(false);
    const list = (await req('GET', '/api/usuarios?rowsPerPage=-1&eliminado=1', admin)).json() as { id: number }[];
    expect(idsOf(list)).not.toContain(u.id);
    expect(idsOf((await req('GET', '/api/usuarios?rowsPerPage=-1', admin)).json())).not.toContain(u.id);
    const withDeleted = (await req('GET', '/api/usuarios?rowsPerPage=-1&eliminado=0', admin)).json() as { id: number; eliminado: boolean }[];
    expect(withDeleted.find((r) => r.id === u.id)).toMatchObject({ eliminado: true, activo: false });
    expect((await login(u.correo, 'Secreta.123')).statusCode).toBe(401);
    expect((await req('GET', '/api/agencias/list', token)).statusCode).toBe(401);
    expect((await req('GET', `/api/usuarios/${u.id}`, admin)).statusCode).toBe(404);
    expect((await req('PUT', `/api/usuarios/${u.id}`, admin, u.body)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/usuarios/${u.id}`, admin)).statusCode).toBe(404);
    const a = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entidad, 'usuarios'), eq(auditLog.entidad_id, String(u.id)), eq(auditLog.accion, 'eliminar')));
    expect(a).toHaveLength(1);
    expect(a[0]?.usuario_id).toBe(await ctx.userId('admin@verifica.mx'));
  });

  it("a deleted user's correo can be given to a new account, which then logs in", async () => {
    const viejo = await crear(admin, { rol_id: rol.operador });
    expect((await req('DELETE', `/api/usuarios/${viejo.id}`, admin)).statusCode).toBe(200);
    const res = await req('POST', '/api/usuarios', admin, nuevo({ correo: viejo.correo.toUpperCase(), password: 'Otra.Clave.9' }));
    expect(res.statusCode).toBe(201);
    expect((await login(viejo.correo, 'Otra.Clave.9')).statusCode).toBe(200);
    const again = await req('POST', '/api/usuarios', admin, nuevo({ correo: viejo.correo }));
    expect(again.json().errors).toEqual({ correo: [MENSAJES_ADMIN.correoRegistrado] });
  });

  it('a user cannot delete nor deactivate themself', async () => {
    const self = await ctx.userId('admin@verifica.mx');
    const res = await req('DELETE', `/api/usuarios/${self}`, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MENSAJES_ADMIN.noEliminarseASiMismo });
    const [me] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, self));
    if (!me) throw new Error('sin admin');
    const off = await req('PUT', `/api/usuarios/${self}`, admin, {
      nombre: me.nombre,
      apellido_paterno: me.apellido_paterno,
      correo: me.correo,
      rol_id: me.rol_id,
      activo: false,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({ activo: [MENSAJES_ADMIN.noDesactivarseASiMismo] });
    expect((await login('admin@verifica.mx', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the last active global user is kept', () => {
  let local: TestContext;
  beforeAll(async () => {
    local = await createTestContext({ solicitudes: 0 });
  });
  afterAll(() => local?.close());

  const put = (token: string, id: number, body: Record<string, unknown>) => local.app.inject({ method: 'PUT', url: `/api/usuarios/${id}`, headers: local.auth(token), payload: body });
  const fila = async (id: number) => {
    const [u] = await local.db.select().from(usuarios).where(eq(usuarios.id, id));
    if (!u) throw new Error('sin usuario');
    return { nombre: u.nombre, apellido_paterno: u.apellido_paterno, correo: u.correo, rol_id: u.rol_id, agencia_id: u.agencia_id, activo: u.activo };
  };
  const globales = async () =>
    (await local.db.select({ id: usuarios.id, activo: usuarios.activo, rol_id: usuarios.rol_id, eliminado_at: usuarios.eliminado_at }).from(usuarios)).filter(
      (u) => u.rol_id === rol.superAdministrador && u.activo && u.eliminado_at === null,
    );

  it('the only global user cannot demote itself (422 errors.rol_id); with a second one it can, and the second is then protected', async () => {
    const sa = await local.tokenFor('superadmin@verifica.mx');
    const saId = await local.userId('superadmin@verifica.mx');
    expect(await globales()).toHaveLength(1);
    const demote = await put(sa, saId, { ...(await fila(saId)), rol_id: rol.administrador, agencia_id: agencia1 });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.ultimoUsuarioGlobal] });

    const creado = await local.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: local.auth(sa),
      payload: nuevo({ rol_id: rol.superAdministrador, correo: 'global2@verifica.mx' }),
    });
    expect(creado.statusCode).toBe(201);
    const otroId = creado.json().id as number;
    const otro = await local.tokenFor('global2@verifica.mx');
    // Deactivating the other global user is fine while one remains ...
    expect((await put(sa, otroId, { ...(await fila(otroId)), activo: false })).statusCode).toBe(200);
    // ... and then the remaining one is the last: no self-demotion.
    expect((await put(sa, saId, { ...(await fila(saId)), rol_id: rol.administrador, agencia_id: agencia1 })).statusCode).toBe(422);
    expect((await put(sa, otroId, { ...(await fila(otroId)), activo: true })).statusCode).toBe(200);
    expect((await local.app.inject({ method: 'GET', url: '/api/me', headers: local.auth(otro) })).statusCode).toBe(200);
    expect(await globales()).toHaveLength(2);
  });

  it('two global users demoting each other at once: one wins, one global user remains', async () => {
    const saId = await local.userId('superadmin@verifica.mx');
    const otroId = await local.userId('global2@verifica.mx');
    const [sa, otro] = await Promise.all([local.tokenFor('superadmin@verifica.mx'), local.tokenFor('global2@verifica.mx')]);
    const [a, b] = await Promise.all([
      put(sa, otroId, { ...(await fila(otroId)), rol_id: rol.administrador, agencia_id: agencia1 }),
      put(otro, saId, { ...(await fila(saId)), rol_id: rol.administrador, agencia_id: agencia1 }),
    ]);
    // The loser is refused at the lock (422), or, when the winner finished before it was even
    // authorised, it is no longer global and cannot see the other user (404).
    expect([a.statusCode, b.statusCode].filter((c) => c === 200)).toHaveLength(1);
    const perdedor = a.statusCode === 200 ? b : a;
    expect([404, 422]).toContain(perdedor.statusCode);
    if (perdedor.statusCode === 422) expect(perdedor.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.ultimoUsuarioGlobal] });
    expect(await globales()).toHaveLength(1);
  });

  it('deleting a global user while it demotes the other: one wins, one global user remains', async () => {
    const saId = await local.userId('superadmin@verifica.mx');
    const otroId = await local.userId('global2@verifica.mx');
    await local.db.update(usuarios).set({ rol_id: rol.superAdministrador, agencia_id: null });
    const [sa, otro] = await Promise.all([local.tokenFor('superadmin@verifica.mx'), local.tokenFor('global2@verifica.mx')]);
    expect((await globales()).length).toBeGreaterThanOrEqual(2);
    await local.db.update(usuarios).set({ rol_id: rol.gestor, agencia_id: agencia1 }).where(and(eq(usuarios.rol_id, rol.superAdministrador), ne(usuarios.id, saId), ne(usuarios.id, otroId)));
    expect(await globales()).toHaveLength(2);
    const [del, demote] = await Promise.all([
      local.app.inject({ method: 'DELETE', url: `/api/usuarios/${otroId}`, headers: local.auth(sa) }),
      put(otro, saId, { ...(await fila(saId)), rol_id: rol.administrador, agencia_id: agencia1 }),
    ]);
    // The loser is refused (422 on the field), or, when the deletion went first, its own session is
    // gone (401) or, if its session was read just before the deletion committed, the deleted user
    // no longer sees the other one (404).
    const codigos = [del.statusCode, demote.statusCode];
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    const perdedor = del.statusCode === 200 ? demote : del;
    if (perdedor.statusCode === 422) expect(Object.values(perdedor.json().errors as Record<string, string[]>)).toEqual([[MENSAJES_ADMIN.ultimoUsuarioGlobal]]);
    else expect([401, 404]).toContain(perdedor.statusCode);
    expect(await globales()).toHaveLength(1);
  });
});
