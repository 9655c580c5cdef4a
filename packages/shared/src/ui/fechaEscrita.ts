import { isValid, parse } from 'date-fns';
import { parseFecha } from './fechas';

// Only the date field (a lazy chunk) imports this: date-fns `parse` stays out of the login page.

const DIA_MES_ANIO = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/**
 * A day typed in a date field: dd/mm/aaaa (d/m/aaaa too), or YYYY-MM-DD as pasted from a table or
 * a link. Undefined when it is not a real day (31/02/2025, 15/13/2025, 1/1/25).
 */
export function leerFechaEscrita(texto: string): Date | undefined {
  const t = texto.trim();
  if (!DIA_MES_ANIO.test(t)) return parseFecha(t);
  const date = parse(t, 'd/M/yyyy', new Date());
  return isValid(date) ? date : undefined;
}
