/** Who holds each request: gestor (field visit) and operador (call). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columnas';
import { solicitudRef, usuarioRef } from './referencias';

/**
 * Assignment history. Exactly one row per solicitud has activo = true (partial unique index),
 * so concurrent assigns cannot produce two current gestores / operators. Unassigning sets
 * activo = false and ended_at; reassigning ends the current row and inserts a new one.
 */
function asignaciones(name: 'solicitudes_encuestadores' | 'solicitudes_operadores') {
  return pgTable(
    name,
    {
      id: id(),
      solicitud_id: solicitudRef(),
      usuario_id: usuarioRef().notNull(),
      asignado_por: usuarioRef(),
      activo: boolean().notNull().default(true),
      created_at: createdAt(),
      ended_at: tstz(),
      terminado_por: usuarioRef(),
    },
    (t) => [
      uniqueIndex(`${name}_activo_key`).on(t.solicitud_id).where(sql`${t.activo}`),
      index(`${name}_solicitud_idx`).on(t.solicitud_id),
      index(`${name}_usuario_activo_idx`).on(t.usuario_id).where(sql`${t.activo}`),
    ],
  );
}
export const solicitudesEncuestadores = asignaciones('solicitudes_encuestadores');
export const solicitudesOperadores = asignaciones('solicitudes_operadores');
