import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, type RolClave } from '@verifica/contracts';
import type { Db } from '../src/db/client';
import { agencias, roles, usuarios } from '../src/db/schema';

/** Agency ids in creation order (the seed's first agency is admin@'s, the second admin2@'s). */
export async function agenciaIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: agencias.id }).from(agencias).orderBy(agencias.id);
  return rows.map((r) => r.id);
}

/** Sorted ids of the active, non-deleted users of a role, optionally only of some agencies. */
export async function activosDeRol(db: Db, rol: RolClave, agenciasFiltro?: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: usuarios.id, agencia_id: usuarios.agencia_id })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(roles.title, ROLES[rol].title), eq(usuarios.activo, true), isNull(usuarios.eliminado_at)));
  return rows
    .filter((r) => !agenciasFiltro || agenciasFiltro.includes(r.agencia_id ?? -1))
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

export const idsOrdenados = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
