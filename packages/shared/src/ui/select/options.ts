/** One choice of a Select / MultiSelect. */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** Lowercase, no accents: 'Querétaro' matches 'quere'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function filterOptions<V extends string | number>(options: readonly SelectOption<V>[], query: string): SelectOption<V>[] {
  const q = normalizeText(query.trim());
  if (!q) return [...options];
  return options.filter((o) => normalizeText(o.label).includes(q));
}

/**
 * Server list items -> options: toOptions(agencias, 'id', 'nombre'),
 * toOptions(operadores, 'id', 'nombre_completo'). Plain strings map to themselves.
 */
export function toOptions<T, VK extends keyof T, LK extends keyof T>(
  items: readonly T[],
  valueKey: VK,
  labelKey: LK,
): SelectOption<Extract<T[VK], string | number>>[] {
  return items.map((item) => ({
    value: item[valueKey] as Extract<T[VK], string | number>,
    label: String(item[labelKey] ?? ''),
  }));
}

export function stringOptions(items: readonly string[]): SelectOption<string>[] {
  return items.map((s) => ({ value: s, label: s }));
}
