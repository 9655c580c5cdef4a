import { z } from 'zod';
import { MENSAJES_CAMPO, faltaOInvalido } from './campos';

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

export const idParamSchema = z.object({ id: z.coerce.number().int().nonnegative() });

/** Query parameters shared by every paged list (SPEC §7). rowsPerPage -1 = all rows. */
export const paginationQuerySchema = z.object({
  sortBy: z.string().max(64).optional(),
  descending: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  rowsPerPage: z.coerce.number().int().min(-1).max(1000).default(10),
  search: z.string().max(200).optional(),
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
    data: z.array(row),
  });
}
export interface Paged<T> {
  total: number;
  current_page: number;
  totalItems: number;
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

/**
 * Array query parameters: accepts `x=a&x=b`, `x[]=a&x[]=b` (axios' default) and a single `x=a`,
 * and JSON bodies with `x: [..]` or `x: 'a'`. Wraps an object schema: the `x[]` keys named in
 * `keys` are merged into `x` before validation; the fields themselves should be `listaDe(item)`.
 */
export function conParametrosArreglo<T extends z.ZodType>(schema: T, keys: readonly string[]) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const k of keys) {
      const corchetes = `${k}[]`;
      if (!(corchetes in out)) continue;
      const a = out[k];
      const b = out[corchetes];
      delete out[corchetes];
      out[k] = [a, b].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]));
    }
    return out;
  }, schema);
}

/** A list field (see conParametrosArreglo): one value or many, always answered as an array. */
export function listaDe<T extends z.ZodType>(item: T, max = 500, mensaje = 'Valor no válido') {
  return z
    .union([item, z.array(item, { error: mensaje }).max(max, `Se admiten como máximo ${max} valores`)], { error: mensaje })
    .optional()
    .transform((v): z.output<T>[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
}

/** A database id written in decimal digits only ('1e3', ' 7', '0x10' are refused). Max int4. */
export const idDecimalSchema = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'El id no es válido')], { error: 'El id no es válido' })
  .transform((v) => Number(v))
  .pipe(z.number().int('El id debe ser un número entero').min(0, 'El id no es válido').max(2147483647, 'El id no es válido'));
