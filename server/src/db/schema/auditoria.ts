/** Audit trail: one row per state change. */
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
  ],
);
