/**
 * The database schema (Drizzle, PostgreSQL dialect; the same migrations run on PGlite and on
 * PostgreSQL). Column names are snake_case and equal the field names of packages/contracts so
 * services map rows to API shapes without renaming. All times are timestamptz.
 *
 * After changing this file run `pnpm --filter server db:generate` and commit server/drizzle.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const tstz = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => tstz().notNull().defaultNow();

// ---------------------------------------------------------------- agencias
export const agencias = pgTable('agencias', {
  id: id(),
  nombre: text().notNull(),
  direccion: text().notNull().default(''),
  /** R1 .. R9 (contracts Region). */
  region: text(),
  /** #RRGGBB, the pin colour of the map report. */
  color: text().notNull().default('#1976d2'),
  created_at: createdAt(),
  updated_at: createdAt(),
});

// ---------------------------------------------------------------- roles
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

// ---------------------------------------------------------------- usuarios
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
    created_at: createdAt(),
    updated_at: createdAt(),
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

// ---------------------------------------------------------------- solicitudes
export const solicitudes = pgTable(
  'solicitudes',
  {
    id: id(),
    agencia_id: integer()
      .notNull()
      .references(() => agencias.id),
    folio_solicitud: text().notNull(),
    nombre: text().notNull().default(''),
    appat_rzsoc: text().notNull().default(''),
    apmat_nomco: text().notNull().default(''),
    calle: text().notNull().default(''),
    num_ext: text().notNull().default(''),
    num_int: text().notNull().default(''),
    colonia: text().notNull().default(''),
    entrecall: text().notNull().default(''),
    rfc: text().notNull().default(''),
    /** State name. */
    edo: text().notNull().default(''),
    /** Request status text as captured. */
    estado: text().notNull().default(''),
    ciudad: text().notNull().default(''),
    cp: text().notNull().default(''),
    telefono: text().notNull().default(''),
    /**
     * The phone as the duplicate-phones report compares it: digits only, the last 10. Stored
     * (generated) and indexed with the creation time, so the report groups an index in order
     * instead of computing a regexp and sorting every row of the range.
     */
    telefono_norm: text().generatedAlwaysAs(sql`right(regexp_replace(telefono, '[^0-9]', '', 'g'), 10)`),
    /**
     * What the list search looks in (folio, client name, phone, RFC), lower-case and without
     * accents, one field per line so a search never matches across two of them. Trigram-indexed:
     * "contains" over a million rows reads the index instead of every row.
     */
    busqueda: text().generatedAlwaysAs(
      sql`translate(lower(folio_solicitud || chr(10) || nombre || ' ' || appat_rzsoc || ' ' || apmat_nomco || chr(10) || telefono || chr(10) || rfc), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio')`,
    ),
    fecha_captura: date({ mode: 'string' }),
    fuerza_venta: text().notNull().default(''),
    ref1_nombre: text().notNull().default(''),
    ref2_nombre: text().notNull().default(''),
    ref3_nombre: text().notNull().default(''),
    ref1_telefono: text().notNull().default(''),
    ref2_telefono: text().notNull().default(''),
    ref3_telefono: text().notNull().default(''),
    /** Internal information (SPEC §1). */
    comentario: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Set when created by "Duplicar". */
    duplicado_de: integer(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    uniqueIndex('solicitudes_agencia_folio_key').on(t.agencia_id, t.folio_solicitud),
    // (folio, id): the folio search takes the newest id of a folio straight from the index.
    index('solicitudes_folio_idx').on(t.folio_solicitud, t.id),
    index('solicitudes_agencia_created_idx').on(t.agencia_id, t.created_at),
    index('solicitudes_created_idx').on(t.created_at),
    index('solicitudes_fecha_captura_idx').on(t.fecha_captura),
    // The request report's default view: one agency and a fecha_captura window.
    index('solicitudes_agencia_fecha_captura_idx').on(t.agencia_id, t.fecha_captura),
    index('solicitudes_edo_idx').on(t.edo),
    index('solicitudes_ciudad_idx').on(t.ciudad),
    index('solicitudes_colonia_idx').on(t.colonia),
    index('solicitudes_cp_idx').on(t.cp),
    index('solicitudes_telefono_idx').on(t.telefono),
    // Duplicate phones: index-only scan in phone order (created_at filters, id and agency listed).
    index('solicitudes_telefono_norm_idx').on(t.telefono_norm, t.created_at, t.agencia_id, t.id),
    index('solicitudes_fuerza_venta_idx').on(t.fuerza_venta),
    index('solicitudes_busqueda_trgm_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // Agency-scoped filters by state (the report's most common narrowing).
    index('solicitudes_agencia_edo_idx').on(t.agencia_id, t.edo),
  ],
);

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
      solicitud_id: integer()
        .notNull()
        .references(() => solicitudes.id, { onDelete: 'cascade' }),
      usuario_id: integer()
        .notNull()
        .references(() => usuarios.id),
      asignado_por: integer().references(() => usuarios.id),
      activo: boolean().notNull().default(true),
      created_at: createdAt(),
      ended_at: tstz(),
      terminado_por: integer().references(() => usuarios.id),
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

// ---------------------------------------------------------------- verificaciones (field visit)
export const verificaciones = pgTable(
  'verificaciones',
  {
    id: id(),
    solicitud_id: integer()
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    /** The gestor who visited. */
    usuario_id: integer().references(() => usuarios.id),
    hora: tstz(),
    nombre: text(),
    parentesco: text(),
    atendio_usuario: boolean().notNull().default(true),
    tiene_vehiculo: boolean().notNull().default(false),
    marca: text(),
    modelo: text(),
    comentario: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [uniqueIndex('verificaciones_solicitud_key').on(t.solicitud_id)],
);

export const verificacionImagenes = pgTable(
  'verificacion_imagenes',
  {
    id: id(),
    verificacion_id: integer()
      .notNull()
      .references(() => verificaciones.id, { onDelete: 'cascade' }),
    /** Path relative to DATA_DIR/uploads. */
    path: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('verificacion_imagenes_verificacion_idx').on(t.verificacion_id)],
);

// ---------------------------------------------------------------- verificaciones_operadores (call)
export const verificacionesOperadores = pgTable(
  'verificaciones_operadores',
  {
    id: id(),
    solicitud_id: integer()
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    /** The operator who made the call. */
    usuario_id: integer().references(() => usuarios.id),
    particular_contesto: smallint(),
    particular_nombre: text(),
    particular_telefono_estatus: smallint(),
    comentarios_nombre: text(),
    comentarios_apellido_paterno: text(),
    comentarios_apellido_materno: text(),
    comentarios_domicilio: text(),
    comentarios_rfc: text(),
    laboral_tipo_telefono: smallint(),
    laboral_informante: text(),
    laboral_cargo_puesto: text(),
    laboral_telefono_recados: smallint(),
    ref1_conocen: boolean().notNull().default(true),
    ref1_nombre: text(),
    ref1_familia_amistad: smallint(),
    ref1_parentesco: text(),
    ref1_tiempo_conocerlo: text(),
    ref1_tipo_atencion: smallint(),
    ref1_comentarios: text(),
    ref2_conocen: boolean().notNull().default(true),
    ref2_nombre: text(),
    ref2_familia_amistad: smallint(),
    ref2_parentesco: text(),
    ref2_tiempo_conocerlo: text(),
    ref2_tipo_atencion: smallint(),
    ref2_comentarios: text(),
    ref3_conocen: boolean().notNull().default(true),
    ref3_nombre: text(),
    ref3_familia_amistad: smallint(),
    ref3_parentesco: text(),
    ref3_tiempo_conocerlo: text(),
    ref3_tipo_atencion: smallint(),
    ref3_comentarios: text(),
    finalizado: boolean().notNull().default(false),
    hora_verificacion: tstz(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [uniqueIndex('verificaciones_operadores_solicitud_key').on(t.solicitud_id)],
);

// ---------------------------------------------------------------- audit, auth plumbing
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

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    usuario_id: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token; the token itself is only in the mail. */
    token_hash: text().notNull(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.token_hash), index('password_reset_tokens_usuario_idx').on(t.usuario_id)],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    expires_at: tstz().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expires_at)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    correo: text().notNull(),
    ip: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('login_attempts_correo_idx').on(t.correo, t.created_at), index('login_attempts_ip_idx').on(t.ip, t.created_at)],
);
