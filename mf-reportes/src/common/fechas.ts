import { endOfMonth, startOfMonth, subMonths } from 'date-fns';
import { formatFecha } from '@verifica/shared';

/** SPEC §9 default dates, as YYYY-MM-DD of the local calendar. */
export const inicioDeMes = (hoy = new Date()) => formatFecha(startOfMonth(hoy));
export const finDeMes = (hoy = new Date()) => formatFecha(endOfMonth(hoy));
export const hoyFecha = (hoy = new Date()) => formatFecha(hoy);
export const unMesAtras = (hoy = new Date()) => formatFecha(subMonths(hoy, 1));
/** The same day one month before a YYYY-MM-DD date. */
export const mesAnterior = (fecha: string) => formatFecha(subMonths(new Date(`${fecha}T00:00:00`), 1));
