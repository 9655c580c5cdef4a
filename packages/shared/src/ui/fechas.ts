import { formatISO, isValid, parseISO } from 'date-fns';

/** SPEC §9: dates travel as YYYY-MM-DD. */
export const DATE_FORMAT = 'yyyy-MM-dd';

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

// parseISO/formatISO rather than the generic parse/format: those carry every token parser of
// date-fns (~140 KB) into the shared singleton, which the login page downloads.

/** 'YYYY-MM-DD' -> a local Date at midnight (or undefined when empty or invalid). */
export function parseFecha(value: string | null | undefined): Date | undefined {
  if (!value || !FECHA.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) && formatFecha(date) === value ? date : undefined;
}

/** A Date -> 'YYYY-MM-DD' (local calendar day). */
export function formatFecha(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

/** How a date field shows a day (SPEC §9: YYYY-MM-DD); it also takes dd/mm/aaaa typed. */
export const FORMATO_ESCRITO = 'aaaa-mm-dd';
