/** Who may receive a notice: the requests' current agency and holders, and the subscriber's scope. */
import { sql } from 'drizzle-orm';
import { can, PERMISOS, type EventoCambio } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';
import type { UsuarioSesion } from '../../sesion/tipos';
import { soloAsignadasAlUsuario } from '../../sesion/llamadas';
import type { Aviso } from '../../db/aviso';

/** A request's agency and current gestor and operator, as the notice is delivered. */
export interface Titular {
  agencia_id: number;
  gestor_id: number | null;
  operador_id: number | null;
}

/** What the notices of one batch need to know, read once per process (not per subscriber). */
export interface Titularidad {
  titulares: Map<number, Titular>;
  /** The agency of each changed user (usuario notices). */
  agenciaDeUsuario: Map<number, number | null>;
}

export async function leerTitularidad(db: Db, aviso: Aviso): Promise<Titularidad> {
  const titulares = new Map<number, Titular>();
  const agenciaDeUsuario = new Map<number, number | null>();
  if (aviso.ids && aviso.ids.length > 0) {
    const rows = await filas<{ id: number; agencia_id: number; gestor_id: number | null; operador_id: number | null }>(
      db,
      sql`select s.id, s.agencia_id, se.usuario_id as gestor_id, so.usuario_id as operador_id
          from solicitudes s
          left join solicitudes_encuestadores se on se.solicitud_id = s.id and se.activo
          left join solicitudes_operadores so on so.solicitud_id = s.id and so.activo
          where s.id = any(${sql.param(aviso.ids)}::int[])`,
    );
    for (const r of rows) titulares.set(r.id, { agencia_id: r.agencia_id, gestor_id: r.gestor_id, operador_id: r.operador_id });
  }
  if (aviso.tipo === 'usuario' && aviso.usuarios.length > 0) {
    const rows = await filas<{ id: number; agencia_id: number | null }>(
      db,
      sql`select id, agencia_id from usuarios where id = any(${sql.param(aviso.usuarios)}::int[])`,
    );
    for (const r of rows) agenciaDeUsuario.set(r.id, r.agencia_id);
  }
  return { titulares, agenciaDeUsuario };
}

type Suscrito = Pick<UsuarioSesion, 'id' | 'agencia_id' | 'permisos' | 'broad'>;

const enAgencia = (u: Suscrito, agenciaId: number | null | undefined) => u.broad || (u.agencia_id !== null && agenciaId === u.agencia_id);

/**
 * The event `u` receives for `aviso`, or null when it names nothing `u` may see: the detail's
 * agency scope, and for an operator or a gestor (no agency-wide list) only their own requests.
 */
export function eventoPara(u: Suscrito, aviso: Aviso, ctx: Titularidad): EventoCambio | null {
  const base = { tipo: aviso.tipo, accion: aviso.accion, actor_id: aviso.actor_id, propio: aviso.actor_id === u.id };
  if (aviso.tipo === 'remoto') {
    return aviso.remoto ? { ...base, solicitud_id: null, remoto: aviso.remoto, version: aviso.version ?? 'repositorio' } : null;
  }
  if (aviso.tipo === 'agencia') {
    const id = aviso.agencia_id;
    return id !== null && (u.broad || (u.agencia_id === id && can(u.permisos, PERMISOS.admin))) ? { ...base, solicitud_id: null, agencia_id: id } : null;
  }
  if (aviso.tipo === 'usuario') {
    if (!can(u.permisos, PERMISOS.gestionarUsuarios)) return null;
    const id = aviso.usuarios.find((n) => u.broad || enAgencia(u, ctx.agenciaDeUsuario.get(n)));
    return id === undefined ? null : { ...base, solicitud_id: null, usuario_id: id };
  }
  if (aviso.tipo === 'rellamada_vencida') {
    // Only its operator, while they still hold the folio.
    const id = aviso.ids?.[0];
    const t = id === undefined ? undefined : ctx.titulares.get(id);
    if (id === undefined || !t || aviso.usuarios[0] !== u.id || t.operador_id !== u.id || !enAgencia(u, t.agencia_id)) return null;
    return { ...base, solicitud_id: id, solicitudes: [id], ...(aviso.rellamada_id ? { rellamada_id: aviso.rellamada_id } : {}), ...(aviso.folio ? { folio: aviso.folio } : {}) };
  }
  const propias = soloAsignadasAlUsuario(u);
  if (aviso.ids === null) {
    // Too many requests to name: only that something changed (no ids), to whoever's scope holds one
    // of them (db/auditoria-muchos.ts: their agencies, and who holds or held one); the list checks itself.
    const enSusAgencias = u.agencia_id !== null && (aviso.agencias ?? []).includes(u.agencia_id);
    return u.broad || (enSusAgencias && (!propias || aviso.usuarios.includes(u.id))) ? { ...base, solicitud_id: null } : null;
  }
  // A previous holder of a multi-request reassignment: only the requests they held.
  const previas = new Set(aviso.previos?.find(([usuario]) => usuario === u.id)?.[1] ?? []);
  const visibles = aviso.ids.filter((id) => {
    const t = ctx.titulares.get(id);
    if (!t || !enAgencia(u, t.agencia_id)) return false;
    return !propias || t.gestor_id === u.id || t.operador_id === u.id || aviso.usuarios.includes(u.id) || previas.has(id);
  });
  if (visibles.length === 0) return null;
  return { ...base, solicitud_id: visibles.length === 1 ? (visibles[0] as number) : null, solicitudes: visibles };
}
