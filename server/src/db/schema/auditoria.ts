/** Audit trail: one row per state change. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columnas';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    usuario_id: integer(),
    accion: text().notNull(),
    entidad: text().notNull(),
    entidad_id: text(),
    datos: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    created_at: createdAt(),
    /**
     * The request and the agency the entry concerns (the Bitácora's folio and scope), set when it
     * is written by the trigger `verifica_audit_alcance` (migration 0022) from the row itself; the
     * agency is null when the change spans agencies or has none (global users only).
     */
    solicitud_id: integer(),
    agencia_id: integer(),
  },
  (t) => [
    index('audit_log_entidad_idx').on(t.entidad, t.entidad_id),
    // The Bitácora of an agency, newest first.
    index('audit_log_agencia_fecha_idx').on(t.agencia_id, t.created_at, t.id),
    index('audit_log_usuario_idx').on(t.usuario_id),
    index('audit_log_created_idx').on(t.created_at),
    // A request's history (modules/solicitudes/historial.ts): rows naming it in their data.
    index('audit_log_solicitud_id_idx').on(sql`(${t.datos} ->> 'solicitud_id')`),
    index('audit_log_solicitudes_idx').using('gin', sql`(${t.datos} -> 'solicitudes')`),
    index('audit_log_duplicado_de_idx').on(sql`(${t.datos} ->> 'de')`).where(sql`${t.accion} = 'duplicar'`),
  ],
);
