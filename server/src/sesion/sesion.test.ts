/**
 * The per-request session check is a prepared statement now: logout, deactivation, deletion and
 * role changes still take effect on the very next request; HS256 is still pinned.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES } from '@verifica/contracts';
import { roles, solicitudes, usuarios } from '../db/schema';
import { contextoDelArchivo, ctx } from '../../test/archivo';
import { TEST_JWT_SECRET } from '../../test/context';

contextoDelArchivo({ solicitudes: 5 });

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(token) });

describe('session check on every request', () => {
  it('logout: the same token is refused on the next request', async () => {
    const token = await ctx.tokenFor('supervisor@verifica.mx');
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    // Another session of the same user keeps working.
    expect((await me(await ctx.tokenFor('supervisor@verifica.mx'))).statusCode).toBe(200);
  });

  it('deactivation and deletion: refused on the next request; reactivation lets it back', async () => {
    const id = await ctx.userId('operador@verifica.mx');
    const token = await ctx.tokenFor('operador@verifica.mx');
    expect((await me(token)).statusCode).toBe(200);
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
    expect((await me(token)).statusCode).toBe(401);
    await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, id));
    expect((await me(token)).statusCode).toBe(200);
    await ctx.db.update(usuarios).set({ eliminado_at: new Date() }).where(eq(usuarios.id, id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a role change applies to the next request; /api/me shows the current data', async () => {
    const id = await ctx.userId('admin2@verifica.mx');
    const token = await ctx.tokenFor('admin2@verifica.mx');
    const lista = () => ctx.app.inject({ method: 'GET', url: '/api/usuarios?page=1&rowsPerPage=5', headers: ctx.auth(token) });
    expect((await lista()).statusCode).toBe(200);
    const [gestor] = await ctx.db.select({ id: roles.id, permisos: roles.permisos }).from(roles).where(eq(roles.title, ROLES.gestor.title));
    await ctx.db.update(usuarios).set({ rol_id: gestor?.id ?? 0, nombre: 'Nuevo', apellido_paterno: ' Nombre ', apellido_materno: '' }).where(eq(usuarios.id, id));
    expect((await lista()).statusCode).toBe(403);
    const body = (await me(token)).json();
    expect(body.permisos).toEqual(gestor?.permisos);
    expect(body.nombre).toBe('Nuevo Nombre');
  });

  it('HS256 pinned: HS512 or a crit header signed with the right secret, and a token not yet valid, are 401', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = b64({ sub: String(await ctx.userId('admin@verifica.mx')), jti: 'x-1', iat: now, exp: now + 600 });
    const firmar = (header: object, body = payload, alg: 'sha256' | 'sha512' = 'sha256') => {
      const h = b64(header);
      return `${h}.${body}.${createHmac(alg, TEST_JWT_SECRET).update(`${h}.${body}`).digest('base64url')}`;
    };
    expect((await me(firmar({ alg: 'HS256', typ: 'JWT' }))).statusCode).toBe(200);
    expect((await me(firmar({ alg: 'HS512', typ: 'JWT' }, payload, 'sha512'))).statusCode).toBe(401);
    expect((await me(firmar({ alg: 'HS256', crit: ['exp'] }))).statusCode).toBe(401);
    const futuro = b64({ sub: String(await ctx.userId('admin@verifica.mx')), jti: 'x-2', iat: now, exp: now + 600, nbf: now + 300 });
    expect((await me(firmar({ alg: 'HS256' }, futuro))).statusCode).toBe(401);
    const vencido = b64({ sub: String(await ctx.userId('admin@verifica.mx')), jti: 'x-3', iat: now - 700, exp: now - 100 });
    const res = await me(firmar({ alg: 'HS256' }, vencido));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('token_expired');
  });
});

/**
 * The hot reads are checked by the same hook as every route: every way a session ends answers 401
 * on the very next request, also on another server (WORKERS process or machine) of the same
 * database, and a lost permission 403.
 */
describe('session of the hot reads, across two servers', () => {
  const rutas = async () => {
    const [s] = await ctx.db.select({ id: solicitudes.id, folio: solicitudes.folio_solicitud }).from(solicitudes).limit(1);
    if (!s) throw new Error('sin solicitudes');
    return [
      { nombre: 'detalle', correo: 'superadmin@verifica.mx', method: 'GET' as const, url: `/api/solicitudes/${s.id}` },
      { nombre: 'folio', correo: 'superadmin@verifica.mx', method: 'POST' as const, url: '/api/solicitudes/folio', payload: { folio_solicitud: s.folio } },
      { nombre: 'usuarios', correo: 'superadmin@verifica.mx', method: 'GET' as const, url: '/api/usuarios?page=1&rowsPerPage=5' },
      { nombre: 'agencias', correo: 'superadmin@verifica.mx', method: 'GET' as const, url: '/api/agencias?page=1&rowsPerPage=5' },
    ];
  };

  it('logout on one server, deactivation, deletion, a password change and a bad signature: 401 on the next request of each, on the other server', async () => {
    const id = await ctx.userId('superadmin@verifica.mx');
    const otroServidor = await ctx.otroServidor();
    for (const r of await rutas()) {
      const pedir = (token: string) => otroServidor.inject({ method: r.method, url: r.url, headers: ctx.auth(token), ...(r.payload ? { payload: r.payload } : {}) });
      const token = await ctx.tokenFor(r.correo);
      expect([r.nombre, (await pedir(token)).statusCode]).toEqual([r.nombre, 200]);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) })).statusCode).toBe(200);
      expect([r.nombre, 'logout', (await pedir(token)).statusCode]).toEqual([r.nombre, 'logout', 401]);

      for (const [motivo, fin, vuelta] of [
        ['desactivado', { activo: false }, { activo: true }],
        ['eliminado', { eliminado_at: new Date() }, { eliminado_at: null }],
        ['contraseña cambiada', { sesiones_desde: new Date(Date.now() + 1000) }, { sesiones_desde: null }],
      ] as const) {
        const otro = await ctx.tokenFor(r.correo);
        expect((await pedir(otro)).statusCode).toBe(200);
        await ctx.db.update(usuarios).set(fin).where(eq(usuarios.id, id));
        const res = await pedir(otro);
        await ctx.db.update(usuarios).set(vuelta).where(eq(usuarios.id, id));
        expect([r.nombre, motivo, res.statusCode]).toEqual([r.nombre, motivo, 401]);
        expect(res.body).not.toContain('"data"');
        expect(res.body).not.toContain('folio_solicitud');
      }
      const bueno = await ctx.tokenFor(r.correo);
      const alterado = bueno.slice(0, -2) + (bueno.endsWith('AA') ? 'BB' : 'AA');
      expect([r.nombre, 'firma alterada', (await pedir(alterado)).statusCode]).toEqual([r.nombre, 'firma alterada', 401]);
    }
  });

  it('a lost permission is 403, and a scoped user without agency is 403, as on every other route', async () => {
    const id = await ctx.userId('supervisor@verifica.mx');
    const token = await ctx.tokenFor('supervisor@verifica.mx');
    const pedir = (url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
    expect((await pedir('/api/usuarios?page=1&rowsPerPage=5')).statusCode).toBe(403);
    expect((await pedir('/api/agencias?page=1&rowsPerPage=5')).statusCode).toBe(403);
    const [s] = await ctx.db.select({ id: solicitudes.id }).from(solicitudes).limit(1);
    const [antes] = await ctx.db.select({ agencia_id: usuarios.agencia_id }).from(usuarios).where(eq(usuarios.id, id));
    await ctx.db.update(usuarios).set({ agencia_id: null }).where(eq(usuarios.id, id));
    const res = await pedir(`/api/solicitudes/${s?.id ?? 0}`);
    await ctx.db.update(usuarios).set({ agencia_id: antes?.agencia_id ?? null }).where(eq(usuarios.id, id));
    expect(res.statusCode).toBe(403);
  });
});
