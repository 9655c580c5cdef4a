import { z } from './zod';

/** Largest id the database accepts (int4); bigger ids are refused as invalid input, never a 500. */
export const MAX_ID = 2147483647;

/**
 * Canonical decimal integers only: `0`, `7`, `-1`. No sign `+`, spaces, exponent (`1e2`), hex
 * (`0x1`), decimals (`1.0`) or leading zeros (`01`): one value, one spelling.
 */
const ENTERO = /^-?(0|[1-9][0-9]{0,15})$/;

export interface EnteroOptions {
  min?: number;
  max?: number;
  /** Message for anything that is not a plain integer or is out of range. */
  mensaje?: string;
}

/**
 * An integer from a path or query string (or a JSON number). Strings must be plain decimal
 * digits (see ENTERO); everything else is a 422 with `mensaje`. Use it instead of
 * `z.coerce.number()` on request input: coerce accepts `0x1`, `1e2`, ` 1` and `+1`.
 */
export function enteroSchema({ min = 0, max = MAX_ID, mensaje = 'Debe ser un número entero' }: EnteroOptions = {}) {
  return z.preprocess(
    (v) => (typeof v === 'string' && ENTERO.test(v) ? Number(v) : v),
    z.number({ error: mensaje }).int(mensaje).min(min, mensaje).max(max, mensaje),
  );
}

/** A record id (1..MAX_ID) in a path or query. */
export const idSchema = enteroSchema({ min: 1, mensaje: 'El id no es válido' });

/** `exp` of a signed link (photo, export download): seconds since the epoch. */
export const expiracionEnlaceSchema = enteroSchema({ min: 0, max: 1e11, mensaje: 'El enlace no es válido' });

/** Optional id filter in a query string; '' and null mean "no filter", 0 is kept (callers read it as "Todos"). */
export const queryIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  enteroSchema({ min: 0, mensaje: 'El id no es válido' }).optional(),
);

const ARREGLOS = new WeakSet<z.ZodType>();

/**
 * An array query parameter: one value (`x=a`) or several (`x=a&x=b`), always parsed to an array
 * (missing = []). Inside `queryObject` it also accepts `x[]=a&x[]=b` (axios' default format).
 */
export function queryArray<T extends z.ZodType>(item: T, { max = 500, mensaje = 'Valor no válido' }: { max?: number; mensaje?: string } = {}) {
  const schema = z
    .union([item, z.array(item, { error: mensaje }).max(max, `Se permiten como máximo ${max} valores`)], { error: mensaje })
    .optional()
    .transform((v): z.output<T>[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
  ARREGLOS.add(schema);
  return schema;
}

/**
 * A query-string object whose `queryArray` fields accept both `x` and `x[]` keys; both are merged
 * into `x`. Build list queries with it: `queryObject({ ...paginationQuerySchema.shape, estatus:
 * queryArray(z.enum(...)) })`.
 */
export function queryObject<S extends z.ZodRawShape>(shape: S) {
  const arreglos = Object.keys(shape).filter((k) => ARREGLOS.has(shape[k] as z.ZodType));
  const corchetes = Object.fromEntries(arreglos.map((k) => [`${k}[]`, shape[k] as z.ZodType]));
  return z
    .object({ ...shape, ...corchetes })
    .transform((q) => {
      const out: Record<string, unknown> = { ...q };
      for (const k of arreglos) {
        out[k] = [...(out[k] as unknown[]), ...(out[`${k}[]`] as unknown[])];
        delete out[`${k}[]`];
      }
      return out as z.output<z.ZodObject<S>>;
    });
}
