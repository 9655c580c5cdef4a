import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLES, type PersonaListItem, type RolClave } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { roles, usuarios } from '../../db/schema';
import { nombreCompletoSql } from '../../lib/nombre';
import type { Contexto } from '../../plugins/policy';

/**
 * Active, non-deleted users of a seeded role (by its title in contracts ROLES: the roles table
 * has no other stable key), as {id, nombre_completo} sorted by name. `agenciaIds`: the agencies
 * to include, empty = all (only a global user may get all: see agenciasDeLista).
 */
export async function personasDeRol(db: Db, rol: RolClave, agenciaIds: readonly number[]): Promise<PersonaListItem[]> {
  return db
    .select({
      id: usuarios.id,
      nombre_completo: nombreCompletoSql(usuarios),
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(roles.title, ROLES[rol].title), eq(usuarios.activo, true), isNull(usuarios.eliminado_at), agenciaIds.length > 0 ? inArray(usuarios.agencia_id, [...agenciaIds]) : undefined))
    .orderBy(asc(sql`lower(${usuarios.nombre})`), asc(sql`lower(${usuarios.apellido_paterno})`), asc(sql`lower(${usuarios.apellido_materno})`), asc(usuarios.id));
}

/** The agencies a list covers: a scoped user's own one, whatever they asked; a global user's choice (empty = all). */
export const agenciasDeLista = (scope: number | null, pedidas: readonly number[]): number[] => (scope !== null ? [scope] : [...pedidas]);

/** GET /api/gestores/list. */
export const lista = (ctx: Contexto, pedidas: readonly number[]) => personasDeRol(ctx.db, 'gestor', agenciasDeLista(ctx.scope, pedidas));
