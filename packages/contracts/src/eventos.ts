/**
 * GET /api/eventos: Server-Sent Events, one JSON message per change of a
 * record the subscriber may see. A list that shows such records checks whether its rows changed
 * and offers "N cambios — Actualizar"; the call form tells its user someone else saved it.
 */
export const TIPOS_EVENTO = [
  'solicitud_creada',
  'solicitudes_importadas',
  'solicitud_modificada',
  'asignacion_gestor',
  'asignacion_operador',
  'verificacion',
  'llamada',
  'usuario',
  'agencia',
  'rellamada_vencida',
  'remoto',
] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

export interface EventoCambio {
  tipo: TipoEvento;
  /** The audit verb (crear, actualizar, asignar, reasignar, desasignar, verificar, guardar, finalizar, rehabilitar…). */
  accion: string;
  /** The request changed; null when the change names no single request (many at once, users, agencies). */
  solicitud_id: number | null;
  /** Every request of the change the subscriber may see (absent: too many to name; refresh). */
  solicitudes?: number[];
  /** A changed user or agency. */
  usuario_id?: number;
  agencia_id?: number;
  /** A callback that fell due (rellamada_vencida, only to its operator): its id and folio. */
  rellamada_id?: number;
  folio?: string;
  /** A release of a remote changed (remoto, to every subscriber): its federation name ('mf_admin') and the release now served. */
  remoto?: string;
  version?: string;
  /** Who made the change (null: the system). */
  actor_id: number | null;
  /** Made by the subscriber themselves (their own save is no news to their form). */
  propio: boolean;
}

/** The SSE event names: `cambio` carries an EventoCambio; `conectado` opens every (re)connection. */
export const EVENTO_SSE = { cambio: 'cambio', conectado: 'conectado' } as const;

/** The kinds a list of each resource reacts to. */
export const EVENTOS_DE_RECURSO = {
  solicitudes: ['solicitud_creada', 'solicitudes_importadas', 'solicitud_modificada', 'asignacion_gestor', 'asignacion_operador', 'verificacion', 'llamada'],
  usuarios: ['usuario'],
  agencias: ['agencia'],
  remotos: ['remoto'],
} as const satisfies Record<string, readonly TipoEvento[]>;
export type RecursoEventos = keyof typeof EVENTOS_DE_RECURSO;

export const MENSAJES_EVENTOS = {
  cambios: (n: number) => (n === 1 ? '1 cambio' : `${n} cambios`),
  actualizar: 'Actualizar',
  llamadaGuardadaPorOtro: 'Otro usuario guardó este formulario. Recarga para ver sus cambios.',
  noDisponibles: 'Los avisos en vivo no están disponibles en este momento',
  rellamadaPendiente: (folio: string) => `Rellamada pendiente: folio ${folio}`,
  abrir: 'Abrir',
  demasiadasConexiones: 'Demasiadas conexiones de avisos en vivo abiertas; cierra otras pestañas',
} as const;
