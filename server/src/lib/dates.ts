/** The business time zone: dates shown to users and "days waiting" are counted here. */
export const ZONA_HORARIA = process.env.APP_TIMEZONE || 'America/Mexico_City';

// Built on first use: an invalid APP_TIMEZONE is reported by loadConfig in Spanish, not thrown
// here when the module loads.
let fmt: Intl.DateTimeFormat | null = null;
const formato = () =>
  (fmt ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONA_HORARIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** YYYY-MM-DD HH:mm:ss in the business time zone (SPEC §9). */
export function fechaHora(d: Date | null | undefined): string | null {
  if (!d) return null;
  return formato().format(d).replace('T', ' ');
}

/** YYYY-MM-DD in the business time zone. */
export function fecha(d: Date): string {
  return formato().format(d).slice(0, 10);
}

/** Whole calendar days between two instants, in the business time zone (0 = same day). */
export function diasEntre(desde: Date, hasta: Date): number {
  const a = Date.parse(`${fecha(desde)}T00:00:00Z`);
  const b = Date.parse(`${fecha(hasta)}T00:00:00Z`);
  return Math.max(0, Math.round((b - a) / 86_400_000));
}
