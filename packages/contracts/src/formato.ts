/**
 * The one way the product writes a number, a date and a date-time on screen (issue 43 item 15):
 * numbers with the es-MX thousands separator ("5,000"), dates AAAA-MM-DD and date-times
 * AAAA-MM-DD HH:mm:ss on the 24-hour clock (SPEC §9), in the browser's time zone.
 */
const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** 5000 -> "5,000". */
export function formatoNumero(n: number): string {
  return numero.format(n);
}

const dos = (n: number) => String(n).padStart(2, '0');

function aFecha(valor: Date | string): Date | null {
  const d = typeof valor === 'string' ? new Date(valor) : valor;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A Date or an ISO instant -> "AAAA-MM-DD" (local calendar day); '' when it is not a date. */
export function formatoFecha(valor: Date | string): string {
  const d = aFecha(valor);
  return d ? `${d.getFullYear()}-${dos(d.getMonth() + 1)}-${dos(d.getDate())}` : '';
}

/** A Date or an ISO instant -> "AAAA-MM-DD HH:mm:ss" (local, 24 h); '' when it is not a date. */
export function formatoFechaHora(valor: Date | string): string {
  const d = aFecha(valor);
  return d ? `${formatoFecha(d)} ${dos(d.getHours())}:${dos(d.getMinutes())}:${dos(d.getSeconds())}` : '';
}
