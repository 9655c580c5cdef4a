import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MENSAJES, PERMISOS, ROLES } from '@verifica/contracts';
import { auditLog, passwordResetTokens, usuarios } from '../../db/schema';
import { createTestContext, TEST_JWT_SECRET, TEST_PASSWORD, type TestContext } from '../../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 0, env: { LOGIN_MAX_FAILS_ACCOUNT: '5', LOGIN_MAX_FAILS_IP: '20' } });
});
afterAll(() => ctx?.close());

let ipCounter = 1;
/** A distinct client IP per call site, so per-IP counters do not leak between tests. */
const nextIp = () => `10.0.0.${ipCounter++}`;

const login = (correo: string, password: string, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { correo, password }, remoteAddress });

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
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setJti('expirado-1')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
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
    const wrongKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(superId))
      .setJti('k')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otra-clave-secreta-de-al-menos-32-caracteres'));
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(superId))
      .setJti('k')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
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

describe('password recovery', () => {
  const outbox = () => {
    try {
      return readdirSync(ctx.config.outboxDir).filter((f) => f.endsWith('.eml')).sort();
    } catch {
      return [];
    }
  };
  /** Mails go out after the answer: wait until `n` new files appear (or time out). */
  const waitForMails = async (before: string[], n: number, ms = 5000) => {
    const t0 = Date.now();
    for (;;) {
      const nuevos = outbox().filter((f) => !before.includes(f));
      if (nuevos.length >= n || Date.now() - t0 > ms) return nuevos;
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const email = (correo: string) => ctx.app.inject({ method: 'POST', url: '/password/email', payload: { correo } });
  const reset = (token: string, password: string, password_confirmation = password) =>
    ctx.app.inject({ method: 'POST', url: '/password/reset', payload: { token, password, password_confirmation } });
  /** The mail body with quoted-printable soft breaks and escapes decoded. */
  const readMail = (file: string) =>
    readFileSync(path.join(ctx.config.outboxDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  const tokenFromMail = (file: string) => {
    const text = readMail(file);
    const m = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!m?.[1]) throw new Error('no reset link in mail');
    return m[1];
  };

  it('answers the same for an unknown account and writes no mail', async () => {
    const before = outbox().length;
    const res = await email('no-existe@verifica.mx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAJES.correoRecuperacionEnviado });
    await new Promise((r) => setTimeout(r, 300));
    expect(outbox().length).toBe(before);
  });

  it('mails a single-use link that sets a new password; only a hash is stored', async () => {
    const before = outbox();
    const res = await email('operador@verifica.mx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAJES.correoRecuperacionEnviado });
    const nuevos = await waitForMails(before, 1);
    expect(nuevos).toHaveLength(1);
    const mail = readMail(nuevos[0] as string);
    expect(mail).toContain('To: operador@verifica.mx');
    expect(mail).toContain('http://verifica.test/password/reset?token=');
    const token = tokenFromMail(nuevos[0] as string);

    const stored = await ctx.db.select().from(passwordResetTokens);
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    // An old session dies with the reset.
    const oldSession = (await login('operador@verifica.mx', TEST_PASSWORD)).json().token as string;
    await new Promise((r) => setTimeout(r, 1100));

    const ok = await reset(token, 'NuevaClave.2026');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MENSAJES.contrasenaRestablecida });
    expect((await login('operador@verifica.mx', 'NuevaClave.2026')).statusCode).toBe(200);
    expect((await login('operador@verifica.mx', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(oldSession) })).statusCode).toBe(401);

    const again = await reset(token, 'OtraClave.2026');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([MENSAJES.tokenRecuperacionInvalido]);
  });

  it('refuses an expired link and a mismatched confirmation', async () => {
    const before = outbox();
    await email('supervisor@verifica.mx');
    const file = (await waitForMails(before, 1))[0] as string;
    const token = tokenFromMail(file);
    const mismatch = await reset(token, 'NuevaClave.2026', 'Distinta.2026');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBeDefined();
    await ctx.db.update(passwordResetTokens).set({ expires_at: sql`now() - interval '1 minute'` });
    const expired = await reset(token, 'NuevaClave.2026');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(MENSAJES.tokenRecuperacionInvalido);
  });

  it('sends at most 3 links per account per 15 minutes, answering the same', async () => {
    const before = outbox();
    for (let i = 0; i < 5; i++) {
      const res = await email('gestor@verifica.mx');
      expect(res.json()).toEqual({ message: MENSAJES.correoRecuperacionEnviado });
      await waitForMails(before, Math.min(i + 1, 3), 2000);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(outbox().filter((f) => !before.includes(f))).toHaveLength(3);
  });

  it('limits each IP to 10 requests per 15 minutes (429 in Spanish), the same for known and unknown accounts', async () => {
    const desde = (correo: string, remoteAddress: string) => ctx.app.inject({ method: 'POST', url: '/password/email', payload: { correo }, remoteAddress });
    const ip = '198.51.100.50';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => desde(`nadie${i}@verifica.mx`, ip)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const conocida = await desde('supervisor@verifica.mx', ip);
    const desconocida = await desde('nadie@verifica.mx', ip);
    expect(conocida.statusCode).toBe(429);
    expect(conocida.json()).toEqual({ message: MENSAJES.demasiadosIntentos });
    expect(desconocida.json()).toEqual(conocida.json());
    expect((await desde('nadie@verifica.mx', '198.51.100.51')).statusCode).toBe(200);
  });

  it('the per-IP limit holds under concurrency', async () => {
    const ip = '198.51.100.60';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ctx.app.inject({ method: 'POST', url: '/password/email', payload: { correo: `x${i}@verifica.mx` }, remoteAddress: ip })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30);
  });

  it('validates the correo', async () => {
    const res = await email('');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.correo).toBeDefined();
  });
});

describe('POST /api/change_password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/change_password', headers: ctx.auth(token), payload });

  it('requires a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/change_password', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('422 errors.old_password when the current password is wrong', async () => {
    const token = await ctx.tokenFor('admin2@verifica.mx');
    const res = await change(token, { old_password: 'equivocada', password: 'NuevaClave.2026', password_confirmation: 'NuevaClave.2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.old_password).toEqual([MENSAJES.contrasenaActualInvalida]);
  });

  it('422 field errors for short or unconfirmed passwords', async () => {
    const token = await ctx.tokenFor('admin2@verifica.mx');
    const res = await change(token, { old_password: TEST_PASSWORD, password: 'corta', password_confirmation: 'otra' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['La contraseña debe tener al menos 8 caracteres']);
  });

  it('changes the password and audits it', async () => {
    const token = await ctx.tokenFor('admin2@verifica.mx');
    const res = await change(token, { old_password: TEST_PASSWORD, password: 'NuevaClave.2026', password_confirmation: 'NuevaClave.2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MENSAJES.contrasenaActualizada, token: expect.any(String) });
    expect((await login('admin2@verifica.mx', 'NuevaClave.2026')).statusCode).toBe(200);
    const id = await ctx.userId('admin2@verifica.mx');
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.accion, 'cambiar_password'));
    expect(rows.map((r) => r.usuario_id)).toContain(id);
    expect(JSON.stringify(rows)).not.toContain('NuevaClave');
  });

  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(token) });

  it("ends the user's other sessions; the session that made the change goes on with the token it gets back", async () => {
    const correo = 'supervisor@verifica.mx';
    const propia = (await login(correo, TEST_PASSWORD)).json().token as string;
    const otra = (await login(correo, TEST_PASSWORD)).json().token as string;
    expect((await me(otra)).statusCode).toBe(200);
    const res = await change(propia, { old_password: TEST_PASSWORD, password: 'NuevaClave.2026', password_confirmation: 'NuevaClave.2026' });
    expect(res.statusCode).toBe(200);
    const nueva = res.json().token as string;
    expect((await me(otra)).statusCode).toBe(401);
    expect((await me(nueva)).statusCode).toBe(200);
    expect((await me(nueva)).json().correo).toBe(correo);
    // A login right after the change (new password) is a valid new session.
    const despues = await login(correo, 'NuevaClave.2026');
    expect(despues.statusCode).toBe(200);
    expect((await me(despues.json().token as string)).statusCode).toBe(200);
  });

  it('counts wrong old_password attempts like failed logins: 429 in Spanish past the limit', async () => {
    const token = await ctx.tokenFor('operador2.sur@verifica.mx');
    const ip = '203.0.113.90';
    const intento = (old_password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: ctx.auth(token),
        remoteAddress: ip,
        payload: { old_password, password: 'NuevaClave.2026', password_confirmation: 'NuevaClave.2026' },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, () => intento('equivocada')));
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(15);
    const bloqueado = await intento(TEST_PASSWORD);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ message: MENSAJES.demasiadosIntentos });
  });
});
