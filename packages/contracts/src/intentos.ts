/**
 * Call attempts: every save of the call form that records a call (contestó sí
 * or no; when not, the phone's status) is an attempt, recorded with who and when in the save's
 * transaction. The Call Center list shows each folio's count and last attempt; it sorts by both
 * (sortBy intentos | ultimo_intento) and filters by `intentos`.
 */
import { z } from './zod';
import { EstatusTelefono } from './enums';

/** The list's attempt filter: none yet, at least one, three or more. */
export const FiltroIntentos = { ninguno: 'ninguno', alguno: 'alguno', tresOMas: 'tres_o_mas' } as const;
export type FiltroIntentos = (typeof FiltroIntentos)[keyof typeof FiltroIntentos];
export const FILTRO_INTENTOS_VALORES = [FiltroIntentos.ninguno, FiltroIntentos.alguno, FiltroIntentos.tresOMas] as const;
export const OPCIONES_FILTRO_INTENTOS: readonly { value: FiltroIntentos; label: string }[] = [
  { value: 'ninguno', label: 'Sin intentos' },
  { value: 'alguno', label: 'Con intentos' },
  { value: 'tres_o_mas', label: '3 o más' },
];

export const filtroIntentosSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(FILTRO_INTENTOS_VALORES, { error: 'Filtro de intentos no válido' }).optional(),
);

/** An attempt's result: contestó (1) or not (2, with the phone's status when given). */
export const ultimoIntentoSchema = z.object({
  fecha: z.string(),
  contesto: z.number().int(),
  telefono_estatus: z.number().int().nullable(),
});
export type UltimoIntento = z.infer<typeof ultimoIntentoSchema>;

/** The attempt's result in Spanish: "Contestó", "No contestó (No Contesta)", "No contestó". */
export function resultadoIntento(i: { contesto: number; telefono_estatus: number | null }): string {
  if (i.contesto === 1) return 'Contestó';
  const estatus = EstatusTelefono.has(i.telefono_estatus) ? EstatusTelefono.label(i.telefono_estatus) : '';
  return estatus ? `No contestó (${estatus})` : 'No contestó';
}

/** The Historial's line of a save that recorded attempt `n`. */
export const describirIntento = (n: number, i: { contesto: number; telefono_estatus: number | null }): string => `Intento ${n}: ${resultadoIntento(i)}`;

/** The Call Center's attempt filter label (the columns are in COLUMNAS_REPORTE_LLAMADAS). */
export const ETIQUETAS_INTENTOS = { filtro: 'Intentos' } as const;
