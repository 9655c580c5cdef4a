/** Agencies, roles and users. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, versionYFechas } from './columnas';

export const agencias = pgTable('agencias', {
  id: id(),
  nombre: text().notNull(),
  direccion: text().notNull().default(''),
  /** R1 .. R9 (contracts Region). */
  region: text(),
  /** #RRGGBB, the pin colour of the map report. */
  color: text().notNull().default('#1976d2'),
  ...versionYFechas(),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    title: text().notNull(),
    /** Permission names of contracts PERMISOS. */
    permisos: text().array().notNull().default(sql`'{}'::text[]`),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('roles_title_key').on(t.title)],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    nombre: text().notNull(),
    apellido_paterno: text().notNull().default(''),
    apellido_materno: text().notNull().default(''),
    correo: text().notNull(),
    password_hash: text().notNull(),
    telefono: text().notNull().default(''),
    /** null = global user (no agency). */
    agencia_id: integer().references(() => agencias.id),
    rol_id: integer()
      .notNull()
      .references(() => roles.id),
    direccion: text().notNull().default(''),
    activo: boolean().notNull().default(true),
    /** Tokens issued before this instant are refused (set by a password reset). */
    sesiones_desde: tstz(),
    ...versionYFechas(),
    /** Soft delete. */
    eliminado_at: tstz(),
  },
  (t) => [
    // A deleted user's correo may be given to a new account.
    uniqueIndex('usuarios_correo_lower_key').on(sql`lower(${t.correo})`).where(sql`${t.eliminado_at} is null`),
    index('usuarios_agencia_idx').on(t.agencia_id),
    index('usuarios_rol_idx').on(t.rol_id),
  ],
);
