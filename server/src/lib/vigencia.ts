/**
 * SQL twin of contracts' vigenciaDe: the rows whose assignment start `desde` gives vigencia `v`
 * (whole days in the business time zone, as diasEntre counts them), written as a range on the
 * column so its indexes serve. vigencia.test.ts compares it with vigenciaDe on the same instants.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UMBRALES_VIGENCIA, type UmbralesVigencia } from '@verifica/contracts';
import { ZONA_HORARIA } from './dates';

export interface OpcionesVigencia {
  /** Replaces now() (tests with a fixed clock, a job's snapshot). */
  ahora?: Date | undefined;
  /** The day thresholds (the server's VIGENCIA_*_DIAS). */
  umbrales?: UmbralesVigencia | undefined;
}

export function vigenciaSql(desde: AnyPgColumn | SQL, v: 1 | 2 | 3, opts: OpcionesVigencia = {}): SQL {
  const u = opts.umbrales ?? UMBRALES_VIGENCIA;
  const ahora = opts.ahora ? sql`${opts.ahora.toISOString()}::timestamptz` : sql`now()`;
  // "Whole days since the assignment >= d" is "assigned before the start of the day d-1 days
  // before today" (business time zone).
  const hoy = sql`(${ahora} at time zone ${ZONA_HORARIA})::date`;
  const inicioDeDia = (d: number) => sql`((${hoy} - ${d - 1}::int)::timestamp at time zone ${ZONA_HORARIA})`;
  const antesDe = (d: number) => sql`${desde} < ${inicioDeDia(d)}`;
  const desdeInicio = (d: number) => sql`${desde} >= ${inicioDeDia(d)}`;
  if (v === 1) return desdeInicio(u.retrasada);
  if (v === 2) return sql`${antesDe(u.retrasada)} and ${desdeInicio(u.vencida)}`;
  return antesDe(u.vencida);
}
