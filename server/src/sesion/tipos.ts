/** Who acts in a request, and the context every service takes. */
import type { Db } from '../db/client';

/** The authenticated user, as every handler sees it. */
export interface UsuarioSesion {
  id: number;
  correo: string;
  nombre_completo: string;
  agencia_id: number | null;
  /** Name of the user's agency ('' without agency). */
  agencia_nombre: string;
  permisos: string[];
  /** is_super_admin or '*': global scope, agency selectors. */
  broad: boolean;
  /** Token id and expiry (seconds), for logout. */
  jti: string;
  exp: number;
}

/** Who acts: the session user plus the client address (audit, rate limits). */
export interface Actor extends UsuarioSesion {
  ip: string;
}

/**
 * The request context every service takes as its first argument: who acts, within which agency
 * scope, on which database. Built once per request by the policy hook.
 */
export interface Contexto {
  db: Db;
  actor: Actor;
  /**
   * Agency filter: null = global (broad permission), otherwise the actor's agencia_id. Only on
   * routes declared with scope 'agencia' (reading it elsewhere throws: programming error).
   */
  scope: number | null;
}
