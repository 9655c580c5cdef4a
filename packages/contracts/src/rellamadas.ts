/**
 * Callbacks: from the call form an operator schedules a callback for a date and
 * time (business time zone) with a short note. It belongs to the folio and its operator; at most
 * one is open per folio (scheduling again replaces it); it ends when the call form is saved again
 * or finalised, or when the folio is reassigned or unassigned.
 *
 *   POST /api/rellamadas               programarRellamadaSchema -> 201 Rellamada
 *   GET  /api/rellamadas               -> Rellamada[]: the caller's open callbacks, due first ("Mis rellamadas")
 *   GET  /api/rellamadas?solicitud_id= -> Rellamada[]: the folio's open callback (0 or 1), for who may see the folio
 *   GET  /api/rellamadas/vencidas      -> VencidasPorOperador[]: overdue open callbacks per operator in the
 *                                         caller's scope (an operator: only their own)
 */
import { z } from './zod';
import { idSchema } from './query';

const FECHA_HORA = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

export const MENSAJES_RELLAMADAS = {
  fechaInvalida: 'Escribe la fecha y hora como AAAA-MM-DD HH:mm',
  fechaPasada: 'La fecha y hora deben ser posteriores a este momento',
  sinOperador: 'El folio no tiene operador asignado',
  notaLarga: 'La nota debe tener como máximo 200 caracteres',
} as const;

export const programarRellamadaSchema = z
  .object({
    solicitud_id: idSchema,
    /** 'YYYY-MM-DD HH:mm' (or with T, as a datetime-local input gives it) in the business time zone. */
    fecha: z.string({ error: MENSAJES_RELLAMADAS.fechaInvalida }).trim().regex(FECHA_HORA, MENSAJES_RELLAMADAS.fechaInvalida),
    nota: z.string().trim().max(200, MENSAJES_RELLAMADAS.notaLarga).optional().default(''),
  })
  .strict();
export type ProgramarRellamada = z.input<typeof programarRellamadaSchema>;

export const rellamadaSchema = z.object({
  id: z.number().int(),
  solicitud_id: z.number().int(),
  folio_solicitud: z.string(),
  cliente: z.string(),
  usuario_id: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss', business time zone. */
  programada_para: z.string(),
  nota: z.string(),
  /** Its time has come. */
  vencida: z.boolean(),
});
export type Rellamada = z.infer<typeof rellamadaSchema>;

export const vencidasPorOperadorSchema = z.object({
  usuario_id: z.number().int(),
  operador: z.string(),
  vencidas: z.number().int(),
  /** The oldest overdue callback's time ('YYYY-MM-DD HH:mm:ss'). */
  mas_antigua: z.string(),
});
export type VencidasPorOperador = z.infer<typeof vencidasPorOperadorSchema>;

export const rellamadasQuerySchema = z.object({ solicitud_id: idSchema.optional() });

export const ETIQUETAS_RELLAMADAS = {
  titulo: 'Mis rellamadas',
  vacio: 'No tienes rellamadas programadas',
  programar: 'Programar rellamada',
  fecha: 'Fecha y hora de la rellamada',
  nota: 'Nota de la rellamada',
  programada: (cuando: string) => `Rellamada programada para ${cuando}`,
  vencida: 'Vencida',
  guardada: 'Rellamada programada',
  error: 'No se pudo programar la rellamada',
  abrir: (folio: string) => `Llamar ${folio}`,
  porOperador: 'Rellamadas vencidas por operador',
  sinVencidas: 'Ninguna rellamada vencida',
  errorLectura: 'No se pudieron cargar las rellamadas; se reintentará al guardar una llamada.',
} as const;
