import { z } from './zod';
import { MENSAJES_CAMPO, faltaOInvalido } from './campos';
import { enteroSchema, MAX_ID } from './query';

/** YYYY-MM-DD (SPEC §9). */
export const fechaSchema = z.string({ error: faltaOInvalido(MENSAJES_CAMPO.fecha) }).regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD');
/** YYYY-MM-DD HH:mm:ss (verification time). */
export const fechaHoraSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'La hora debe tener el formato AAAA-MM-DD HH:mm:ss');

const coordenada = (limite: number, nombre: string) =>
  z
    .number({ error: faltaOInvalido(MENSAJES_CAMPO.numero) })
    .min(-limite, `La ${nombre} no es válida`)
    .max(limite, `La ${nombre} no es válida`);

export const positionSchema = z.object(
  { latitude: coordenada(90, 'latitud'), longitude: coordenada(180, 'longitud') },
  { error: faltaOInvalido('La ubicación no es válida') },
);
export type Position = z.infer<typeof positionSchema>;

const VERSION = 'La versión no es válida';
/**
 * The version an edit is based on (no lost edits): a JSON integer >= 1. When another
 * save came after it the PUT answers 409 and changes nothing; without it (a §7 client) the save
 * applies as before.
 */
export const versionSchema = z.number({ error: VERSION }).int(VERSION).min(1, VERSION).max(MAX_ID, VERSION);

/**
 * How a paged list counts its rows (not in SPEC §7; without it the count is exact). `acotado`:
 * a list that would walk many rows to count them may stop at `CONTEO_ACOTADO` rows past the page
 * and answer `totalItemsExacto: false` with that lower bound as totalItems (the table shows
 * "más de N"). Cheap counts stay exact either way.
 */
export const conteoSchema = z.enum(['exacto', 'acotado'], { error: 'El conteo debe ser exacto o acotado' }).optional();
/** Rows past the page's first one that an `acotado` count walks at most. */
export const CONTEO_ACOTADO = 10_000;

/** Query parameters shared by every paged list (SPEC §7). rowsPerPage -1 = all rows. */
export const paginationQuerySchema = z.object({
  sortBy: z.string().max(64).optional(),
  descending: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  page: enteroSchema({ min: 1, max: 1_000_000, mensaje: 'La página no es válida' }).default(1),
  rowsPerPage: enteroSchema({ min: -1, max: 1000, mensaje: 'Filas por página no válido' }).default(10),
  search: z.string().max(200).optional(),
  conteo: conteoSchema,
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * A paged answer: `total` is the number of pages, `totalItems` the number of rows matching,
 * `current_page` the page returned. With rowsPerPage -1 the answer is the plain array instead.
 */
export function pagedSchema<T extends z.ZodTypeAny>(row: T) {
  return z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    totalItems: z.number().int(),
    totalItemsExacto: z.boolean().optional(),
    data: z.array(row),
  });
}
export interface Paged<T> {
  total: number;
  current_page: number;
  totalItems: number;
  /** Only when the query asked `conteo=acotado`: false = totalItems is a lower bound ("más de"). */
  totalItemsExacto?: boolean;
  data: T[];
}

/** SPEC §5: validation failures come back as a map by field. HTTP 422. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** Any other error answer. `error` is a machine code (e.g. token_expired). */
export const errorSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

export const listItemSchema = z.object({ id: z.number().int(), nombre: z.string() });
export const personaListItemSchema = z.object({ id: z.number().int(), nombre_completo: z.string() });
export type PersonaListItem = z.infer<typeof personaListItemSchema>;
