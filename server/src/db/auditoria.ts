import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from './client';
import { auditLog } from './schema';
import { avisoDe, avisoSesionDe, CANAL_EVENTOS } from './aviso';
import { completarMuchos } from './auditoria-muchos';

export interface AuditEntry {
  /** Who did it; null for system actions (seed, import jobs). */
  usuario_id: number | null;
  /** Verb, e.g. 'asignar', 'reasignar', 'desasignar', 'verificar', 'finalizar', 'crear', 'actualizar', 'eliminar'. */
  accion: string;
  /** Table or resource name, e.g. 'solicitudes', 'usuarios'. */
  entidad: string;
  entidad_id?: number | string | null;
  /** Whatever explains the change (before/after values, ids). Never passwords or tokens. */
  datos?: Record<string, unknown> | null;
  ip?: string | null;
}

/** The audit_log row of an entry (a save that writes it inside its own statement uses it too). */
export const filaDeAuditoria = (entry: AuditEntry) => ({
  usuario_id: entry.usuario_id,
  accion: entry.accion,
  entidad: entry.entidad,
  entidad_id: entry.entidad_id == null ? null : String(entry.entidad_id),
  datos: entry.datos ?? null,
  ip: entry.ip ?? null,
});

/**
 * Writes one audit row and, for a change a list or form shows, its live notice (NOTIFY, in the
 * same statement: sent when the transaction commits, never for a rolled-back change). Pass a
 * transaction as `db` to make it part of the change.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  const insertar = db.insert(auditLog).values(filaDeAuditoria(entry));
  const primero = avisoDe(entry);
  // Too many requests to name: the notice says whose scope they are in instead.
  const aviso = primero && primero.ids === null && primero.agencias === undefined ? await completarMuchos(db, primero, entry.datos?.solicitudes) : primero;
  const avisos = [aviso, avisoSesionDe(entry)].filter((a) => a !== null);
  if (avisos.length === 0) {
    await insertar;
    return;
  }
  const notificar = avisos.map((a) => sql`pg_notify(${CANAL_EVENTOS}, ${JSON.stringify(a)})`);
  await db.execute(sql`with fila as ${insertar} select ${sql.join(notificar, sql`, `)}`);
}

/** Same, taking user and IP from the request: `await auditar(req, 'crear', 'agencias', id, { nombre })`. */
export async function auditar(
  request: FastifyRequest,
  accion: string,
  entidad: string,
  entidad_id?: number | string | null,
  datos?: Record<string, unknown> | null,
  db: Db = request.server.db,
): Promise<void> {
  await audit(db, { usuario_id: request.usuario?.id ?? null, accion, entidad, entidad_id, datos, ip: request.ip });
}
