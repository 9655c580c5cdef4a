import { z } from './zod';

/**
 * GET /api/solicitudes/{id}/historial: every event of a request, oldest first, read from
 * the server's audit log. `fecha` in the business time zone ('YYYY-MM-DD HH:mm:ss'); `usuario`
 * the full name of who did it (null: the system, or a row older than the audit log).
 */
export const TIPOS_EVENTO_HISTORIAL = [
  'creada',
  'importada',
  'duplicada_de',
  'duplicada_a',
  'editada',
  'datos_internos',
  'asignada',
  'reasignada',
  'desasignada',
  'verificada',
  'verificacion_editada',
  'llamada_guardada',
  'llamada_finalizada',
  'llamada_rehabilitada',
] as const;
export type TipoEventoHistorial = (typeof TIPOS_EVENTO_HISTORIAL)[number];

/**
 * One field an edit changed: its label, the value before (null: it was empty; absent: not recorded,
 * an edit recorded before the history kept both values) and after (null: emptied). Values as the user reads them.
 */
export const cambioHistorialSchema = z.object({
  campo: z.string(),
  antes: z.string().nullable().optional(),
  despues: z.string().nullable(),
});
export type CambioHistorial = z.infer<typeof cambioHistorialSchema>;

export const eventoHistorialSchema = z.object({
  fecha: z.string(),
  tipo: z.enum(TIPOS_EVENTO_HISTORIAL),
  usuario: z.string().nullable(),
  descripcion: z.string(),
  /** The fields an edit changed, before and after (empty for events that are not edits). */
  cambios: z.array(cambioHistorialSchema),
});
export type EventoHistorial = z.infer<typeof eventoHistorialSchema>;
export const historialSchema = z.array(eventoHistorialSchema);

