import { z } from './zod';
import { MENSAJES_CAMPO, faltaOInvalido } from './campos';

/** A closed list of coded values, each with its exact Spanish label (SPEC §3). */
export interface EnumOption<V extends number | string = number> {
  readonly value: V;
  readonly label: string;
}

export function defineEnum<const V extends number | string>(options: readonly EnumOption<V>[]) {
  const values = options.map((o) => o.value) as [V, ...V[]];
  const labels = new Map<V, string>(options.map((o) => [o.value, o.label]));
  const schema = z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V>, z.ZodLiteral<V>], {
    error: faltaOInvalido(MENSAJES_CAMPO.opcion),
  });
  return {
    options,
    values,
    schema: schema as unknown as z.ZodType<V>,
    label(value: V | null | undefined): string {
      return value == null ? '' : (labels.get(value) ?? '');
    },
    has(value: unknown): value is V {
      return labels.has(value as V);
    },
  };
}
