import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MENSAJES, type LoginResponse } from '@verifica/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { agencias, loginAttempts, passwordResetTokens, revokedTokens, roles, usuarios } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { tooManyRequests, unauthorized, validation } from '../../lib/errors';
import { signToken } from '../../lib/jwt';
import type { Mailer } from '../../lib/mailer';
import { nombreCompleto } from '../../lib/nombre';
import { fakeVerify, hashPassword, verifyPassword } from '../../lib/password';
import type { Contexto } from '../../plugins/policy';

export { nombreCompleto };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Login throttling (counters in the DB: works across processes). Every attempt first reserves a
 * row in login_attempts, atomically: under a transaction-scoped advisory lock per client IP, the
 * recent rows of (account, IP) and of the IP are counted and the new row inserted only when both
 * are under their limits; otherwise 429 without checking the password. So N concurrent attempts
 * run at most LOGIN_MAX_FAILS_ACCOUNT password checks. The account limit is keyed by account+IP:
 * an attacker locks only their own IP out of an account, never the real user on another IP.
 * A success (or a right old password) gives its reservation back and clears that account+IP.
 */
async function reservarIntento(db: Db, config: Config, correo: string, ip: string): Promise<number> {
  const since = sql`now() - make_interval(mins => ${config.loginWindowMinutes})`;
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LOGIN}, hashtext(${ip}))`);
    const [row] = await tx
      .select({
        cuenta: sql<number>`count(*) filter (where ${loginAttempts.correo} = ${correo})`.mapWith(Number),
        ip: sql<number>`count(*) filter (where ${loginAttempts.correo} <> ${CLAVE_RECUPERACION})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.created_at, since)));
    if ((row?.cuenta ?? 0) >= config.loginMaxFailsAccount || (row?.ip ?? 0) >= config.loginMaxFailsIp) return null;
    const [nuevo] = await tx.insert(loginAttempts).values({ correo, ip }).returning({ id: loginAttempts.id });
    return nuevo?.id ?? null;
  });
  if (id === null) throw tooManyRequests(MENSAJES.demasiadosIntentos);
  // Housekeeping, now and then: counters older than a day are useless.
  if (Math.random() < 0.05) await db.delete(loginAttempts).where(lt(loginAttempts.created_at, sql`now() - interval '1 day'`));
  return id;
}

/** The attempt succeeded: its reservation and the earlier failures of this account+IP are cleared. */
async function liberarIntentos(db: Db, correo: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.correo, correo), eq(loginAttempts.ip, ip)));
}

/** Advisory-lock namespace of the login counters (any constant unique in this code base). */
const LOCK_LOGIN = 7301;
/** login_attempts rows with this key count POST /password/email requests of an IP (not logins). */
const CLAVE_RECUPERACION = '#password-email';

/**
 * POST /password/email per IP: at most PASSWORD_EMAIL_MAX_IP requests per
 * PASSWORD_EMAIL_WINDOW_MINUTES, reserved atomically like login attempts; past it, 429 for
 * every correo alike (nothing tells whether an account exists).
 */
export async function reservarRecuperacion(db: Db, config: Config, ip: string): Promise<void> {
  const since = sql`now() - make_interval(mins => ${config.passwordEmailWindowMinutes})`;
  const ok = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LOGIN}, hashtext(${ip}))`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.correo, CLAVE_RECUPERACION), gt(loginAttempts.created_at, since)));
    if ((row?.n ?? 0) >= config.passwordEmailMaxIp) return false;
    await tx.insert(loginAttempts).values({ correo: CLAVE_RECUPERACION, ip });
    return true;
  });
  if (!ok) throw tooManyRequests(MENSAJES.demasiadosIntentos);
}

export interface LoginResult {
  response: LoginResponse;
  usuarioId: number;
}

/** POST /api/login. Same 401 for unknown, wrong password, inactive and deleted accounts. */
export async function login(db: Db, config: Config, correo: string, password: string, ip: string): Promise<LoginResult> {
  const clave = correo.trim().toLowerCase();
  await reservarIntento(db, config, clave, ip);
  const [u] = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido_paterno: usuarios.apellido_paterno,
      apellido_materno: usuarios.apellido_materno,
      correo: usuarios.correo,
      password_hash: usuarios.password_hash,
      activo: usuarios.activo,
      agencia: agencias.nombre,
      permisos: roles.permisos,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .leftJoin(agencias, eq(agencias.id, usuarios.agencia_id))
    .where(and(sql`lower(${usuarios.correo}) = ${correo.toLowerCase()}`, isNull(usuarios.eliminado_at)))
    .limit(1);
  const ok = u ? await verifyPassword(password, u.password_hash) : await fakeVerify(password);
  if (!u || !ok || !u.activo) throw unauthorized(MENSAJES.credencialesInvalidas);
  await liberarIntentos(db, clave, ip);
  const { token } = await signToken(config.jwtSecret, u.id, config.jwtTtl);
  return {
    usuarioId: u.id,
    response: { token, nombre: nombreCompleto(u), correo: u.correo, agencia: u.agencia ?? '', permisos: u.permisos },
  };
}

/** POST /api/logout: the token's jti goes to the revocation list until it would have expired. */
export async function logout(ctx: Contexto): Promise<void> {
  const { actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(revokedTokens)
      .values({ jti: actor.jti, expires_at: new Date(actor.exp * 1000) })
      .onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expires_at, sql`now()`));
    await audit(tx, { usuario_id: actor.id, accion: 'cerrar_sesion', entidad: 'usuarios', entidad_id: actor.id, ip: actor.ip });
  });
}

/**
 * POST /password/email. Mails a single-use reset link when an active account exists; the caller
 * answers the same either way. Only the sha256 of the token is stored.
 */
export async function requestPasswordReset(db: Db, config: Config, mailer: Mailer, correo: string): Promise<boolean> {
  const [u] = await db
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido_paterno: usuarios.apellido_paterno, apellido_materno: usuarios.apellido_materno, correo: usuarios.correo })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.correo}) = ${correo.toLowerCase()}`, isNull(usuarios.eliminado_at), eq(usuarios.activo, true)))
    .limit(1);
  if (!u) return false;
  // At most 3 links per account per 15 minutes (no mail bombing); the answer stays the same.
  const [recent] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.usuario_id, u.id), gt(passwordResetTokens.created_at, sql`now() - interval '15 minutes'`)));
  if ((recent?.n ?? 0) >= 3) return false;
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + config.resetTokenMinutes * 60_000);
  // The token and its audit row together, before the mail: a sent link is always on record.
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ usuario_id: u.id, token_hash: sha256(token), expires_at: expires });
    await audit(tx, { usuario_id: u.id, accion: 'solicitar_recuperacion', entidad: 'usuarios', entidad_id: u.id });
  });
  const link = `${config.publicUrl}/password/reset?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: u.correo,
    subject: 'Recuperación de contraseña - Verifica',
    text:
      `Hola ${nombreCompleto(u)}:\n\n` +
      `Recibimos una solicitud para restablecer tu contraseña de Verifica.\n` +
      `Abre este enlace para elegir una nueva (válido ${config.resetTokenMinutes} minutos, un solo uso):\n\n${link}\n\n` +
      `Si no fuiste tú, ignora este correo: tu contraseña no cambia.\n`,
  });
  return true;
}

/** POST /password/reset: consumes the token atomically (a second use fails), sets the password. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const ok = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.token_hash, sha256(token)), isNull(passwordResetTokens.used_at), gt(passwordResetTokens.expires_at, sql`now()`)))
      .returning({ usuario_id: passwordResetTokens.usuario_id });
    if (!row) return false;
    const [u] = await tx
      .update(usuarios)
      .set({ password_hash: hash, sesiones_desde: new Date(), updated_at: sql`now()` })
      .where(and(eq(usuarios.id, row.usuario_id), isNull(usuarios.eliminado_at), eq(usuarios.activo, true)))
      .returning({ id: usuarios.id });
    if (!u) return false;
    // Any other pending link of this user dies too.
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.usuario_id, u.id), isNull(passwordResetTokens.used_at)));
    await audit(tx, { usuario_id: u.id, accion: 'restablecer_password', entidad: 'usuarios', entidad_id: u.id });
    return true;
  });
  if (!ok) throw validation({ token: [MENSAJES.tokenRecuperacionInvalido] }, MENSAJES.tokenRecuperacionInvalido);
}

/**
 * POST /api/change_password: 422 errors.old_password when the current password is wrong (each
 * wrong attempt counts like a failed login: 429 past the limit). Ends every other session of the
 * user (usuarios.sesiones_desde) and returns a fresh token for the session making the change.
 */
export async function changePassword(ctx: Contexto, config: Config, oldPassword: string, password: string): Promise<{ token: string }> {
  const { db } = ctx;
  const { id: usuarioId, ip } = ctx.actor;
  const [u] = await db.select({ correo: usuarios.correo, password_hash: usuarios.password_hash }).from(usuarios).where(eq(usuarios.id, usuarioId)).limit(1);
  if (!u) throw unauthorized();
  const clave = u.correo.toLowerCase();
  await reservarIntento(db, config, clave, ip);
  if (!(await verifyPassword(oldPassword, u.password_hash))) {
    throw validation({ old_password: [MENSAJES.contrasenaActualInvalida] }, MENSAJES.contrasenaActualInvalida);
  }
  await liberarIntentos(db, clave, ip);
  const hash = await hashPassword(password);
  // Node's clock on both sides of the comparison (token issued-at vs sesiones_desde).
  const desde = new Date();
  await db.transaction(async (tx) => {
    await tx.update(usuarios).set({ password_hash: hash, sesiones_desde: desde, updated_at: sql`now()` }).where(eq(usuarios.id, usuarioId));
    await audit(tx, { usuario_id: usuarioId, accion: 'cambiar_password', entidad: 'usuarios', entidad_id: usuarioId, ip });
  });
  const { token } = await signToken(config.jwtSecret, usuarioId, config.jwtTtl, desde.getTime());
  return { token };
}

/** GET /api/me: the session check of this request already read everything it shows (no query). */
export function sesionDe(ctx: Contexto) {
  const u = ctx.actor;
  return { id: u.id, nombre: u.nombre_completo, correo: u.correo, agencia: u.agencia_nombre, agencia_id: u.agencia_id, permisos: u.permisos };
}

