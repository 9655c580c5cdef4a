/**
 * A closed list of coded values, each with its exact Spanish label (SPEC §3). No zod here: the
 * front ends read labels without downloading zod; its schema is `enumSchema(e)` (enums-schema.ts).
 */
export interface EnumOption<V extends number | string = number> {
  readonly value: V;
  readonly label: string;
}

export function defineEnum<const V extends number | string>(options: readonly EnumOption<V>[]) {
  const values = options.map((o) => o.value) as [V, ...V[]];
  const labels = new Map<V, string>(options.map((o) => [o.value, o.label]));
  return {
    options,
    values,
    label(value: V | null | undefined): string {
      return value == null ? '' : (labels.get(value) ?? '');
    },
    has(value: unknown): value is V {
      return labels.has(value as V);
    },
  };
}
