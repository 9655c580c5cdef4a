/**
 * What a production database needs before anyone logs in: the roles of contracts ROLES and a
 * first global administrator (from ADMIN_CORREO + ADMIN_PASSWORD or `npm run admin`). No demo
 * data here: that is seed/index.ts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasBroadPermission, ROLES, type RolClave } from '@verifica/contracts';
import { audit } from './auditoria';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { roles, usuarios } from './schema';

/** Inserts the roles that are missing (by title) and answers every role's id by its key. */
export async function asegurarRoles(db: Db): Promise<Record<RolClave, number>> {
  const claves = Object.keys(ROLES) as RolClave[];
  await db
    .insert(roles)
    .values(claves.map((k) => ({ title: ROLES[k].title, permisos: [...ROLES[k].permisos] })))
    .onConflictDoNothing({ target: roles.title });
  const filas = await db.select({ id: roles.id, title: roles.title }).from(roles);
  const ids = {} as Record<RolClave, number>;
  for (const k of claves) ids[k] = filas.find((r) => r.title === ROLES[k].title)?.id ?? 0;
  return ids;
}

/** Active, not deleted users whose role has the broad (global) permission. */
export async function contarAdministradoresGlobales(db: Db): Promise<number> {
  const filas = await db
    .select({ permisos: roles.permisos })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(usuarios.activo, true), isNull(usuarios.eliminado_at), isNull(usuarios.agencia_id)));
  return filas.filter((f) => hasBroadPermission(f.permisos)).length;
}

export type ResultadoAdministrador = 'creado' | 'existe';

/**
 * Creates a global Super Administrador with that correo, unless an account with it already
 * exists (then nothing changes: its password is not overwritten at each start).
 */
export async function crearAdministradorGlobal(db: Db, correo: string, password: string): Promise<ResultadoAdministrador> {
  const ids = await asegurarRoles(db);
  const normalizado = correo.trim().toLowerCase();
  const [existente] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.correo}) = ${normalizado}`, isNull(usuarios.eliminado_at)))
    .limit(1);
  if (existente) return 'existe';
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [r] = await tx
      .insert(usuarios)
      .values({ nombre: 'Administrador', apellido_paterno: '', correo: normalizado, password_hash, rol_id: ids.superAdministrador, agencia_id: null })
      .returning({ id: usuarios.id });
    await audit(tx, { usuario_id: null, accion: 'crear', entidad: 'usuarios', entidad_id: r?.id ?? null, datos: { correo: normalizado, origen: 'administrador inicial' } });
  });
  return 'creado';
}

/** The Spanish hint logged when a database has no global administrator yet. */
export const AVISO_SIN_ADMINISTRADOR = [
  'La base de datos no tiene ningún administrador global. Crea el primero con una de estas dos opciones:',
  '  - define ADMIN_CORREO y ADMIN_PASSWORD y reinicia el servidor, o',
  '  - ejecuta: npm run admin -- --correo tu@correo.mx   (pide la contraseña, o léela de ADMIN_PASSWORD)',
].join('\n');
