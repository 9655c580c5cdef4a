/**
 * Bitácora: every audited change, as the audit log keeps it, for administrators
 * (their agency) and global users (everything).
 *
 *   GET /api/bitacora   bitacoraQuerySchema -> Paged<EntradaBitacora> | EntradaBitacora[] (rowsPerPage -1)   is_admin [agencia]
 *
 * An entry belongs to the agency of the record it changed (a request, and through it its
 * assignments, verifications and callbacks; a user; an agency; a saved view or a job: their author's); an
 * entry whose records span agencies, or none, is seen only by global users.
 */
import { z } from './zod';
import { paginationQuerySchema } from './common';
import { sortBySchema } from './admin';
import { fechaDiaSchema } from './reportes';
import { queryIdSchema } from './query';

/** Sortable columns (default fecha descending). */
export const BITACORA_SORT = ['fecha', 'accion', 'entidad', 'usuario', 'id'] as const;
export type BitacoraSort = (typeof BITACORA_SORT)[number];

/** Spanish names of the audited actions (an action without one is shown as written). */
export const ACCIONES_BITACORA: Record<string, string> = {
  crear: 'Crear',
  actualizar: 'Actualizar',
  eliminar: 'Eliminar',
  asignar: 'Asignar',
  reasignar: 'Reasignar',
  desasignar: 'Desasignar',
  verificar: 'Verificar',
  guardar: 'Guardar llamada',
  finalizar: 'Finalizar',
  rehabilitar: 'Rehabilitar',
  duplicar: 'Duplicar',
  importar: 'Importar',
  cancelar: 'Cancelar',
  programar: 'Programar rellamada',
  cerrar_sesion: 'Cerrar sesión',
  solicitar_recuperacion: 'Solicitar recuperación',
  restablecer_password: 'Restablecer contraseña',
  cambiar_password: 'Cambiar contraseña',
  publicar: 'Publicar',
  activar: 'Activar',
  revertir: 'Revertir',
  canary: 'Canary',
  quitar_canary: 'Quitar canary',
  retirar: 'Retirar',
};

/** Spanish names of the audited record types (audit_log.entidad). */
export const ENTIDADES_BITACORA: Record<string, string> = {
  solicitudes: 'Solicitud',
  solicitudes_encuestadores: 'Asignación a gestor',
  solicitudes_operadores: 'Asignación a operador',
  verificaciones: 'Verificación de campo',
  verificaciones_operadores: 'Verificación por llamada',
  rellamadas: 'Rellamada',
  usuarios: 'Usuario',
  agencias: 'Agencia',
  vistas: 'Vista guardada',
  trabajos: 'Trabajo',
  remotos: 'Versión de remoto',
};

export const etiquetaAccion = (accion: string): string => ACCIONES_BITACORA[accion] ?? accion;
export const etiquetaEntidad = (entidad: string): string => ENTIDADES_BITACORA[entidad] ?? entidad;

export const MENSAJES_BITACORA = {
  fechaHastaAnterior: 'La fecha hasta no puede ser anterior a la fecha desde',
  accionInvalida: 'La acción no es válida',
  entidadInvalida: 'El tipo de registro no es válido',
  folioLargo: 'El folio es demasiado largo',
} as const;

const vacioComoNada = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An audit verb or record type as stored: lower-case letters and underscores. */
const clave = (mensaje: string) => z.preprocess(vacioComoNada, z.string({ error: mensaje }).regex(/^[a-z_]{1,40}$/, mensaje).optional());

/**
 * GET /api/bitacora.
 * - usuario_id: who made the change; accion, entidad: the audit verb and record type (keys of
 *   ACCIONES_BITACORA / ENTIDADES_BITACORA, or any other stored one);
 * - folio: the folio_solicitud of a request (exact, case-insensitive): its changes, assignments and verifications;
 * - fecha_desde / fecha_hasta: days in the business time zone, both included (422 if hasta < desde);
 * - agencia_id: global users only (a scoped user always gets their agency).
 */
export const bitacoraQuerySchema = paginationQuerySchema
  .extend({
    sortBy: sortBySchema(BITACORA_SORT),
    usuario_id: queryIdSchema,
    agencia_id: queryIdSchema,
    accion: clave(MENSAJES_BITACORA.accionInvalida),
    entidad: clave(MENSAJES_BITACORA.entidadInvalida),
    folio: z.preprocess(vacioComoNada, z.string().trim().max(64, MENSAJES_BITACORA.folioLargo).optional()),
    fecha_desde: z.preprocess(vacioComoNada, fechaDiaSchema.optional()),
    fecha_hasta: z.preprocess(vacioComoNada, fechaDiaSchema.optional()),
  })
  .superRefine((q, ctx) => {
    if (q.fecha_desde && q.fecha_hasta && q.fecha_desde > q.fecha_hasta) {
      ctx.addIssue({ code: 'custom', path: ['fecha_hasta'], message: MENSAJES_BITACORA.fechaHastaAnterior });
    }
  });
export type BitacoraQuery = z.infer<typeof bitacoraQuerySchema>;

const datosSchema = z.record(z.string(), z.unknown()).nullable();

/** One audited change: who, when, which record, which action, the fields before and after. */
export const entradaBitacoraSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss in the business time zone. */
  fecha: z.string(),
  usuario_id: z.number().int().nullable(),
  /** Full name of who made it; null for the system (seed, imports without a user). */
  usuario: z.string().nullable(),
  accion: z.string(),
  entidad: z.string(),
  entidad_id: z.string().nullable(),
  /** The request the change concerns, if any (its folio number). */
  solicitud_id: z.number().int().nullable(),
  folio: z.string().nullable(),
  /** The agency the entry belongs to (null: several or none, global users only). */
  agencia_id: z.number().int().nullable(),
  agencia: z.string().nullable(),
  /** The fields before and after the change, where the change records them. */
  antes: datosSchema,
  despues: datosSchema,
  /** Whatever else the change recorded (ids, counts, file name). */
  datos: datosSchema,
  ip: z.string().nullable(),
});
export type EntradaBitacora = z.infer<typeof entradaBitacoraSchema>;
