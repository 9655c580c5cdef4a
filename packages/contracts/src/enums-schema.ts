import { z } from './zod';
import { MENSAJES_CAMPO, faltaOInvalido } from './campos';

/** The zod schema of a `defineEnum` list: one of its values, else "opción" falta o no es válida. */
export function enumSchema<const V extends number | string>(e: { readonly values: readonly V[] }): z.ZodType<V> {
  const literals = e.values.map((v) => z.literal(v));
  return z.union(literals as unknown as [z.ZodLiteral<V>, z.ZodLiteral<V>], { error: faltaOInvalido(MENSAJES_CAMPO.opcion) }) as unknown as z.ZodType<V>;
}
