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

const CUARTO = 15 * 60_000;
/** Offset (ms) of the business zone in each quarter hour seen, or null where it changes inside it. */
const desfases = new Map<number, number | null>();
const desfase = (ms: number): number => {
  const partes = formato().format(ms);
  const local = Date.UTC(+partes.slice(0, 4), +partes.slice(5, 7) - 1, +partes.slice(8, 10), +partes.slice(11, 13), +partes.slice(14, 16), +partes.slice(17, 19));
  return local - (ms - (((ms % 1000) + 1000) % 1000));
};
const dos = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * YYYY-MM-DD HH:mm:ss in the business time zone (SPEC §9). Intl's format takes microseconds a
 * call, and a list of every row formats a few dates per row: the zone's offset is looked up once
 * per quarter hour (offsets and their changes fall on quarter hours; a quarter whose two ends
 * differ is formatted by Intl) and the text is built from it.
 */
export function fechaHora(d: Date | null | undefined): string | null {
  if (!d) return null;
  const ms = d.getTime();
  if (Number.isNaN(ms)) return formato().format(d).replace('T', ' ');
  const cuarto = Math.floor(ms / CUARTO);
  let off = desfases.get(cuarto);
  if (off === undefined) {
    const inicio = desfase(cuarto * CUARTO);
    off = inicio === desfase((cuarto + 1) * CUARTO - 1000) ? inicio : null;
    if (desfases.size > 100_000) desfases.clear();
    desfases.set(cuarto, off);
  }
  if (off === null) return formato().format(d).replace('T', ' ');
  const l = new Date(ms + off);
  const y = l.getUTCFullYear();
  if (y < 1000 || y > 9999) return formato().format(d).replace('T', ' ');
  return `${y}-${dos(l.getUTCMonth() + 1)}-${dos(l.getUTCDate())} ${dos(l.getUTCHours())}:${dos(l.getUTCMinutes())}:${dos(l.getUTCSeconds())}`;
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
