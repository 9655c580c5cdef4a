import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { AsignadasAsignacion, AsignadasReporte } from '@verifica/contracts';
import { FILTROS_FOLIO, filter } from '@verifica/shared';

const fecha = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * The filters of the request report (contracts solicitudesFiltroShape), one line each: how the
 * URL keeps it and what the API is asked. SPEC §9: one month ago to today, every status.
 */
export const FILTROS_REPORTE = {
  fecha_desde: filter.date(() => fecha(addMonths(new Date(), -1))),
  fecha_hasta: filter.date(() => fecha(new Date())),
  /** Broad users only (the field is shown to them; the server ignores it for the rest). */
  agencia_id: filter.number(),
  ...FILTROS_FOLIO,
  /** 1/2/3 or none (all). */
  asignadas: filter.number(null, AsignadasReporte.values),
  search: filter.text(),
};
export type FiltrosSolicitudes = typeof FILTROS_REPORTE;

/** SPEC §9: the assign screen shows the current month, No Asignadas (2); 0 = Todos. */
export const FILTROS_ASIGNACION: FiltrosSolicitudes = {
  ...FILTROS_REPORTE,
  fecha_desde: filter.date(() => fecha(startOfMonth(new Date()))),
  fecha_hasta: filter.date(() => fecha(endOfMonth(new Date()))),
  asignadas: filter.number(2, AsignadasAsignacion.values),
};

/** SPEC §9: the request report and the assign screen apply typed filters 300 ms after the last key. */
export const FILTROS_DEBOUNCE_MS = 300;
export const FILTROS_DEBOUNCE = { search: FILTROS_DEBOUNCE_MS, cp_desde: FILTROS_DEBOUNCE_MS, cp_hasta: FILTROS_DEBOUNCE_MS };
/** SPEC §9: 25 per page, id descending. */
export const PAGINACION_SOLICITUDES = { rowsPerPage: 25, sortBy: 'id', descending: true };
