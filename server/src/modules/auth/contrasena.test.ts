/** Passwords: recovery by mail (/password/email, /password/reset) and POST /api/change_password. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@verifica/contracts';
import { auditLog, passwordResetTokens } from '../../db/schema';
import { TEST_PASSWORD } from '../../../test/context';
import { ctx, login } from '../../../test/auth';


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
