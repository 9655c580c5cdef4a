/**
 * The one way the product writes a number, a date and a date-time on screen:
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

/** "el folio X está repetido" -> "El folio X está repetido" (only the first letter). */
export function conMayuscula(texto: string): string {
  return texto.charAt(0).toLocaleUpperCase('es-MX') + texto.slice(1);
}

const FILA = /^Fila (\d+):\s*(.*)$/s;

/**
 * An upload's problem lines as the user reads them: whole-file lines first, then
 * "Fila N: ..." by row number (a row's own problems in the order given), each starting with a
 * capital letter; the "... y N errores más" lines of a cut list last. The server answers them so.
 */
export function lineasDeCarga(lineas: readonly string[]): string[] {
  const leidas = lineas.map((linea, i) => {
    const m = FILA.exec(linea);
    if (m) return { fila: Number(m[1]), i, texto: `Fila ${m[1]}: ${conMayuscula(m[2] ?? '')}` };
    return { fila: linea.startsWith('...') ? Number.POSITIVE_INFINITY : 0, i, texto: conMayuscula(linea) };
  });
  return leidas.sort((a, b) => a.fila - b.fila || a.i - b.i).map((l) => l.texto);
}

/**
 * A postal-code range whose end is below its start (as the server reads them: padded to 5 digits)
 * finds nothing: the message that says so, or null when the range is fine or incomplete.
 */
export function rangoCpInvertido(desde: string, hasta: string): string | null {
  if (!/^\d{1,5}$/.test(desde) || !/^\d{1,5}$/.test(hasta)) return null;
  const [d, h] = [desde.padStart(5, '0'), hasta.padStart(5, '0')];
  return h < d ? `El C.P. Hasta (${h}) es menor que el C.P. Desde (${d}): ningún folio cabe en ese rango. Intercámbialos.` : null;
}
