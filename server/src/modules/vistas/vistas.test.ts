import { and, eq, inArray } from 'drizzle-orm';
import { MENSAJES, MENSAJES_API, MENSAJES_VISTAS, VISTAS_LIMITES, vistaSchema, type Vista } from '@verifica/contracts';
import { auditLog, solicitudes, vistas } from '../../db/schema';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, gestor, operador, superadmin, supervisor } from '../../../test/archivo';

contextoDelArchivo({ solicitudes: 40 });

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const req = (method: Metodo, url: string, token: string | null, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

let n = 0;
/** A fresh name per call, so tests do not collide on the unique name. */
const nombre = (base = 'Vista') => `${base} ${++n}`;

async function guardar(token: string, over: Record<string, unknown> = {}): Promise<Vista> {
  const res = await req('POST', '/api/vistas', token, { nombre: nombre(), pantalla: 'reportesSolicitudes', consulta: { search: 'x' }, ...over });
  expect(res.statusCode).toBe(201);
  return vistaSchema.parse(res.json());
}

const listar = async (token: string, pantalla = 'reportesSolicitudes'): Promise<Vista[]> => {
  const res = await req('GET', `/api/vistas?pantalla=${pantalla}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as unknown[]).map((v) => vistaSchema.parse(v));
};

const ids = (vs: { id: number }[]) => vs.map((v) => v.id);

describe('POST /api/vistas and GET /api/vistas?pantalla=', () => {
  it('saves a view (201) that its owner lists, trimmed, with the query, columns and author; audited', async () => {
    const v = await guardar(admin, { nombre: '  Pendientes de hoy  ', consulta: { asignadas: '2', edo: 'Jalisco\nNuevo León', sortBy: 'folio_solicitud', rowsPerPage: '50' }, columnas: ['folio_solicitud', 'nombre'] });
    expect(v).toMatchObject({
      nombre: 'Pendientes de hoy',
      pantalla: 'reportesSolicitudes',
      consulta: { asignadas: '2', edo: 'Jalisco\nNuevo León', sortBy: 'folio_solicitud', rowsPerPage: '50' },
      columnas: ['folio_solicitud', 'nombre'],
      compartida: false,
      predeterminada: false,
      propia: true,
      version: 1,
    });
    expect(v.autor.length).toBeGreaterThan(0);
    expect(ids(await listar(admin))).toContain(v.id);
    const [a] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entidad, 'vistas'), eq(auditLog.entidad_id, String(v.id)), eq(auditLog.accion, 'crear')));
    expect(a?.usuario_id).toBe(await ctx.userId('admin@verifica.mx'));
  });

  it('another user never sees a private view; GET of another screen does not list it', async () => {
    const v = await guardar(admin);
    for (const t of [admin2, supervisor, superadmin]) expect(ids(await listar(t))).not.toContain(v.id);
    expect(ids(await listar(admin, 'reportesCallCenter'))).not.toContain(v.id);
  });

  it('a shared admin view reaches the users of the same agency only', async () => {
    const v = await guardar(admin, { compartida: true });
    const delSupervisor = (await listar(supervisor)).find((x) => x.id === v.id);
    expect(delSupervisor).toMatchObject({ compartida: true, propia: false, predeterminada: false });
    expect(ids(await listar(admin2))).not.toContain(v.id);
    const [fila] = await ctx.db.select({ agencia_id: vistas.agencia_id }).from(vistas).where(eq(vistas.id, v.id));
    expect(fila?.agencia_id).toBe(agencia1);
  });

  it("a broad user's shared view reaches everyone; applied by an agency admin, the list still answers only that admin's agency", async () => {
    const v = await guardar(superadmin, { compartida: true, consulta: { agencia_id: String(agencia2), rowsPerPage: '100' } });
    const vista = (await listar(admin)).find((x) => x.id === v.id);
    expect(vista).toBeDefined();
    expect(ids(await listar(admin2))).toContain(v.id);
    // What the list screen does with a view: its consulta becomes the list's query.
    const consulta = new URLSearchParams(vista?.consulta ?? {}).toString();
    const res = await req('GET', `/api/solicitudes?${consulta}`, admin);
    expect(res.statusCode).toBe(200);
    const filas = (res.json() as { data: { id: number }[] }).data;
    expect(filas.length).toBeGreaterThan(0);
    const agencias = await ctx.db.select({ agencia_id: solicitudes.agencia_id }).from(solicitudes).where(inArray(solicitudes.id, ids(filas)));
    expect(new Set(agencias.map((r) => r.agencia_id))).toEqual(new Set([agencia1]));
  });

  it('only admins and broad users may share (403, Spanish)', async () => {
    const res = await req('POST', '/api/vistas', supervisor, { nombre: nombre(), pantalla: 'reportesSolicitudes', consulta: {}, compartida: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MENSAJES_VISTAS.soloAdminsComparten });
    const propia = await guardar(supervisor);
    const put = await req('PUT', `/api/vistas/${propia.id}`, supervisor, { compartida: true });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: MENSAJES_VISTAS.soloAdminsComparten });
    expect((await listar(supervisor)).find((x) => x.id === propia.id)?.compartida).toBe(false);
  });

  it("needs the screen's permission (403), a known screen (422), a session (401)", async () => {
    const op = await req('GET', '/api/vistas?pantalla=reportesSolicitudes', operador);
    expect(op.statusCode).toBe(403);
    expect(op.json()).toEqual({ message: MENSAJES.sinPermiso });
    expect((await req('POST', '/api/vistas', gestor, { nombre: 'x', pantalla: 'reportesCallCenter', consulta: {} })).statusCode).toBe(403);
    expect((await req('POST', '/api/vistas', admin, { nombre: 'x', pantalla: 'agencias', consulta: {} })).statusCode).toBe(403);
    expect((await req('GET', '/api/vistas?pantalla=reportesCallCenter', operador)).statusCode).toBe(200);
    const mala = await req('GET', '/api/vistas?pantalla=inventada', admin);
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.pantalla).toEqual([MENSAJES_VISTAS.pantallaDesconocida]);
    expect((await req('GET', '/api/vistas?pantalla=reportesSolicitudes', null)).statusCode).toBe(401);
  });
});

describe('validation and limits', () => {
  const crear = (body: Record<string, unknown>) => req('POST', '/api/vistas', admin, { pantalla: 'usuarios', consulta: {}, ...body });

  it('name: 1–80 characters, unique per user and screen ignoring case', async () => {
    const vacio = await crear({ nombre: '   ' });
    expect(vacio.statusCode).toBe(422);
    expect(vacio.json().errors.nombre).toEqual([MENSAJES_VISTAS.nombreRequerido]);
    const largo = await crear({ nombre: 'x'.repeat(VISTAS_LIMITES.nombre + 1) });
    expect(largo.json().errors.nombre).toEqual([MENSAJES_VISTAS.nombreLargo]);
    expect((await crear({ nombre: 'x'.repeat(VISTAS_LIMITES.nombre) })).statusCode).toBe(201);
    expect((await crear({ nombre: 'Activos' })).statusCode).toBe(201);
    const dup = await crear({ nombre: 'ACTIVOS' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: MENSAJES_VISTAS.nombreDuplicado, errors: { nombre: [MENSAJES_VISTAS.nombreDuplicado] } });
    // The same name is free on another screen and for another user.
    expect((await req('POST', '/api/vistas', admin, { nombre: 'Activos', pantalla: 'reportesSolicitudes', consulta: {} })).statusCode).toBe(201);
    expect((await req('POST', '/api/vistas', admin2, { nombre: 'Activos', pantalla: 'usuarios', consulta: {} })).statusCode).toBe(201);
  });

  it('consulta: a flat object of text, at most 40 keys and 4 KB', async () => {
    const anidada = await crear({ nombre: nombre(), consulta: { a: { b: 'c' } } });
    expect(anidada.statusCode).toBe(422);
    expect(anidada.json().errors).toHaveProperty(['consulta.a']);
    expect((await crear({ nombre: nombre(), consulta: { a: 1 } })).statusCode).toBe(422);
    expect((await crear({ nombre: nombre(), consulta: ['a'] })).statusCode).toBe(422);
    const claves = Object.fromEntries(Array.from({ length: VISTAS_LIMITES.claves + 1 }, (_, i) => [`k${i}`, 'v']));
    const muchas = await crear({ nombre: nombre(), consulta: claves });
    expect(muchas.statusCode).toBe(422);
    expect(muchas.json().errors.consulta).toEqual([MENSAJES_VISTAS.consultaClaves]);
    const grande = await crear({ nombre: nombre(), consulta: { search: 'x'.repeat(VISTAS_LIMITES.bytes) } });
    expect(grande.statusCode).toBe(422);
    expect(grande.json().errors.consulta).toEqual([MENSAJES_VISTAS.consultaGrande]);
    const justas = Object.fromEntries(Array.from({ length: VISTAS_LIMITES.claves }, (_, i) => [`k${i}`, 'v']));
    expect((await crear({ nombre: nombre(), consulta: justas })).statusCode).toBe(201);
  });

  it('at most 50 views per user and screen (422, Spanish); another screen is not counted', async () => {
    const antes = await ctx.db.select({ id: vistas.id }).from(vistas).where(and(eq(vistas.usuario_id, await ctx.userId('admin2@verifica.mx')), eq(vistas.pantalla, 'reportesCallCenter')));
    for (let i = antes.length; i < VISTAS_LIMITES.porPantalla; i++) {
      expect((await req('POST', '/api/vistas', admin2, { nombre: nombre('Límite'), pantalla: 'reportesCallCenter', consulta: {} })).statusCode).toBe(201);
    }
    const otra = await req('POST', '/api/vistas', admin2, { nombre: nombre('Límite'), pantalla: 'reportesCallCenter', consulta: {} });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().message).toBe(MENSAJES_VISTAS.limite);
    expect((await req('POST', '/api/vistas', admin2, { nombre: nombre('Límite'), pantalla: 'reportesAsignarOperadores', consulta: {} })).statusCode).toBe(201);
  });
});

describe('default view', () => {
  it('one per user and screen: setting one unsets the previous (POST and PUT)', async () => {
    const a = await guardar(admin2, { pantalla: 'usuarios', predeterminada: true });
    const b = await guardar(admin2, { pantalla: 'usuarios', predeterminada: true });
    let lista = await listar(admin2, 'usuarios');
    expect(lista.filter((v) => v.predeterminada).map((v) => v.id)).toEqual([b.id]);
    const put = await req('PUT', `/api/vistas/${a.id}`, admin2, { predeterminada: true });
    expect(put.statusCode).toBe(200);
    // Unset by b (version 2), then set again (3).
    expect(put.json()).toMatchObject({ id: a.id, predeterminada: true, version: 3 });
    lista = await listar(admin2, 'usuarios');
    expect(lista.filter((v) => v.predeterminada).map((v) => v.id)).toEqual([a.id]);
    expect(lista[0]?.id).toBe(a.id);
    // Another user's default of the same screen is untouched.
    const otra = await guardar(admin, { pantalla: 'usuarios', predeterminada: true });
    expect((await listar(admin2, 'usuarios')).filter((v) => v.predeterminada).map((v) => v.id)).toEqual([a.id]);
    expect((await listar(admin, 'usuarios')).filter((v) => v.predeterminada).map((v) => v.id)).toEqual([otra.id]);
  });

  it("a shared view is never the viewer's default, even if it is its owner's", async () => {
    const v = await guardar(admin, { pantalla: 'reportesAsignar', compartida: true, predeterminada: true });
    const delSupervisor = (await listar(supervisor, 'reportesAsignar')).find((x) => x.id === v.id);
    expect(delSupervisor?.predeterminada).toBe(false);
  });
});

describe('PUT and DELETE /api/vistas/{id}', () => {
  it('the owner renames, changes the query and shares; audited with before and after', async () => {
    const v = await guardar(admin);
    const res = await req('PUT', `/api/vistas/${v.id}`, admin, { nombre: 'Renombrada', consulta: { search: 'y' }, compartida: true, version: v.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: v.id, nombre: 'Renombrada', consulta: { search: 'y' }, compartida: true, version: v.version + 1 });
    const [a] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entidad, 'vistas'), eq(auditLog.entidad_id, String(v.id)), eq(auditLog.accion, 'actualizar')));
    expect(a?.datos).toMatchObject({ antes: { nombre: v.nombre }, despues: { nombre: 'Renombrada', compartida: true } });
  });

  it('an old version is refused (409), a duplicate name is 422', async () => {
    const v = await guardar(admin);
    const otra = await guardar(admin);
    expect((await req('PUT', `/api/vistas/${v.id}`, admin, { nombre: nombre() })).statusCode).toBe(200);
    const vieja = await req('PUT', `/api/vistas/${v.id}`, admin, { nombre: nombre(), version: 1 });
    expect(vieja.statusCode).toBe(409);
    expect(vieja.json()).toEqual({ message: MENSAJES_API.registroModificado });
    const dup = await req('PUT', `/api/vistas/${v.id}`, admin, { nombre: otra.nombre.toUpperCase() });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.nombre).toEqual([MENSAJES_VISTAS.nombreDuplicado]);
    expect((await req('PUT', `/api/vistas/${v.id}`, admin, { nombre: v.nombre.toUpperCase() })).statusCode).toBe(200);
  });

  it("another user's view is 404 for PUT and DELETE, shared or not, and stays", async () => {
    const privada = await guardar(admin);
    const compartida = await guardar(admin, { compartida: true });
    for (const v of [privada, compartida]) {
      for (const t of [supervisor, admin2, superadmin]) {
        const put = await req('PUT', `/api/vistas/${v.id}`, t, { nombre: 'Robada' });
        expect(put.statusCode).toBe(404);
        expect(put.json()).toEqual({ message: MENSAJES.noEncontrado });
        expect((await req('DELETE', `/api/vistas/${v.id}`, t)).statusCode).toBe(404);
      }
    }
    expect(ids(await listar(admin))).toEqual(expect.arrayContaining([privada.id, compartida.id]));
  });

  it('the owner deletes (200, Spanish message, audited); a second delete is 404', async () => {
    const v = await guardar(admin, { compartida: true });
    const res = await req('DELETE', `/api/vistas/${v.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAJES_VISTAS.vistaEliminada });
    expect(ids(await listar(admin))).not.toContain(v.id);
    expect(ids(await listar(supervisor))).not.toContain(v.id);
    expect((await req('DELETE', `/api/vistas/${v.id}`, admin)).statusCode).toBe(404);
    const [a] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entidad, 'vistas'), eq(auditLog.entidad_id, String(v.id)), eq(auditLog.accion, 'eliminar')));
    expect(a).toBeDefined();
  });
});
