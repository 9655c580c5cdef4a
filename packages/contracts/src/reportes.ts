/**
 * Reports of mf-reportes (SPEC §2 Folio chart, Folio map, Duplicate phones; §3 chart row,
 * duplicate-phone row, Agencia.cantidad; §7).
 *
 *   GET /api/reportes/graficas_folios               graficaFoliosQuerySchema   -> GraficaFila[]             reporteGraficaFolios [agencia]
 *   GET /api/reportes/graficas_folios_informativos  graficaFoliosQuerySchema   -> GraficaFila[]             reporteGraficaFolios [agencia]
 *   GET /api/reportes/mapa_folios                   mapaFoliosQuerySchema      -> MapaFolios                reporteMapaFolios [agencia]
 *   GET /api/reportes/mapa_folios/celdas            mapaCeldasQuerySchema      -> MapaCeldas                reporteMapaFolios [agencia]
 *   GET /api/reportes/mapa_config                                              -> MapaConfig                any session
 *   GET /api/telefonos_duplicados                   telefonosDuplicadosQuerySchema -> Paged<TelefonoDuplicado> | TelefonoDuplicado[]   broad [agencia]
 *
 * Dates filter on the solicitud's fecha_captura (as the request lists do), both ends included.
 */
import { z } from './zod';
import { paginationQuerySchema } from './common';
import { sortBySchema } from './admin';
import { AsignadasAsignacion, AsignadasReporte } from './enums';
import { enumSchema } from './enums-schema';
import { MENSAJES_REPORTES, SERIES_GRAFICA, ZOOM_INICIAL_MAPA, ZOOM_MAX_MAPA, TELEFONOS_DESDE_DEFAULT, TELEFONOS_HASTA_DEFAULT } from './reportes-etiquetas';
import { enteroSchema, queryArray, queryObject } from './query';

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
export const fechaDiaSchema = z
  .string({ error: MENSAJES_REPORTES.fechaInvalida })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MENSAJES_REPORTES.fechaInvalida)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, MENSAJES_REPORTES.fechaInvalida);

const opcional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** agencia_id of a report: missing, '' and 0 all mean "Todos" (broad users; scoped users always get their own). */
const agenciaIdQuery = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  enteroSchema({ min: 0, mensaje: MENSAJES_REPORTES.agenciaInvalida }).optional(),
);

/** fecha_desde/fecha_hasta: both optional, desde ≤ hasta (422 on fecha_hasta otherwise). */
const rangoFechas = {
  fecha_desde: opcional(fechaDiaSchema),
  fecha_hasta: opcional(fechaDiaSchema),
};

function fechasEnOrden(q: { fecha_desde?: string | undefined; fecha_hasta?: string | undefined }, ctx: z.RefinementCtx): void {
  if (q.fecha_desde && q.fecha_hasta && q.fecha_desde > q.fecha_hasta) {
    ctx.addIssue({ code: 'custom', path: ['fecha_hasta'], message: MENSAJES_REPORTES.fechaHastaAnterior });
  }
}

/** A coded filter in a query string ('2' -> 2), optional. */
const enumQuery = <V extends number>(schema: z.ZodType<V>) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^(0|[1-9]\d{0,2})$/.test(v) ? Number(v) : v), schema.optional());

const asignadasReporteQuery = enumQuery(enumSchema(AsignadasReporte));

// ---------------------------------------------------------------- charts
/** GET /api/reportes/graficas_folios(_informativos). status: 1 Asignadas, 2 No Asignadas, 3 Verificadas. */
export const graficaFoliosQuerySchema = z
  .object({ ...rangoFechas, agencia_id: agenciaIdQuery, status: asignadasReporteQuery })
  .superRefine(fechasEnOrden);
export type GraficaFoliosQuery = z.infer<typeof graficaFoliosQuerySchema>;

/**
 * SPEC §3 chart row, one per agency (every agency in scope, zeros included).
 * - asignadas: has an active assignment now
 * - no_asignadas: has no active assignment now (= nunca_asignadas + desasignadas)
 * - nunca_asignadas: never had an assignment
 * - desasignadas: had at least one assignment and has none active now
 * - verificadas: has a verification
 * graficas_folios counts gestor assignments and field verifications; graficas_folios_informativos
 * counts operator (call-center) assignments and call verifications.
 */
export const graficaFilaSchema = z.object({
  agencia_id: z.number().int(),
  nombre: z.string(),
  color: z.string().optional(),
  asignadas: z.number().int(),
  no_asignadas: z.number().int(),
  nunca_asignadas: z.number().int(),
  desasignadas: z.number().int(),
  verificadas: z.number().int(),
});
export type GraficaFila = z.infer<typeof graficaFilaSchema>;
// Every chart series names a count of the row (a compile-time check; the labels live without zod).
SERIES_GRAFICA satisfies readonly { key: keyof GraficaFila; label: string }[];

// ---------------------------------------------------------------- map
/** GET /api/reportes/mapa_folios. agencia_id 0 = Todos; asignadas 0 Todos, 1, 2, 3 (assign-screen filter). */
const filtrosMapa = {
  ...rangoFechas,
  agencia_id: agenciaIdQuery,
  asignadas: enumQuery(enumSchema(AsignadasAsignacion)),
  edo: queryArray(z.string().trim().min(1, MENSAJES_REPORTES.estadoInvalido).max(100, MENSAJES_REPORTES.estadoInvalido), { max: 50 }),
};
export const mapaFoliosQuerySchema = queryObject(filtrosMapa).superRefine(fechasEnOrden);
export type MapaFoliosQuery = z.infer<typeof mapaFoliosQuerySchema>;

/** A longitude or latitude in a query string: plain decimal (up to 8 decimals) within ±`limite`. */
const coordenadaQuery = (limite: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^-?\d{1,3}(\.\d{1,8})?$/.test(v) ? Number(v) : v),
    z.number({ error: MENSAJES_REPORTES.extensionInvalida }).min(-limite, MENSAJES_REPORTES.extensionInvalida).max(limite, MENSAJES_REPORTES.extensionInvalida).optional(),
  );

/**
 * GET /api/reportes/mapa_folios/celdas: the map's filters plus the view's zoom (0–20, the grid's
 * cell size) and, optionally, the visible extent in degrees (oeste, sur, este, norte: all four or none).
 */
export const mapaCeldasQuerySchema = queryObject({
  ...filtrosMapa,
  zoom: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    enteroSchema({ min: 0, max: ZOOM_MAX_MAPA, mensaje: MENSAJES_REPORTES.zoomInvalido }).optional().default(ZOOM_INICIAL_MAPA),
  ),
  oeste: coordenadaQuery(180),
  sur: coordenadaQuery(90),
  este: coordenadaQuery(180),
  norte: coordenadaQuery(90),
}).superRefine((q, ctx) => {
  fechasEnOrden(q, ctx);
  const lados = [q.oeste, q.sur, q.este, q.norte].filter((v) => v !== undefined).length;
  if (lados === 0) return;
  if (lados < 4 || (q.oeste ?? 0) > (q.este ?? 0) || (q.sur ?? 0) > (q.norte ?? 0)) {
    ctx.addIssue({ code: 'custom', path: ['oeste'], message: MENSAJES_REPORTES.extensionInvalida });
  }
});
export type MapaCeldasQuery = z.infer<typeof mapaCeldasQuerySchema>;

/** Agency of the side list (SPEC §3 Agencia with cantidad). */
export const mapaAgenciaSchema = z.object({ id: z.number().int(), nombre: z.string(), color: z.string(), cantidad: z.number().int() });
export type MapaAgencia = z.infer<typeof mapaAgenciaSchema>;

/**
 * The map answer, compact for 50,000 points: parallel arrays (point i = id[i], lat[i], lon[i],
 * agencia[i]); agency name and colour once, in `agencias`. Coordinates rounded to 5 decimals (~1 m).
 */
export const mapaFoliosSchema = z.object({
  agencias: z.array(mapaAgenciaSchema),
  puntos: z.object({
    id: z.array(z.number().int()),
    lat: z.array(z.number()),
    lon: z.array(z.number()),
    agencia: z.array(z.number().int()),
  }),
});
export type MapaFolios = z.infer<typeof mapaFoliosSchema>;

/**
 * The map aggregated on a grid of the zoom (celdaGrados): one entry per cell and agency, as
 * parallel arrays (entry i = lat[i], lon[i], agencia[i], cantidad[i], id[i]). lat/lon: the mean
 * position of the cell's folios of that agency (5 decimals; a single folio's own position); id:
 * the cell's smallest solicitud id (the folio itself when cantidad is 1); largest cantidad first.
 * `agencias` counts every folio of the filters exactly, whatever the extent; `celdas` only the
 * cells the extent touches.
 */
export const mapaCeldasSchema = z.object({
  agencias: z.array(mapaAgenciaSchema),
  zoom: z.number().int(),
  /** Side of a cell in degrees: celdaGrados(zoom). */
  celda: z.number(),
  /** [oeste, sur, este, norte] of every folio of the filters (whatever the extent asked); null without folios. */
  extension: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  celdas: z.object({
    lat: z.array(z.number()),
    lon: z.array(z.number()),
    agencia: z.array(z.number().int()),
    cantidad: z.array(z.number().int()),
    id: z.array(z.number().int()),
  }),
});
export type MapaCeldas = z.infer<typeof mapaCeldasSchema>;

/** GET /api/reportes/mapa_config: the basemap, read at run time (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapaConfigSchema = z.object({
  /** XYZ template ({z}/{x}/{y}); null = the offline basemap shipped with mf-reportes. */
  tile_url: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type MapaConfig = z.infer<typeof mapaConfigSchema>;

// ---------------------------------------------------------------- duplicate phones
export const TELEFONOS_DUPLICADOS_SORT = ['veces'] as const;

const repeticiones = (def: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? def : v),
    enteroSchema({ min: 1, max: 100_000, mensaje: MENSAJES_REPORTES.repeticiones }),
  );

/**
 * GET /api/telefonos_duplicados: phones (digits only, last 10) shared by between `desde` and
 * `hasta` folios (both included). Default sort veces descending; Telefono is not sortable.
 */
export const telefonosDuplicadosQuerySchema = paginationQuerySchema
  .extend({
    ...rangoFechas,
    sortBy: sortBySchema(TELEFONOS_DUPLICADOS_SORT),
    agencia_id: agenciaIdQuery,
    desde: repeticiones(TELEFONOS_DESDE_DEFAULT),
    hasta: repeticiones(TELEFONOS_HASTA_DEFAULT),
  })
  .superRefine((q, ctx) => {
    fechasEnOrden(q, ctx);
    if (q.desde > q.hasta) ctx.addIssue({ code: 'custom', path: ['hasta'], message: MENSAJES_REPORTES.hastaMenor });
  });
export type TelefonosDuplicadosQuery = z.infer<typeof telefonosDuplicadosQuerySchema>;

/**
 * SPEC §3 duplicate-phone row: ids comma-separated, ascending, only folios the user may see; and
 * beside them (not in §7) the same folios with their folio numbers, in the same order, for display.
 */
export const telefonoDuplicadoSchema = z.object({
  telefono: z.string(),
  veces: z.number().int(),
  ids: z.string(),
  folios: z.array(z.object({ id: z.number().int(), folio: z.string() })),
});
export type TelefonoDuplicado = z.infer<typeof telefonoDuplicadoSchema>;
