import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { MENSAJES, type LoginResponse } from '@verifica/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { agencias, loginAttempts, passwordResetTokens, revokedTokens, roles, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { tooManyRequests, unauthorized, validation } from '../../lib/errors';
import { signToken } from '../../lib/jwt';
import type { Mailer } from '../../lib/mailer';
import { nombreCompleto } from '../../lib/nombre';
import { fakeVerify, hashPassword, verifyPassword } from '../../lib/password';
import type { Contexto } from '../../plugins/policy';

export { nombreCompleto };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** 429 when the account or the IP has too many recent failures (counters in the DB: works across processes). */
async function checkRateLimit(db: Db, config: Config, correo: string, ip: string): Promise<void> {
  const since = sql`now() - make_interval(mins => ${config.loginWindowMinutes})`;
  const [row] = await db
    .select({
      cuenta: sql<number>`count(*) filter (where ${loginAttempts.correo} = ${correo})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.created_at, since), or(eq(loginAttempts.correo, correo), eq(loginAttempts.ip, ip))));
  if ((row?.cuenta ?? 0) >= config.loginMaxFailsAccount || (row?.ip ?? 0) >= config.loginMaxFailsIp) {
    throw tooManyRequests(MENSAJES.demasiadosIntentos);
  }
}

async function recordFailure(db: Db, correo: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ correo, ip });
  // Housekeeping, now and then: counters older than a day are useless.
  if (Math.random() < 0.05) await db.delete(loginAttempts).where(lt(loginAttempts.created_at, sql`now() - interval '1 day'`));
}

export interface LoginResult {
  response: LoginResponse;
  usuarioId: number;
}

/** POST /api/login. Same 401 for unknown, wrong password, inactive and deleted accounts. */
export async function login(db: Db, config: Config, correo: string, password: string, ip: string): Promise<LoginResult> {
  await checkRateLimit(db, config, correo, ip);
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
  if (!u || !ok || !u.activo) {
    await recordFailure(db, correo, ip);
    throw unauthorized(MENSAJES.credencialesInvalidas);
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.correo, correo));
  const { token } = await signToken(config.jwtSecret, u.id, config.jwtTtl);
  return {
    usuarioId: u.id,
    response: { token, nombre: nombreCompleto(u), correo: u.correo, agencia: u.agencia ?? '', permisos: u.permisos },
  };
}

/** POST /api/logout: the token's jti goes to the revocation list until it would have expired. */
export async function logout(db: Db, jti: string, exp: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti, expires_at: new Date(exp * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expires_at, sql`now()`));
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
  await db.insert(passwordResetTokens).values({ usuario_id: u.id, token_hash: sha256(token), expires_at: expires });
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
  await audit(db, { usuario_id: u.id, accion: 'solicitar_recuperacion', entidad: 'usuarios', entidad_id: u.id });
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
      .set({ password_hash: hash, sesiones_desde: sql`now()`, updated_at: sql`now()` })
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

/** POST /api/change_password: 422 errors.old_password when the current password is wrong. */
export async function changePassword(db: Db, usuarioId: number, oldPassword: string, password: string, ip: string): Promise<void> {
  const [u] = await db.select({ password_hash: usuarios.password_hash }).from(usuarios).where(eq(usuarios.id, usuarioId)).limit(1);
  if (!u || !(await verifyPassword(oldPassword, u.password_hash))) {
    throw validation({ old_password: [MENSAJES.contrasenaActualInvalida] }, MENSAJES.contrasenaActualInvalida);
  }
  const hash = await hashPassword(password);
  await db.update(usuarios).set({ password_hash: hash, updated_at: sql`now()` }).where(eq(usuarios.id, usuarioId));
  await audit(db, { usuario_id: usuarioId, accion: 'cambiar_password', entidad: 'usuarios', entidad_id: usuarioId, ip });
}

/** GET /api/me. */
/** GET /api/me: the session check of this request already read everything it shows (no query). */
export function sesionDe(ctx: Contexto) {
  const u = ctx.actor;
  return { id: u.id, nombre: u.nombre_completo, correo: u.correo, agencia: u.agencia_nombre, agencia_id: u.agencia_id, permisos: u.permisos };
}

export async function sesionActual(db: Db, usuarioId: number) {
  const [u] = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido_paterno: usuarios.apellido_paterno,
      apellido_materno: usuarios.apellido_materno,
      correo: usuarios.correo,
      agencia_id: usuarios.agencia_id,
      agencia: agencias.nombre,
      permisos: roles.permisos,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .leftJoin(agencias, eq(agencias.id, usuarios.agencia_id))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  if (!u) throw unauthorized();
  return { id: u.id, nombre: nombreCompleto(u), correo: u.correo, agencia: u.agencia ?? '', agencia_id: u.agencia_id, permisos: u.permisos };
}
