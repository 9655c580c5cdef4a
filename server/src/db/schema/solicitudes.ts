/** The requests (folios) to verify. */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencias } from './cuentas';
import { fechas, id, tstz, version } from './columnas';

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
    /**
     * The upload that created the request (modules/solicitudes/carga-preparadas): on the embedded
     * database an upload's rows move in several short transactions, and one that cannot finish is
     * undone by this mark.
     */
    carga_id: uuid(),
    /**
     * Bumped by every save of the request or of its internal data (one row, one version): a save
     * based on an older version is refused (409, no lost edits).
     */
    version: version(),
    /**
     * The request's current state, kept by triggers on the assignment and verification tables
     * (migration 0010) in the same transaction as every change: the lists' status, vigencia and
     * "assigned to" filters are indexed predicates on this row instead of anti-joins.
     */
    gestor_id: integer(),
    gestor_desde: tstz(),
    /** Ever assigned to a gestor (active or ended): the charts' "nunca asignadas" / "desasignadas". */
    gestor_alguna: boolean().notNull().default(false),
    verificada_campo: boolean().notNull().default(false),
    operador_id: integer(),
    operador_desde: tstz(),
    operador_alguna: boolean().notNull().default(false),
    /** 0 no call form, 1 saved (En Proceso), 2 finalizada. */
    estado_llamada: smallint().notNull().default(0),
    ...fechas(),
  },
  (t) => [
    uniqueIndex('solicitudes_agencia_folio_key').on(t.agencia_id, t.folio_solicitud),
    // (folio, id): the folio search takes the newest id of a folio straight from the index.
    index('solicitudes_folio_idx').on(t.folio_solicitud, t.id),
    index('solicitudes_agencia_created_idx').on(t.agencia_id, t.created_at),
    index('solicitudes_created_idx').on(t.created_at),
    index('solicitudes_fecha_captura_idx').on(t.fecha_captura),
    // A search inside a capture range (the call center's month): the count reads this index alone
    // and tests the text on each entry, instead of visiting one heap page per trigram match
    // (150-190 ms → 60-100 ms at 1M rows, a month of 330,000 and «garcia» in 4 %). Partial, so
    // only a query with a capture range can use it: a search without one would scan all of it
    // (50-90 ms) where the trigram index takes 30-45 ms.
    index('solicitudes_fecha_busqueda_idx').on(t.fecha_captura, t.busqueda).where(sql`${t.fecha_captura} is not null`),
    // The request report's default view: one agency and a fecha_captura window.
    index('solicitudes_agencia_fecha_captura_idx').on(t.agencia_id, t.fecha_captura),
    index('solicitudes_edo_idx').on(t.edo),
    index('solicitudes_ciudad_idx').on(t.ciudad),
    index('solicitudes_colonia_idx').on(t.colonia),
    index('solicitudes_cp_idx').on(t.cp),
    index('solicitudes_telefono_idx').on(t.telefono),
    // Duplicate phones: index-only scan in phone order (fecha_captura filters, id and agency listed).
    index('solicitudes_telefono_captura_idx').on(t.telefono_norm, t.fecha_captura, t.agencia_id, t.id),
    index('solicitudes_fuerza_venta_idx').on(t.fuerza_venta),
    index('solicitudes_busqueda_trgm_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // Agency-scoped filters by state (the report's most common narrowing).
    index('solicitudes_agencia_edo_idx').on(t.agencia_id, t.edo),
    // The current-state filters (status, vigencia, "assigned to"), newest first within an agency.
    index('solicitudes_gestor_pendientes_idx').on(t.agencia_id, t.id).where(sql`${t.gestor_id} is null and not ${t.verificada_campo}`),
    // "No asignadas" of an agency by state: counted from the index alone.
    index('solicitudes_gestor_pendientes_edo_idx').on(t.agencia_id, t.edo).where(sql`${t.gestor_id} is null and not ${t.verificada_campo}`),
    // The folio map: a capture range's points read from the index alone (no heap visits).
    index('solicitudes_mapa_captura_idx')
      .on(t.fecha_captura, t.id, t.latitude, t.longitude, t.agencia_id)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
    // The folio map zoomed in past mapa_celdas' zoom: the folios of the view's zoom-10 cells and
    // capture range, from the index alone (modules/reportes/mapa.ts).
    index('solicitudes_mapa_celda_idx')
      .on(sql`(floor(${t.longitude} / 0.06591796875::float8)::int)`, sql`(floor(${t.latitude} / 0.06591796875::float8)::int)`, t.fecha_captura, t.agencia_id, t.latitude, t.longitude, t.id)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
    // City + neighbourhood of an agency (the report's address narrowing): counted from the index alone.
    index('solicitudes_agencia_ciudad_colonia_idx').on(t.agencia_id, t.ciudad, t.colonia),
    // A gestor's or operator's requests in id order; the agency in the index so a list scoped to
    // one agency counts them from the index alone (without it the planner ANDs the agency's bitmap:
    // 150-500 ms at 1M rows).
    index('solicitudes_gestor_idx').on(t.gestor_id, t.id, t.agencia_id).where(sql`${t.gestor_id} is not null`),
    index('solicitudes_operador_pendientes_idx').on(t.agencia_id, t.operador_desde).where(sql`${t.operador_id} is not null and ${t.estado_llamada} = 0`),
    index('solicitudes_operador_idx').on(t.operador_id, t.id, t.agencia_id).where(sql`${t.operador_id} is not null`),
    // Siguiente llamada: an operator's queue (not finalised) by call state, then oldest assignment.
    index('solicitudes_cola_operador_idx').on(t.operador_id, t.estado_llamada, t.operador_desde, t.id).where(sql`${t.operador_id} is not null and ${t.estado_llamada} < 2`),
    index('solicitudes_llamada_idx').on(t.agencia_id, t.estado_llamada, t.id).where(sql`${t.estado_llamada} > 0`),
    index('solicitudes_sin_operador_idx').on(t.agencia_id, t.id).where(sql`${t.operador_id} is null and ${t.estado_llamada} = 0`),
  ],
);

/**
 * Requests per agency, fecha_captura (-infinity when it has none) and state, per assignment kind
 * (1 gestor, 2 operador): the charts add up a few rows per agency and day instead of reading every
 * request. A statement trigger on solicitudes (migrations 0011, 0019) appends the change of every insert, state
 * change and delete as rows of +n / -n, in the same transaction and without updating a shared
 * row (no lock waits between writers); `compactarConteos` folds them into one row per key.
 */
export const conteosDiarios = pgTable(
  'conteos_diarios',
  {
    tipo: smallint().notNull(),
    agencia_id: integer().notNull(),
    dia: date({ mode: 'string' }).notNull(),
    activa: boolean().notNull(),
    alguna: boolean().notNull(),
    verificada: boolean().notNull(),
    n: integer().notNull(),
    /** A folded row (one per key); appended deltas are false until folded. */
    compacta: boolean().notNull().default(false),
  },
  (t) => [
    index('conteos_diarios_dia_idx').on(t.tipo, t.dia, t.agencia_id),
    uniqueIndex('conteos_diarios_compacta_key').on(t.tipo, t.agencia_id, t.dia, t.activa, t.alguna, t.verificada).where(sql`${t.compacta}`),
  ],
);

/**
 * The search text of every request with the columns a search's count narrows by (agency, capture
 * date), kept by statement triggers on solicitudes (migration 0022) in the same transaction as
 * every insert and update; a delete cascades. About 100 bytes a row against ~1,100 in solicitudes:
 * an exact count of a common word («garcia», 38,603 of 1M) rechecks its trigram matches on this
 * table's pages instead of 33,000 pages of solicitudes.
 */
export const solicitudesBusqueda = pgTable(
  'solicitudes_busqueda',
  {
    id: integer()
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    agencia_id: integer().notNull(),
    fecha_captura: date({ mode: 'string' }),
    busqueda: text().notNull(),
  },
  (t) => [
    index('solicitudes_busqueda_angosta_trgm_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // A capture range with few rows (or a word in most of them) is counted from this index alone,
    // testing the text on each entry; the planner picks it or the trigram bitmap (migration 0023).
    index('solicitudes_busqueda_angosta_fecha_idx').on(t.fecha_captura, t.busqueda).where(sql`${t.fecha_captura} is not null`),
    // One agency (scoped users, an agency picked): its range from the index alone, or its entries
    // ANDed with the trigram bitmap so only that agency's pages are rechecked.
    index('solicitudes_busqueda_angosta_agencia_idx').on(t.agencia_id, t.fecha_captura, t.busqueda),
  ],
);

/**
 * How many requests carry each normalised phone (all agencies, all time), kept by a statement
 * trigger on solicitudes (migration 0015) in the same transaction as every insert, phone change
 * and delete. The duplicate-phones report looks only at phones counted at least `desde` times
 * (a necessary condition of any range or agency) instead of grouping every phone of the range.
 */
export const telefonosConteos = pgTable(
  'telefonos_conteos',
  {
    telefono_norm: text().primaryKey(),
    n: integer().notNull(),
  },
  // The candidates (n >= desde, about 1.5 % of the phones at 1M requests) read from the index
  // instead of a scan of every phone.
  (t) => [index('telefonos_conteos_n_idx').on(t.n, t.telefono_norm)],
);

/** Database-side settings (none is read since the daily counters count on fecha_captura, migration 0019). */
export const ajustes = pgTable('ajustes', {
  clave: text().primaryKey(),
  valor: text().notNull(),
});
