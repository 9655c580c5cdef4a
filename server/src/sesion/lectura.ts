/**
 * The session row: user active and not deleted, role permissions, agency name, token not revoked.
 * One prepared statement, the one definition of "an active user" (the hook and signed downloads).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasBroadPermission } from '@verifica/contracts';
import type { Db } from '../db/client';
import { unaPorBase } from '../db/listado';
import { agencias, revokedTokens, roles, usuarios } from '../db/schema';
import { unauthorized } from '../lib/errors';
import type { TokenClaims } from '../lib/jwt';
import { nombreCompleto } from '../lib/nombre';
import type { UsuarioSesion } from './tipos';

const consultaSesion = (db: Db) =>
  db
    .select({
      id: usuarios.id,
      correo: usuarios.correo,
      nombre: usuarios.nombre,
      apellido_paterno: usuarios.apellido_paterno,
      apellido_materno: usuarios.apellido_materno,
      agencia_id: usuarios.agencia_id,
      agencia_nombre: agencias.nombre,
      sesiones_desde: usuarios.sesiones_desde,
      permisos: roles.permisos,
      revocado: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .leftJoin(agencias, eq(agencias.id, usuarios.agencia_id))
    .where(and(eq(usuarios.id, sql.placeholder('id')), eq(usuarios.activo, true), isNull(usuarios.eliminado_at)))
    .limit(1)
    .prepare('verifica_sesion');

const sesionPreparada = unaPorBase(consultaSesion);

type FilaSesion = Awaited<ReturnType<ReturnType<typeof consultaSesion>['execute']>>[number];

/** An active user as the session sees it (no token fields). */
export type UsuarioActivo = Omit<UsuarioSesion, 'jti' | 'exp'>;

const usuarioDe = (u: FilaSesion): UsuarioActivo => ({
  id: u.id,
  correo: u.correo,
  nombre_completo: nombreCompleto(u),
  agencia_id: u.agencia_id,
  agencia_nombre: u.agencia_nombre ?? '',
  permisos: u.permisos,
  broad: hasBroadPermission(u.permisos),
});

/** The active user `id`, or null (missing, inactive or deleted). */
export async function usuarioActivo(db: Db, id: number): Promise<UsuarioActivo | null> {
  const [u] = await sesionPreparada(db).execute({ id, jti: '' });
  return u ? usuarioDe(u) : null;
}

/**
 * The session of a verified token, read now: 401 unless its user is active, the token is not
 * revoked and was issued after the user's last password change.
 */
export async function leerSesion(db: Db, t: TokenClaims): Promise<UsuarioSesion> {
  const [u] = await sesionPreparada(db).execute({ id: t.sub, jti: t.jti });
  if (!u || u.revocado) throw unauthorized();
  // A password reset or change ends every session issued before it (the changing one gets a new token).
  if (u.sesiones_desde && t.emitidoMs < u.sesiones_desde.getTime()) throw unauthorized();
  return { ...usuarioDe(u), jti: t.jti, exp: t.exp };
}
