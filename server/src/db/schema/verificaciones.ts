/** Verifications: the field visit (with photos) and the phone call. */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fechas, id, tstz, version, versionYFechas } from './columnas';
import { solicitudPk, solicitudRef, usuarioRef } from './referencias';

export const verificaciones = pgTable(
  'verificaciones',
  {
    id: id(),
    solicitud_id: solicitudRef(),
    /** The gestor who visited. */
    usuario_id: usuarioRef(),
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
    ...versionYFechas(),
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

export const verificacionesOperadores = pgTable(
  'verificaciones_operadores',
  {
    id: id(),
    solicitud_id: solicitudRef(),
    /** The operator who made the call. */
    usuario_id: usuarioRef(),
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
    version: version(),
    /** Call attempts recorded, kept by the save that records each one, under the row lock. */
    intentos: integer().notNull().default(0),
    /** The last attempt (intentos_llamada.id) and its time, for the list's column, sort and filter. */
    ultimo_intento_id: integer(),
    ultimo_intento_at: tstz(),
    ...fechas(),
  },
  (t) => [uniqueIndex('verificaciones_operadores_solicitud_key').on(t.solicitud_id)],
);

/**
 * Call attempts: one row per save of the call form that records a call (contestó sí/no,
 * and when not, the phone's status), written in the save's transaction.
 */
export const intentosLlamada = pgTable(
  'intentos_llamada',
  {
    id: id(),
    solicitud_id: solicitudRef(),
    /** The operator (or admin) who saved the call. */
    usuario_id: usuarioRef(),
    /** 1 contestó, 2 no contestó (SPEC §3 particular_contesto). */
    contesto: smallint().notNull(),
    /** The phone status when it was not answered (SPEC §3 enumeration), else null. */
    telefono_estatus: smallint(),
    created_at: createdAt(),
  },
  (t) => [index('intentos_llamada_solicitud_idx').on(t.solicitud_id, t.id), index('intentos_llamada_usuario_idx').on(t.usuario_id, t.created_at)],
);

/**
 * Callbacks: a call scheduled by the call form for a date and time, belonging to
 * the folio and its operator. At most one open per folio (terminada_at null); it ends when the call
 * form is saved again or finalised (in the save's transaction) or when the folio's operator changes
 * (reassigned, unassigned: a trigger on solicitudes.operador_id, migration 0020).
 */
export const rellamadas = pgTable(
  'rellamadas',
  {
    id: id(),
    solicitud_id: solicitudRef(),
    /** The operator the callback belongs to (the folio's operator when scheduled). */
    usuario_id: usuarioRef().notNull(),
    /** Who scheduled it (the operator, or an admin for them). */
    creada_por: usuarioRef(),
    programada_para: tstz().notNull(),
    nota: text().notNull().default(''),
    terminada_at: tstz(),
    /** guardada | reprogramada | reasignada | desasignada */
    motivo_fin: text(),
    /** When its operator was told it fell due (once: the sweep of modules/rellamadas/aviso.ts). */
    avisada_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('rellamadas_abierta_key').on(t.solicitud_id).where(sql`${t.terminada_at} is null`),
    index('rellamadas_usuario_idx').on(t.usuario_id, t.programada_para).where(sql`${t.terminada_at} is null`),
    // The sweep's reading: open callbacks not yet announced, by when they fall due.
    index('rellamadas_por_avisar_idx').on(t.programada_para).where(sql`${t.terminada_at} is null and ${t.avisada_at} is null`),
    // A folio's callbacks, for its delete (the cascade and Productividad's counters).
    index('rellamadas_solicitud_idx').on(t.solicitud_id),
  ],
);

/**
 * Productividad's counters per operator, folio agency and UTC hour (the hour the attempt was made,
 * the callback was due): attempts, contacted, and ended callbacks kept or missed. Hours, not days,
 * so any business time zone with whole-hour offsets (APP_TIMEZONE) adds them up into its days.
 * Statement triggers on intentos_llamada and rellamadas (and row triggers on a folio's delete or
 * agency change, migration 0024) append each change as rows of +n / -n in the writer's transaction
 * (no shared row updated: no lock waits between writers); `compactarProductividad` folds them.
 * Open callbacks are counted apart (`abiertas`): they turn missed when their time passes, so the
 * report adds a past hour's and reads the current hour's live.
 */
export const productividadHoras = pgTable(
  'productividad_horas',
  {
    usuario_id: integer().notNull(),
    agencia_id: integer().notNull(),
    hora: tstz().notNull(),
    intentos: integer().notNull().default(0),
    contactados: integer().notNull().default(0),
    cumplidas: integer().notNull().default(0),
    incumplidas: integer().notNull().default(0),
    /** Open callbacks (not kept) due in the hour: missed once the hour has passed (migration 0025). */
    abiertas: integer().notNull().default(0),
    /** A folded row (one per key); appended deltas are false until folded. */
    compacta: boolean().notNull().default(false),
  },
  (t) => [
    index('productividad_horas_hora_idx').on(t.hora, t.agencia_id),
    uniqueIndex('productividad_horas_compacta_key').on(t.usuario_id, t.agencia_id, t.hora).where(sql`${t.compacta}`),
  ],
);

/**
 * One row per finalised call form that Productividad counts (finalizado, hora_verificacion and
 * usuario_id set): its operator, the folio's agency and the minutes from the operator's assignment
 * before it to Finalizar (null without one). Kept by triggers on verificaciones_operadores,
 * solicitudes_operadores and solicitudes (migration 0024), recomputed for the folios a statement
 * touched; the report reads the range's rows by index for the counts and the medians.
 */
export const productividadFinalizadas = pgTable(
  'productividad_finalizadas',
  {
    solicitud_id: solicitudPk(),
    usuario_id: integer().notNull(),
    agencia_id: integer().notNull(),
    hora_verificacion: tstz().notNull(),
    minutos: doublePrecision(),
  },
  (t) => [index('productividad_finalizadas_hora_idx').on(t.hora_verificacion, t.agencia_id, t.usuario_id, t.minutos)],
);
