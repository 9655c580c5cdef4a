/** The folio map's grid aggregate (migration 0027). */
import { date, doublePrecision, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The folios with a position per fecha_captura day (-infinity without one), agency, state (edo) and
 * cell of the map's finest aggregated grid (celdaGrados(ZOOM_CELDAS_MAPA), modules/reportes/mapa.ts):
 * the map at that zoom or coarser adds up a few rows per day instead of reading every folio. Kept by
 * statement triggers on solicitudes in the same transaction as every insert, move and delete. The
 * sums of the coordinates are exact (numeric), so a mean stays exact after removals; the smallest id
 * and the box are recomputed from solicitudes for a key whose extreme folio left it.
 */
export const mapaCeldas = pgTable(
  'mapa_celdas',
  {
    dia: date({ mode: 'string' }).notNull(),
    agencia_id: integer().notNull(),
    edo: text().notNull(),
    cx: integer().notNull(),
    cy: integer().notNull(),
    n: integer().notNull(),
    suma_lat: numeric().notNull(),
    suma_lon: numeric().notNull(),
    id: integer().notNull(),
    oeste: doublePrecision().notNull(),
    sur: doublePrecision().notNull(),
    este: doublePrecision().notNull(),
    norte: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.agencia_id, t.edo, t.cx, t.cy] })],
);
