/**
 * Vigencia of an unverified call-center assignment: whole days (business time zone) since it was
 * assigned, bucketed as 1 En Tiempo, 2 Retrasada, 3 Vencida. The thresholds are the server's
 * VIGENCIA_RETRASADA_DIAS / VIGENCIA_VENCIDA_DIAS; these are their defaults. The server's SQL twin
 * (server/src/lib/vigencia.ts) selects the same rows, tested beside it.
 */

/** Days at which an unverified assignment becomes 2 Retrasada and 3 Vencida. */
export interface UmbralesVigencia {
  retrasada: number;
  vencida: number;
}

export const UMBRALES_VIGENCIA: UmbralesVigencia = { retrasada: 1, vencida: 2 };

/** The vigencia of `dias` waiting (null: not waiting, i.e. unassigned or verified). */
export function vigenciaDe(dias: number | null, u: UmbralesVigencia = UMBRALES_VIGENCIA): 1 | 2 | 3 | null {
  if (dias === null) return null;
  return dias >= u.vencida ? 3 : dias >= u.retrasada ? 2 : 1;
}
