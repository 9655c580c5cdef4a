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
  },
  (t) => [
    index('audit_log_entidad_idx').on(t.entidad, t.entidad_id),
    index('audit_log_usuario_idx').on(t.usuario_id),
    index('audit_log_created_idx').on(t.created_at),
    // A request's history (modules/solicitudes/historial.ts): rows naming it in their data.
    index('audit_log_solicitud_id_idx').on(sql`(${t.datos} ->> 'solicitud_id')`),
    index('audit_log_solicitudes_idx').using('gin', sql`(${t.datos} -> 'solicitudes')`),
    index('audit_log_duplicado_de_idx').on(sql`(${t.datos} ->> 'de')`).where(sql`${t.accion} = 'duplicar'`),
  ],
);
