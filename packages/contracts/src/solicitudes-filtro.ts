/**
 * The filter of the folio lists (SPEC §7): GET /api/solicitudes and its option lists, the body of
 * the assignment and of the export link, and the parts the call-center list reuses (callcenter.ts).
 */
import { z } from './zod';
import { sortBySchema } from './admin';
import { paginationQuerySchema } from './common';
import { enteroSchema, queryArray, queryIdSchema, queryObject } from './query';
import { blancoAUndefined, fechaReal, opcional } from './campos-schema';

/** The sortable columns every folio list has (also GET /api/solicitudes_operadores): the client, then the capture. */
export const ORDEN_FOLIO_CLIENTE = ['id', 'folio_solicitud', 'nombre', 'appat_rzsoc', 'apmat_nomco', 'edo'] as const;
export const ORDEN_FOLIO_CAPTURA = ['fecha_captura', 'created_at', 'fuerza_venta', 'agencia_nombre'] as const;

/** Sortable columns of GET /api/solicitudes (default id descending). Anything else is ignored. */
export const SOLICITUDES_SORT = [
  ...ORDEN_FOLIO_CLIENTE,
  'ciudad',
  'colonia',
  'cp',
  'telefono',
  ...ORDEN_FOLIO_CAPTURA,
  'encuestador',
  'solicitudes_encuentadores_created_at',
] as const;
export type SolicitudesSort = (typeof SOLICITUDES_SORT)[number];

const textoFiltro = z.string().trim().max(100, 'Debe tener como máximo 100 caracteres');
const cpSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'El código postal debe tener hasta 5 dígitos')
  .transform((v) => v.padStart(5, '0'));

/**
 * The filter form of the request report and of the assign screen (query string of GET
 * /api/solicitudes and its option lists; JSON body of the assignment and export link). Array
 * fields accept `x=a&x=b`, `x[]=a&x[]=b` and a single `x=a` (contracts queryArray/queryObject).
 *
 * - asignadas (one or several, OR-ed; 0 or none = all):
 *   1 Asignadas = has an active gestor and no field verification;
 *   2 No Asignadas = no active gestor and no field verification;
 *   3 Verificadas = has a field verification (whatever its assignment).
 * - agencia_id (one or several): only narrows a broad user's rows; a scoped user always gets
 *   their agency.
 * - edo, ciudades, colonias, fuerza_venta, folio_solicitud: exact values (one or several).
 * - cp_desde / cp_hasta: inclusive, digits (padded to 5).
 * - fecha_desde / fecha_hasta: YYYY-MM-DD, inclusive, on fecha_captura; desde > hasta -> 422.
 * - usuario_id: the active gestor. vigencia: days since the active gestor assignment while not
 *   verified: 1 En Tiempo (0 days), 2 Retrasada (1), 3 Vencida (2 or more).
 * - nombre_cliente: any part of nombre + apellidos (case- and accent-insensitive).
 * - search: any part of the folio, client name, phone or RFC (case- and accent-insensitive).
 */
export const solicitudesFiltroShape = {
  search: opcional(z.string().max(200, 'Debe tener como máximo 200 caracteres')),
  asignadas: queryArray(enteroSchema({ min: 0, max: 3, mensaje: 'Estatus no válido' }), { max: 4 }),
  agencia_id: queryArray(queryIdSchema, { max: 100 }),
  edo: queryArray(textoFiltro),
  cp_desde: opcional(cpSchema),
  cp_hasta: opcional(cpSchema),
  fecha_desde: opcional(fechaReal),
  fecha_hasta: opcional(fechaReal),
  colonias: queryArray(textoFiltro),
  ciudades: queryArray(textoFiltro),
  folio_solicitud: queryArray(textoFiltro, { max: 1000 }),
  fuerza_venta: queryArray(textoFiltro),
  usuario_id: queryIdSchema,
  vigencia: z.preprocess(blancoAUndefined, enteroSchema({ min: 0, max: 3, mensaje: 'Vigencia no válida' }).optional()),
  nombre_cliente: opcional(z.string().trim().max(200, 'Debe tener como máximo 200 caracteres')),
};

/** Drops blanks, 0 ("Todos") and repeated values; narrows vigencia. */
export function limpiarFiltro<T extends { asignadas: number[]; agencia_id: (number | undefined)[]; edo: string[]; colonias: string[]; ciudades: string[]; folio_solicitud: string[]; fuerza_venta: string[]; usuario_id?: number | undefined; vigencia?: number | undefined }>(q: T) {
  const texto = (v: string[]) => [...new Set(v.filter((x) => x !== ''))];
  return {
    ...q,
    asignadas: [...new Set(q.asignadas.filter((x) => x !== 0))],
    agencia_id: [...new Set(q.agencia_id.filter((x): x is number => x !== undefined && x > 0))],
    edo: texto(q.edo),
    colonias: texto(q.colonias),
    ciudades: texto(q.ciudades),
    folio_solicitud: texto(q.folio_solicitud),
    fuerza_venta: texto(q.fuerza_venta),
    usuario_id: q.usuario_id ? q.usuario_id : undefined,
    vigencia: q.vigencia ? (q.vigencia as 1 | 2 | 3) : undefined,
  };
}

/** A filter's to-date is not before its from-date (both folio lists). */
export const fechasEnOrden = (q: { fecha_desde?: string | undefined; fecha_hasta?: string | undefined }) =>
  !q.fecha_desde || !q.fecha_hasta || q.fecha_desde <= q.fecha_hasta;
export const fechasMensaje = { message: 'La fecha final no puede ser anterior a la inicial', path: ['fecha_hasta'] };

/** Sorting and paging of a folio list: its sortable columns (anything else ignored), its default page size. */
export function paginadoFolios<const T extends string>(columnas: readonly T[], filasPorPagina: number) {
  return {
    sortBy: sortBySchema(columnas),
    descending: paginationQuerySchema.shape.descending,
    page: paginationQuerySchema.shape.page,
    rowsPerPage: paginationQuerySchema.shape.rowsPerPage.unwrap().default(filasPorPagina),
    conteo: paginationQuerySchema.shape.conteo,
  };
}

/** The filter alone (JSON bodies and internal use). */
export const solicitudesFiltroSchema = queryObject(solicitudesFiltroShape).transform(limpiarFiltro).refine(fechasEnOrden, fechasMensaje);
export type SolicitudesFiltro = z.output<typeof solicitudesFiltroSchema>;

/** GET /api/solicitudes: the filter + paging (default 25 rows, id descending) + exportar_excel=si. */
export const solicitudesQuerySchema = queryObject({
  ...solicitudesFiltroShape,
  ...paginadoFolios(SOLICITUDES_SORT, 25),
  exportar_excel: z.preprocess(blancoAUndefined, z.enum(['si', 'no'], { error: 'exportar_excel debe ser si' }).optional()),
})
  .transform(limpiarFiltro)
  .refine(fechasEnOrden, fechasMensaje);
export type SolicitudesQuery = z.output<typeof solicitudesQuerySchema>;
