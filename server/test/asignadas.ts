/** Requests by assignment state, for the assignment and verification tests of both kinds. */
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { solicitudes } from '../src/db/schema';
import type { DefinicionAsignacion } from '../src/consultas/solicitudes/asignacion';

/** The first `n` requests (by id) of an agency with no active assignment of the kind, not verified for it. */
export async function sinAsignar(db: Db, def: DefinicionAsignacion, agenciaId: number, n: number): Promise<number[]> {
  const rows = await db
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .where(and(eq(solicitudes.agencia_id, agenciaId), not(def.asignada), not(def.verificada)))
    .orderBy(solicitudes.id)
    .limit(n);
  return rows.map((r) => r.id);
}

/** The active assignments of the kind of these requests. */
export function asignacionesActivas(db: Db, def: DefinicionAsignacion, ids: number[]) {
  return db
    .select({ solicitud_id: def.tabla.solicitud_id, usuario_id: def.tabla.usuario_id })
    .from(def.tabla)
    .where(and(inArray(def.tabla.solicitud_id, ids), eq(def.tabla.activo, true)));
}
