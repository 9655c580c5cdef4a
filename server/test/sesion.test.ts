/**
 * The per-request session check is a prepared statement now: logout, deactivation, deletion and
 * role changes still take effect on the very next request; HS256 is still pinned.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES } from '@verifica/contracts';
import { roles, usuarios } from '../src/db/schema';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 5 });
});
afterAll(() => ctx?.close());

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
