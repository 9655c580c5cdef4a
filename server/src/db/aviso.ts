/**
 * What a change publishes (live lists). Every state change writes an audit row
 * (db/auditoria.ts), so the audit entry is where the change is known: `avisoDe` maps it to the notice
 * sent with NOTIFY in the same statement, delivered only if the transaction commits.
 */
import { isRemoteName, type RemoteName, type TipoEvento } from '@verifica/contracts';

export const CANAL_EVENTOS = 'verifica_eventos';

/** Requests named one by one in a notice; beyond that the notice says "many" (NOTIFY carries at most 8000 bytes). */
export const MAX_IDS_AVISO = 200;

/** The notice through NOTIFY. Who receives it is decided per process, from the requests' current holders. */
export interface Aviso {
  tipo: TipoEvento;
  accion: string;
  actor_id: number | null;
  /** Requests changed; null = more than MAX_IDS_AVISO, then `agencias` and `usuarios` bound it. */
  ids: number[] | null;
  agencia_id: number | null;
  /**
   * Users the change concerns besides the current holders, for every request it names (the new
   * holder, the one holder of a single request, a changed user). For a notice without ids: everyone
   * who holds or held one of its requests.
   */
  usuarios: number[];
  /** Previous holders of a multi-request reassignment, each with only the requests they held. */
  previos?: [number, number[]][];
  /** A notice without ids: the agencies its requests belong to (computed when it is sent, see auditoria-muchos.ts). */
  agencias?: number[];
  /** rellamada_vencida (modules/rellamadas/aviso.ts): the callback and its folio; `usuarios` is its operator. */
  rellamada_id?: number;
  folio?: string;
  /** remoto: the federation name and the release most users now get. */
  remoto?: RemoteName;
  version?: string;
}

/** The audit entry fields the mapping reads (db/auditoria.ts AuditEntry). */
interface Cambio {
  usuario_id: number | null;
  accion: string;
  entidad: string;
  entidad_id?: number | string | null;
  datos?: Record<string, unknown> | null;
}

/** Assignments: entidad_id is the request (or datos.solicitudes lists them). */
const ASIGNACIONES: Record<string, TipoEvento> = { solicitudes_encuestadores: 'asignacion_gestor', solicitudes_operadores: 'asignacion_operador' };
/** Verifications: entidad_id is the verification's own id, the request is datos.solicitud_id. */
const VERIFICACIONES: Record<string, TipoEvento> = { verificaciones: 'verificacion', verificaciones_operadores: 'llamada' };

/** Audit verbs on usuarios that change nothing a list shows. */
const ACCIONES_DE_CUENTA = new Set(['cerrar_sesion', 'solicitar_recuperacion', 'restablecer_password', 'cambiar_password']);

const entero = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};
const enteros = (v: unknown): number[] => (Array.isArray(v) ? v.map(entero).filter((n): n is number => n !== null) : []);

function idsDe(ids: number[]): number[] | null {
  const unicos = [...new Set(ids)];
  return unicos.length > MAX_IDS_AVISO ? null : unicos;
}

/** The `reasignadas` of an assignment ({id, de}[]) grouped by previous holder. */
function previosDe(reasignadas: unknown): [number, number[]][] {
  const porUsuario = new Map<number, number[]>();
  if (!Array.isArray(reasignadas)) return [];
  for (const r of reasignadas as ({ id?: unknown; de?: unknown } | null)[]) {
    const id = entero(r?.id);
    const de = entero(r?.de);
    if (id === null || de === null) continue;
    porUsuario.set(de, [...(porUsuario.get(de) ?? []), id]);
  }
  return [...porUsuario];
}

/** The notice of an audited change, or null when it changes nothing a list or form shows. */
export function avisoDe(c: Cambio): Aviso | null {
  const datos = c.datos ?? {};
  const base = { accion: c.accion, actor_id: c.usuario_id, agencia_id: null, usuarios: [] };
  if (c.entidad === 'solicitudes') {
    if (c.accion === 'importar') {
      // New requests nobody holds yet: their agency's lists, no operator's or gestor's.
      const agencia = entero(datos.agencia_id);
      return { ...base, tipo: 'solicitudes_importadas', ids: null, agencia_id: agencia, agencias: agencia === null ? [] : [agencia] };
    }
    const id = entero(c.entidad_id);
    if (id === null) return null;
    const tipo = c.accion === 'duplicar' || c.accion === 'crear' ? 'solicitud_creada' : 'solicitud_modificada';
    return { ...base, tipo, ids: [id] };
  }
  const verificacion = VERIFICACIONES[c.entidad];
  if (verificacion) {
    const id = entero(datos.solicitud_id);
    return id === null ? null : { ...base, tipo: verificacion, ids: [id] };
  }
  const asignacion = ASIGNACIONES[c.entidad];
  if (asignacion) {
    const una = entero(c.entidad_id);
    const usuarios = [entero(datos.usuario_id), entero(datos.de), entero(datos.a)].filter((n): n is number => n !== null);
    const previos = previosDe(datos.reasignadas);
    const ids = idsDe([...(una === null ? [] : [una]), ...enteros(datos.solicitudes)]);
    // Without ids the previous holders are named among `usuarios` (auditoria-muchos.ts adds the current ones).
    if (ids === null) return { ...base, tipo: asignacion, ids, usuarios: [...new Set([...usuarios, ...previos.map(([u]) => u)])] };
    return { ...base, tipo: asignacion, ids, usuarios: [...new Set(usuarios)], ...(previos.length > 0 ? { previos } : {}) };
  }
  if (c.entidad === 'usuarios' && !ACCIONES_DE_CUENTA.has(c.accion)) {
    const id = entero(c.entidad_id);
    return id === null ? null : { ...base, tipo: 'usuario', ids: [], usuarios: [id] };
  }
  if (c.entidad === 'remotos') {
    // Every subscriber: any screen may come from that remote (datos written by modules/remotos).
    const remoto = typeof datos.remoto === 'string' && isRemoteName(datos.remoto) ? datos.remoto : null;
    if (remoto === null || c.accion === 'publicar') return null;
    return { ...base, tipo: 'remoto', ids: [], remoto, version: typeof datos.servida === 'string' ? datos.servida : 'repositorio' };
  }
  if (c.entidad === 'agencias') {
    const id = entero(c.entidad_id);
    return id === null ? null : { ...base, tipo: 'agencia', ids: [], agencia_id: id };
  }
  return null;
}

/**
 * Sent on the same channel for every audited change of a user's account (logout, password change
 * or reset, deactivation, deletion, role): that user's open streams read their session again at
 * once (routes.ts), so a revoked one ends on every process without waiting for its keep-alive.
 */
export interface AvisoSesion {
  sesion: number;
}

export function avisoSesionDe(c: Cambio): AvisoSesion | null {
  if (c.entidad !== 'usuarios') return null;
  const id = entero(c.entidad_id);
  return id === null ? null : { sesion: id };
}
