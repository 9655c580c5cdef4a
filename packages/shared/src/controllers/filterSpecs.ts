import { isMatch } from 'date-fns';

/**
 * How one filter lives in the URL query string: its default, how it reads from the (possibly
 * repeated) query values, and how it is written back. `filter.*` builds the usual ones.
 */
export interface FilterSpec<T> {
  /** The value when the URL does not carry the key; a function is called on each read (today's date). */
  defaultValue: T | (() => T);
  /**
   * The query values of the key (never empty) -> the value, or undefined when unreadable or not
   * allowed: useFilters then drops the key from the URL, says so, and the default applies.
   */
  parse(raw: readonly string[]): T | undefined;
  /**
   * The value -> its query values (an array filter repeats the key: x=a&x=b). A value equal to
   * the default is left out of the URL; an empty value that is not the default is written as
   * `x=` so that a link keeps it.
   */
  serialize(value: T): string[];
}

export type FilterSpecs = Record<string, FilterSpec<unknown>>;

/** The values of a screen's filters, typed by its specs. */
export type FilterValues<S extends FilterSpecs> = { [K in keyof S]: S[K] extends FilterSpec<infer T> ? T : never };

const DECIMAL = /^-?(0|[1-9][0-9]*)$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** An integer, and one of `allowed` when given. */
function integer(raw: string | undefined, allowed?: readonly number[]): number | undefined {
  if (raw === undefined || !DECIMAL.test(raw)) return undefined;
  const n = Number(raw);
  return allowed === undefined || allowed.includes(n) ? n : undefined;
}

const esFecha = (raw: string) => FECHA.test(raw) && isMatch(raw, 'yyyy-MM-dd');

function spec<T>(defaultValue: T | (() => T), parse: FilterSpec<T>['parse'], serialize: FilterSpec<T>['serialize']): FilterSpec<T> {
  return { defaultValue, parse, serialize };
}

export const filter = {
  /** Free text (a search box). */
  text: (defaultValue = '') =>
    spec<string>(defaultValue, (raw) => raw[0], (v) => [v]),
  /** One of a closed list of strings (an enum's values); anything else reads as the default. */
  oneOf: <const V extends string>(values: readonly V[], defaultValue: V | null = null) =>
    spec<V | null>(
      defaultValue,
      (raw) => (raw[0] === '' ? null : values.find((v) => v === raw[0])),
      (v) => [v ?? ''],
    ),
  /** An integer (an id, a status code); null = no filter. `allowed`: the only values it may take (an enum's). */
  number: (defaultValue: number | null = null, allowed?: readonly number[]) =>
    spec<number | null>(defaultValue, (raw) => (raw[0] === '' ? null : integer(raw[0], allowed)), (v) => [v === null ? '' : String(v)]),
  /** Several integers (ids): repeated keys `agencia_id=1&agencia_id=2`. */
  numbers: (defaultValue: number[] | (() => number[]) = [], allowed?: readonly number[]) =>
    spec<number[]>(
      defaultValue,
      (raw) => {
        const out = raw.filter((r) => r !== '').map((r) => integer(r, allowed));
        return out.every((n) => n !== undefined) ? (out as number[]) : undefined;
      },
      (v) => (v.length === 0 ? [''] : v.map(String)),
    ),
  /** Several strings: repeated keys. */
  strings: (defaultValue: string[] | (() => string[]) = []) =>
    spec<string[]>(defaultValue, (raw) => raw.filter((r) => r !== ''), (v) => (v.length === 0 ? [''] : [...v])),
  /** A 'YYYY-MM-DD' calendar date ('' = none; 2026-13-45 is unreadable); the default may be computed (e.g. today). */
  date: (defaultValue: string | (() => string) = '') =>
    spec<string>(defaultValue, (raw) => (raw[0] === '' || (raw[0] !== undefined && esFecha(raw[0])) ? raw[0] : undefined), (v) => [v]),
  boolean: (defaultValue = false) =>
    spec<boolean>(
      defaultValue,
      (raw) => (raw[0] === 'true' || raw[0] === '1' ? true : raw[0] === 'false' || raw[0] === '0' ? false : undefined),
      (v) => [String(v)],
    ),
};

export function defaultOf<T>(spec: FilterSpec<T>): T {
  return typeof spec.defaultValue === 'function' ? (spec.defaultValue as () => T)() : spec.defaultValue;
}

export function sameQueryValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
