/**
 * Productividad: per operator and day in the business time zone, for supervisors
 * and admins in their agency scope (global users: every agency).
 *
 *   GET /api/productividad  productividadQuerySchema -> Productividad   gestionar_solicitudes [agencia]
 *   POST /api/trabajos {tipo: 'exportar_productividad', ...productividadQuery} -> the same rows as .xlsx (background job)
 *
 * The figures (docs/reglas.md, Productividad): intentos = call attempts saved that day; contactados
 * = those answered (contestó sí); finalizadas = call forms finalised that day by the operator;
 * rellamadas cumplidas / incumplidas counted on the day they fell due; mediana_minutos = median
 * minutes from the operator's assignment of the folio to its Finalizar.
 */
import { z } from './zod';
import { enteroSchema } from './query';
import { fechaDiaSchema } from './reportes';
import { MENSAJES_REPORTES } from './reportes-etiquetas';
import { ETIQUETA_EXPORTAR } from './trabajos-etiquetas';

const opcional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const productividadQuerySchema = z
  .object({
    fecha_desde: opcional(fechaDiaSchema),
    fecha_hasta: opcional(fechaDiaSchema),
    /** Missing, '' or 0: every agency in reach (a user with an agency always gets their own). */
    agencia_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), enteroSchema({ min: 0, mensaje: MENSAJES_REPORTES.agenciaInvalida }).optional()),
  })
  .superRefine((q, ctx) => {
    if (q.fecha_desde && q.fecha_hasta && q.fecha_desde > q.fecha_hasta) {
      ctx.addIssue({ code: 'custom', path: ['fecha_hasta'], message: MENSAJES_REPORTES.fechaHastaAnterior });
    }
  });
export type ProductividadQuery = z.infer<typeof productividadQuerySchema>;

export const productividadFilaSchema = z.object({
  usuario_id: z.number().int(),
  operador: z.string(),
  /** 'YYYY-MM-DD' (business time zone); null on the operator's total over the range. */
  dia: z.string().nullable(),
  intentos: z.number().int(),
  contactados: z.number().int(),
  finalizadas: z.number().int(),
  rellamadas_cumplidas: z.number().int(),
  rellamadas_incumplidas: z.number().int(),
  /** Median minutes from assignment to Finalizar (rounded); null without finalised folios. */
  mediana_minutos: z.number().int().nullable(),
});
export type ProductividadFila = z.infer<typeof productividadFilaSchema>;

export const productividadSchema = z.object({
  /** One row per operator with the totals of the range, by name. */
  por_operador: z.array(productividadFilaSchema),
  /** One row per operator and day with activity, by day then name. */
  por_dia: z.array(productividadFilaSchema),
});
export type Productividad = z.infer<typeof productividadSchema>;

export const ETIQUETAS_PRODUCTIVIDAD = {
  titulo: 'Productividad',
  desde: 'Fecha desde',
  hasta: 'Fecha hasta',
  consultar: 'Consultar',
  exportar: ETIQUETA_EXPORTAR,
  operador: 'Operador',
  dia: 'Día',
  intentos: 'Intentos',
  contactados: 'Contactados',
  finalizadas: 'Finalizadas',
  cumplidas: 'Rellamadas cumplidas',
  incumplidas: 'Rellamadas incumplidas',
  mediana: 'Mediana asignación a Finalizar (min)',
  porOperador: 'Por operador',
  porDia: 'Por operador y día',
  grafica: 'Intentos, contactados y finalizadas por operador',
  vacio: 'Sin actividad en el periodo',
  error: 'No se pudo cargar la productividad',
} as const;
