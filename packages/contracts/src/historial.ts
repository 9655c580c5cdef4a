import { z } from './zod';

/**
 * GET /api/solicitudes/{id}/historial (issue 21): every event of a request, oldest first, read from
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

export const eventoHistorialSchema = z.object({
  fecha: z.string(),
  tipo: z.enum(TIPOS_EVENTO_HISTORIAL),
  usuario: z.string().nullable(),
  descripcion: z.string(),
});
export type EventoHistorial = z.infer<typeof eventoHistorialSchema>;
export const historialSchema = z.array(eventoHistorialSchema);

/** The Spanish words of the history: the dialog's section and the server's descriptions. */
export const ETIQUETAS_HISTORIAL = {
  titulo: 'Historial',
  vacio: 'Sin eventos registrados',
  error: 'No se pudo cargar el historial',
  sistema: 'Sistema',
  creada: 'Solicitud creada',
  importada: (archivo: string) => `Importada del archivo ${archivo}`,
  duplicadaDe: (folio: string) => `Duplicada del folio ${folio}`,
  duplicadaA: (folio: string) => `Duplicada al folio ${folio}`,
  editada: (campos: string) => `Datos editados: ${campos}`,
  datosInternos: 'Datos internos actualizados (comentario o posición)',
  asignada: (tipo: string, a: string) => `Asignada al ${tipo} ${a}`,
  reasignada: (tipo: string, de: string, a: string) => `Reasignada del ${tipo} ${de} al ${tipo} ${a}`,
  desasignada: (tipo: string, de: string | null) => (de ? `Desasignada del ${tipo} ${de}` : `Desasignada (${tipo})`),
  verificada: (fotos: number) => `Verificación de campo registrada (${fotos} ${fotos === 1 ? 'foto' : 'fotos'})`,
  verificacionEditada: 'Verificación de campo editada',
  llamadaGuardada: 'Seguimiento de llamada guardado',
  llamadaFinalizada: 'Seguimiento de llamada finalizado',
  llamadaRehabilitada: 'Seguimiento de llamada rehabilitado',
  gestor: 'gestor',
  operador: 'operador',
  desconocido: '(usuario eliminado)',
} as const;
