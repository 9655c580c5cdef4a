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

/** How a date field shows and takes a day (SPEC §1: Spanish pickers). */
export const FORMATO_ESCRITO = 'dd/mm/aaaa';

const VISIBLE = new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A Date -> 'dd/mm/aaaa', as a date field shows it. */
export function fechaVisible(date: Date): string {
  return VISIBLE.format(date);
}
