/** Background work: jobs claimed with SKIP LOCKED, saved list views, remembered import mappings. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencias } from './cuentas';
import { createdAt, id, tstz, versionYFechas } from './columnas';
import { usuarioPropioRef, usuarioRef } from './referencias';

export const trabajos = pgTable(
  'trabajos',
  {
    id: id(),
    /** contracts TIPOS_TRABAJO (exportar_solicitudes, importar_solicitudes, exportar_callcenter, ...). */
    tipo: text().notNull(),
    usuario_id: usuarioRef().notNull(),
    /** The owner's agency when the job was created (null = a global user). */
    agencia_id: integer().references(() => agencias.id),
    /** What the job works on: the list filter of an export, the options of an import. */
    parametros: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** contracts ESTADOS_TRABAJO: pendiente, en_curso, terminado, fallido, cancelado. */
    estado: text().notNull().default('pendiente'),
    hechos: integer().notNull().default(0),
    total: integer(),
    /** An import's uploaded file, relative to DATA_DIR. */
    entrada: text(),
    /** The result file, relative to DATA_DIR, and the name it is downloaded with. */
    archivo: text(),
    nombre_archivo: text(),
    /** A summary of the outcome (an import's rows inserted, its errors). */
    resultado: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    cancelar: boolean().notNull().default(false),
    /** The process running it and its last sign of life: a stale heartbeat means it died. */
    trabajador: text(),
    latido: tstz(),
    intentos: integer().notNull().default(0),
    created_at: createdAt(),
    iniciado_at: tstz(),
    terminado_at: tstz(),
    expira_at: tstz(),
  },
  (t) => [
    index('trabajos_pendientes_idx').on(t.created_at).where(sql`${t.estado} = 'pendiente'`),
    index('trabajos_usuario_idx').on(t.usuario_id, t.created_at),
    index('trabajos_agencia_idx').on(t.agencia_id, t.created_at),
  ],
);

export const vistas = pgTable(
  'vistas',
  {
    id: id(),
    usuario_id: usuarioPropioRef(),
    /** The owner's agency when saved: who a shared view reaches (null = everyone). */
    agencia_id: integer().references(() => agencias.id),
    /** A screen key of contracts SCREENS. */
    pantalla: text().notNull(),
    nombre: text().notNull(),
    /** The list controller's URL state (filters, sort, page size). */
    consulta: jsonb().$type<Record<string, string>>().notNull(),
    /** Visible column ids, where the screen lets the user choose them. */
    columnas: jsonb().$type<string[]>(),
    compartida: boolean().notNull().default(false),
    predeterminada: boolean().notNull().default(false),
    ...versionYFechas(),
  },
  (t) => [
    uniqueIndex('vistas_usuario_pantalla_nombre_key').on(t.usuario_id, t.pantalla, sql`lower(${t.nombre})`),
    uniqueIndex('vistas_predeterminada_key').on(t.usuario_id, t.pantalla).where(sql`${t.predeterminada}`),
    index('vistas_compartidas_idx').on(t.pantalla, t.agencia_id).where(sql`${t.compartida}`),
  ],
);

/** A user's answer to "which field is this header?", reused for their next file. */
export const mapeosImportacion = pgTable(
  'mapeos_importacion',
  {
    usuario_id: usuarioPropioRef(),
    /** The header as the import compares it (lower case, without accents, spaces, dots or dashes). */
    encabezado: text().notNull(),
    campo: text().notNull(),
    updated_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.encabezado] })],
);
