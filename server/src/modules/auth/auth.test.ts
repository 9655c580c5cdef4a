/** Sessions: login (rate limits included), tokens, logout and /api/me. Passwords: contrasena.test.ts. */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MENSAJES, PERMISOS, ROLES } from '@verifica/contracts';
import { usuarios } from '../../db/schema';
import { createTestContext, TEST_JWT_SECRET, TEST_PASSWORD } from '../../../test/context';
import { ctx, login } from '../../../test/auth';

/** A token signed here (the test's secret and HS256 unless told), issued now and valid an hour unless told. */
const firmar = (t: { sub: number; jti?: string; alg?: string; clave?: string; emitido?: number; expira?: number | string }) =>
  new SignJWT({})
    .setProtectedHeader({ alg: t.alg ?? 'HS256' })
    .setSubject(String(t.sub))
    .setJti(t.jti ?? 'k')
    .setIssuedAt(t.emitido)
    .setExpirationTime(t.expira ?? '1h')
    .sign(new TextEncoder().encode(t.clave ?? TEST_JWT_SECRET));

describe('POST /api/login', () => {
  it('returns the five session fields for the seeded super admin', async () => {
    const res = await login('superadmin@verifica.mx', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['agencia', 'correo', 'nombre', 'permisos', 'token']);
    expect(body.agencia).toBe('');
    expect(body.permisos).toEqual([PERMISOS.superAdmin]);
    expect(body.correo).toBe('superadmin@verifica.mx');
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('gives an agency user the agency name and the role permissions; correo is case-insensitive', async () => {
    const res = await login('  ADMIN@Verifica.mx ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().agencia).toBe('Agencia Centro');
    expect(res.json().permisos).toEqual([...ROLES.administrador.permisos]);
  });

  it('answers 401 with the same message for a wrong password and an unknown account', async () => {
    const a = await login('admin@verifica.mx', 'incorrecta');
    const b = await login('nadie@verifica.mx', 'incorrecta');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual({ message: MENSAJES.credencialesInvalidas });
    expect(b.json()).toEqual(a.json());
  });

  it('refuses inactive and deleted users with the same 401', async () => {
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.correo, 'gestor1.occidente@verifica.mx'));
    await ctx.db.update(usuarios).set({ eliminado_at: new Date() }).where(eq(usuarios.correo, 'gestor2.occidente@verifica.mx'));
    for (const correo of ['gestor1.occidente@verifica.mx', 'gestor2.occidente@verifica.mx']) {
      const res = await login(correo, TEST_PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MENSAJES.credencialesInvalidas });
    }
  });

  it('a token of a user deactivated later stops working', async () => {
    const token = await ctx.tokenFor('gestor3.occidente@verifica.mx');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(token) })).statusCode).toBe(200);
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.correo, 'gestor3.occidente@verifica.mx'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(token) })).statusCode).toBe(401);
  });

  it('validates the body with 422 and the field map', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { correo: 'no-es-correo' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(MENSAJES.datosInvalidos);
    expect(Object.keys(body.errors).sort()).toEqual(['correo', 'password']);
    expect(body.errors.correo).toEqual(['El correo no es válido']);
  });

  it('rate limits an account per IP (5 failures), then 429; the owner on another IP still logs in', async () => {
    const correo = 'operador1.norte@verifica.mx';
    const atacante = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await login(correo, 'mala', atacante)).statusCode).toBe(401);
    const blocked = await login(correo, TEST_PASSWORD, atacante);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MENSAJES.demasiadosIntentos });
    // The account's owner, from another IP, is not locked out by the attacker's failures.
    expect((await login(correo, TEST_PASSWORD, '203.0.113.11')).statusCode).toBe(200);
    // Another account is unaffected.
    expect((await login('operador2.norte@verifica.mx', TEST_PASSWORD, '203.0.113.12')).statusCode).toBe(200);
  });

  it('200 concurrent wrong passwords for one account from one IP: at most 5 password checks (401), the rest 429', async () => {
    const correo = 'operador3.norte@verifica.mx';
    const ip = '203.0.113.20';
    const answers = await Promise.all(Array.from({ length: 200 }, () => login(correo, 'mala', ip)));
    const n401 = answers.filter((r) => r.statusCode === 401);
    const n429 = answers.filter((r) => r.statusCode === 429);
    expect(n401.length).toBeLessThanOrEqual(5);
    expect(n401.length).toBeGreaterThan(0);
    expect(n401.length + n429.length).toBe(200);
    for (const r of n401) expect(r.json()).toEqual({ message: MENSAJES.credencialesInvalidas });
    for (const r of n429) expect(r.json()).toEqual({ message: MENSAJES.demasiadosIntentos });
    // The right password from another IP still works.
    expect((await login(correo, TEST_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
  });

  it('behind a trusted proxy the client IP comes from x-forwarded-for', async () => {
    const proxied = await createTestContext({ solicitudes: 0, env: { TRUST_PROXY: 'true', LOGIN_MAX_FAILS_ACCOUNT: '3' } });
    try {
      const viaProxy = (ip: string, password: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/login', payload: { correo: 'supervisor@verifica.mx', password }, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await viaProxy('198.51.100.1', 'mala')).statusCode).toBe(401);
      expect((await viaProxy('198.51.100.1', TEST_PASSWORD)).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.2', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('rate limits per IP (20 failures) across accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) expect((await login(`x${i}@verifica.mx`, 'mala', ip)).statusCode).toBe(401);
    expect((await login('supervisor@verifica.mx', TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login('supervisor@verifica.mx', TEST_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });

  it('a success clears the account counter', async () => {
    const correo = 'operador1.sur@verifica.mx';
    for (let i = 0; i < 4; i++) await login(correo, 'mala');
    expect((await login(correo, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(correo, 'mala');
    expect((await login(correo, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const me = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: authorization === undefined ? {} : { authorization } });

  it('401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MENSAJES.noAutenticado });
  });

  it('expired token -> 401 token_expired', async () => {
    const id = await ctx.userId('admin@verifica.mx');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await firmar({ sub: id, jti: 'expirado-1', emitido: past - 60, expira: past });
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'token_expired', message: MENSAJES.sesionExpirada });
  });

  it('tampered, alg none, wrong secret and garbage tokens -> 401 (never 500)', async () => {
    const good = await ctx.tokenFor('admin@verifica.mx');
    const [h, p, s] = good.split('.') as [string, string, string];
    const superId = await ctx.userId('superadmin@verifica.mx');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: String(superId), jti: 'x', iat: 1, exp: 9999999999 })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${forgedPayload}.`;
    const wrongKey = await firmar({ sub: superId, clave: 'otra-clave-secreta-de-al-menos-32-caracteres' });
    const hs512 = await firmar({ sub: superId, alg: 'HS512' });
    const candidates = [
      `Bearer ${h}.${forgedPayload}.${s}`,
      `Bearer ${h}.${p}.${s.slice(0, -2)}xx`,
      `Bearer ${none}`,
      `Bearer ${wrongKey}`,
      `Bearer ${hs512}`,
      'Bearer garbage',
      'Bearer ' + 'a'.repeat(10_000),
      "Bearer ' OR 1=1 --",
      'Basic dXNlcjpwYXNz',
      'Bearer',
      good, // no "Bearer " prefix
    ];
    for (const a of candidates) {
      const res = await me(a);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeDefined();
    }
  });

  it('logout revokes the token', async () => {
    const res = await login('supervisor@verifica.mx', TEST_PASSWORD);
    const token = res.json().token as string;
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: MENSAJES.sesionCerrada });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) })).statusCode).toBe(401);
  });

  it('GET /api/me describes the session', async () => {
    const res = await me(`Bearer ${await ctx.tokenFor('admin2@verifica.mx')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correo: 'admin2@verifica.mx', agencia: 'Agencia Occidente' });
  });
});
