/**
 * Route policies: every route says who may call it, and whether it touches agency data.
 *
 *   config: { policy: 'public' }
 *   config: { policy: { permiso: 'authenticated', scope: 'none' } }              // any session
 *   config: { policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia' } } // permission + agency data
 *   config: { policy: { permiso: [PERMISOS.admin, PERMISOS.reportesCallCenter], scope: 'agencia' } } // any of
 *   config: { policy: { permiso: 'broad', scope: 'none' } }                      // is_super_admin or '*'
 *
 * The onRequest hook installed by `policyPlugin` enforces it: 401 without/with a bad token
 * (error 'token_expired' when expired), 403 without the permission, 403 for a route that forgot
 * its policy (fail closed; test/policy.test.ts also fails). It also builds the request context
 * (`contexto(request)`: actor, agency scope, db) that handlers pass to every service.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { can, hasBroadPermission, MENSAJES, PERMISOS, type Permiso } from '@verifica/contracts';
import type { Db } from '../db/client';
import { unaPorBase } from '../db/listado';
import { agencias, revokedTokens, roles, usuarios } from '../db/schema';
import { forbidden, HttpError, notFound, unauthorized } from '../lib/errors';
import { verifyTokenSync, type TokenClaims } from '../lib/jwt';
import { nombreCompleto } from '../lib/nombre';

/** Who may call: any session, the broad permission only, one permission, or any of several. */
export type PolicyPermiso = 'authenticated' | 'broad' | Permiso | readonly Permiso[];

export type RoutePolicy =
  | 'public'
  | {
      permiso: PolicyPermiso;
      /**
       * 'agencia': the route reads or changes agency-owned data; `agencyScope(request)` gives the
       * filter and a non-broad user without agency is refused. 'none': not agency data.
       */
      scope: 'agencia' | 'none';
      /** Also accept the token as ?token= (downloads opened in a new tab). Default false. */
      queryToken?: boolean;
      /**
       * The handler reads the session row in its own statement (one round trip instead of two,
       * server/README.md "Session folded into the read"): the hook only verifies the token, and
       * the handler gets its context from `confirmarSesion`. An answer sent without that
       * confirmation is replaced by a 401 (fail closed).
       */
      sesionEnConsulta?: boolean;
    };

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

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    /** Set by the policy hook on every non-public route; null on public ones. */
    usuario: UsuarioSesion | null;
    /** Set with `usuario`; read it through `contexto(request)`. */
    contexto: Contexto | null;
    /** On `sesionEnConsulta` routes: the verified token, until `confirmarSesion` reads its row. */
    tokenVerificado: TokenClaims | null;
  }
}

/** Describes a policy for logs and the route table test. */
export function describePolicy(p: RoutePolicy | undefined): string {
  if (p === undefined) return '(none)';
  if (p === 'public') return 'public';
  const permiso = typeof p.permiso === 'string' ? p.permiso : p.permiso.join('|');
  return `${permiso}${p.scope === 'agencia' ? ' [agencia]' : ''}`;
}

function isValidPolicy(p: unknown): p is RoutePolicy {
  if (p === 'public') return true;
  if (typeof p !== 'object' || p === null) return false;
  const o = p as { permiso?: unknown; scope?: unknown };
  const permisoOk = typeof o.permiso === 'string' || (Array.isArray(o.permiso) && o.permiso.length > 0);
  return permisoOk && (o.scope === 'agencia' || o.scope === 'none');
}

function allows(permisos: readonly string[], permiso: PolicyPermiso): boolean {
  if (permiso === 'authenticated') return true;
  if (permiso === 'broad') return hasBroadPermission(permisos);
  if (typeof permiso === 'string') return can(permisos, permiso);
  return permiso.some((p) => can(permisos, p));
}

function bearerOf(request: FastifyRequest, queryToken: boolean): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return m?.[1] ?? '';
  }
  if (queryToken) {
    const q = request.query as Record<string, unknown> | undefined;
    if (q && typeof q.token === 'string') return q.token;
  }
  return null;
}

/** A token whose signature and expiry are good; its user row is still to be checked. */
function verificarToken(app: FastifyInstance, token: string): TokenClaims {
  const result = verifyTokenSync(app.config.jwtSecret, token);
  if (!result.ok) {
    throw result.reason === 'expired' ? unauthorized(MENSAJES.sesionExpirada, 'token_expired') : unauthorized();
  }
  return result.claims;
}

/** The broad permission as SQL over a permisos array (the rule of `hasBroadPermission`). */
const amplioSql = (permisos: AnyPgColumn) => sql<boolean>`(${permisos} && array[${PERMISOS.superAdmin}, ${PERMISOS.comodin}]::text[])`;

/**
 * Columns of the session check: user active and not deleted, role permissions, agency name, token
 * not revoked, and `amplio` (broad permission) for folded statements' agency filters.
 * Placeholders: `sesion_id`, `sesion_jti`.
 */
const columnasSesion = {
  id: usuarios.id,
  correo: usuarios.correo,
  nombre: usuarios.nombre,
  apellido_paterno: usuarios.apellido_paterno,
  apellido_materno: usuarios.apellido_materno,
  agencia_id: usuarios.agencia_id,
  // Aliased, with names no folded statement's own columns take: drizzle refers to a CTE's
  // aliased fields unqualified (and usuarios.nombre is in the CTE too).
  agencia_nombre: sql<string | null>`${agencias.nombre}`.as('sesion_agencia_nombre'),
  sesiones_desde: usuarios.sesiones_desde,
  permisos: roles.permisos,
  amplio: amplioSql(roles.permisos).as('sesion_amplio'),
  revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('sesion_jti')})`.as('sesion_revocado'),
};

const consultaSesion = (db: Db) =>
  db
    .select(columnasSesion)
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .leftJoin(agencias, eq(agencias.id, usuarios.agencia_id))
    .where(and(eq(usuarios.id, sql.placeholder('sesion_id')), eq(usuarios.activo, true), isNull(usuarios.eliminado_at)))
    .limit(1);

/** The session row as a CTE named `sesion`, for a statement that folds the check into its read. */
export const sesionCte = (db: Db) => db.$with('sesion').as(consultaSesion(db));

/** A session row as read by the check (alone or folded into a handler's statement). */
export type FilaSesion = Awaited<ReturnType<ReturnType<typeof consultaSesion>['execute']>>[number];

/** The placeholders of the session check for a verified token. */
export const parametrosSesion = (t: TokenClaims) => ({ sesion_id: t.sub, sesion_jti: t.jti });

/** 401 unless the row exists, the token is not revoked and was issued after the last password change. */
function usuarioDeFila(t: TokenClaims, u: FilaSesion | null | undefined): UsuarioSesion {
  if (!u || u.revoked) throw unauthorized();
  // A password reset or change ends every session issued before it (the changing one gets a new token).
  if (u.sesiones_desde && t.emitidoMs < u.sesiones_desde.getTime()) throw unauthorized();
  return {
    id: u.id,
    correo: u.correo,
    nombre_completo: nombreCompleto(u),
    agencia_id: u.agencia_id,
    agencia_nombre: u.agencia_nombre ?? '',
    permisos: u.permisos,
    broad: hasBroadPermission(u.permisos),
    jti: t.jti,
    exp: t.exp,
  };
}

/**
 * The per-request user check, one prepared statement (parsed and planned once per connection):
 * user active and not deleted, role permissions, agency name, token not revoked. Re-read on every
 * request, so logout, deactivation, deletion and role changes take effect on the next request.
 */
function prepararSesion(db: Db) {
  return consultaSesion(db).prepare('verifica_sesion');
}
const sesionPreparada = unaPorBase(prepararSesion);

/** Verifies the token, the revocation list and the user row (active, not deleted). */
export async function authenticate(app: FastifyInstance, token: string): Promise<UsuarioSesion> {
  const t = verificarToken(app, token);
  const [u] = await sesionPreparada(app.db).execute(parametrosSesion(t));
  return usuarioDeFila(t, u);
}

/** The context of an authenticated request; `scope` throws unless the route has scope 'agencia'. */
function crearContexto(db: Db, request: FastifyRequest, usuario: UsuarioSesion, scopeAgencia: boolean): Contexto {
  const actor: Actor = { ...usuario, ip: request.ip };
  if (scopeAgencia) return { db, actor, scope: usuario.broad ? null : usuario.agencia_id };
  return {
    db,
    actor,
    get scope(): number | null {
      throw new Error(`contexto.scope en una ruta sin scope 'agencia': ${request.method} ${request.routeOptions.url}`);
    },
  };
}

type PolicyConSesion = Exclude<RoutePolicy, 'public'>;

/** Permission and agency checks of an authenticated request; sets its context. */
function autorizar(db: Db, request: FastifyRequest, usuario: UsuarioSesion, policy: PolicyConSesion): Contexto {
  request.usuario = usuario;
  request.contexto = crearContexto(db, request, usuario, policy.scope === 'agencia');
  if (!allows(usuario.permisos, policy.permiso)) {
    request.log.warn(
      { usuario_id: usuario.id, route: request.routeOptions.url, method: request.method, policy: describePolicy(policy) },
      'autorización denegada',
    );
    throw forbidden();
  }
  if (policy.scope === 'agencia' && !usuario.broad && usuario.agencia_id == null) {
    request.log.warn({ usuario_id: usuario.id, route: request.routeOptions.url }, 'autorización denegada: usuario sin agencia');
    throw forbidden();
  }
  return request.contexto;
}

function registrarFallo(request: FastifyRequest, e: unknown): void {
  if (e instanceof HttpError) {
    request.log.warn({ route: request.routeOptions.url, motivo: e.body.error ?? 'token_invalido' }, 'autenticación fallida');
  }
}

async function enforce(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.is404) return;
  const policy = request.routeOptions.config.policy;
  if (policy === 'public') return;
  if (!isValidPolicy(policy)) {
    request.log.error({ url: request.routeOptions.url, method: request.method }, 'ruta sin política de acceso: acceso denegado');
    throw forbidden();
  }
  const token = bearerOf(request, policy.queryToken === true);
  if (token === null || token === '') {
    request.log.info({ route: request.routeOptions.url }, 'autenticación requerida');
    throw unauthorized();
  }
  try {
    if (policy.sesionEnConsulta === true) {
      request.tokenVerificado = verificarToken(this, token);
      return;
    }
    autorizar(this.db, request, await authenticate(this, token), policy);
  } catch (e) {
    registrarFallo(request, e);
    throw e;
  }
}

/**
 * On a `sesionEnConsulta` route: the session row its statement read (`sesionCte`, with
 * `parametrosSesion`), checked as the hook checks it on every other route (401: user gone,
 * inactive, token revoked or older than a password change; 403: permission or agency). Returns
 * the request context; the statement's data must only be used after this returns.
 */
export function confirmarSesion(request: FastifyRequest, fila: FilaSesion | null | undefined): Contexto {
  const policy = request.routeOptions.config.policy;
  const t = request.tokenVerificado;
  if (!t || policy === undefined || policy === 'public' || policy.sesionEnConsulta !== true) throw unauthorized();
  try {
    const ctx = autorizar(request.server.db, request, usuarioDeFila(t, fila), policy);
    confirmadas.add(request);
    return ctx;
  } catch (e) {
    registrarFallo(request, e);
    throw e;
  }
}

/**
 * What a `sesionEnConsulta` handler hands its service: the session placeholders of its statement
 * and the check of the row it read (which returns the context, or throws 401/403).
 */
export interface SesionEnConsulta {
  parametros: { sesion_id: number; sesion_jti: string };
  confirmar(fila: FilaSesion | null | undefined): Contexto;
  /** For the handler's other paths (no folded statement): the session check on its own. */
  leer(): Promise<Contexto>;
}

export function sesionEnConsulta(request: FastifyRequest): SesionEnConsulta {
  const t = request.tokenVerificado;
  if (!t) throw unauthorized();
  const parametros = parametrosSesion(t);
  return {
    parametros,
    confirmar: (fila) => confirmarSesion(request, fila),
    leer: async () => {
      const [fila] = await sesionPreparada(request.server.db).execute(parametros);
      return confirmarSesion(request, fila);
    },
  };
}

type SesionCte = ReturnType<typeof sesionCte>;

/** The session columns of `sesionCte(db)`, to select next to a folded statement's own columns. */
export function columnasDe(sesion: SesionCte): { [K in keyof typeof columnasSesion]: SesionCte[K] } {
  const claves = Object.keys(columnasSesion) as (keyof typeof columnasSesion)[];
  return Object.fromEntries(claves.map((k) => [k, sesion[k]])) as { [K in keyof typeof columnasSesion]: SesionCte[K] };
}

/** Inside a folded statement: `agenciaId` is in the session user's scope (broad: every agency). */
export const enAlcanceDe = (sesion: SesionCte, agenciaId: AnyPgColumn | SQL): SQL =>
  sql`(${sesion.amplio} or ${agenciaId} = ${sesion.agencia_id})`;

/** Requests of `sesionEnConsulta` routes whose session passed every check of `confirmarSesion`. */
const confirmadas = new WeakSet<FastifyRequest>();

/**
 * Fail closed: a `sesionEnConsulta` answer whose session was never confirmed (or whose check threw
 * and was swallowed) becomes a 401.
 */
async function exigirConfirmacion(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (confirmadas.has(request) || reply.statusCode >= 400) return payload;
  request.log.error({ route: request.routeOptions.url, method: request.method }, 'respuesta sin sesión confirmada: se devuelve 401');
  const e = unauthorized();
  reply.code(e.statusCode).type('application/json; charset=utf-8');
  return JSON.stringify(e.body);
}

/** Installs the policy hook (root level, so it covers every route). */
export const policyPlugin: FastifyPluginAsync = fp(
  async (app) => {
    app.decorateRequest('usuario', null);
    app.decorateRequest('contexto', null);
    app.decorateRequest('tokenVerificado', null);
    app.addHook('onRequest', enforce);
    app.addHook('onRoute', (route) => {
      const policy = route.config?.policy;
      if (policy !== undefined && policy !== 'public' && policy.sesionEnConsulta === true) {
        route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), exigirConfirmacion];
      }
    });
  },
  { name: 'verifica-policy', dependencies: ['verifica-core'] },
);

// ------------------------------------------------------------------------ helpers for services

/** The current user; throws 401 if the route is public (programming error) or unauthenticated. */
export function usuarioActual(request: FastifyRequest): UsuarioSesion {
  if (!request.usuario) throw unauthorized();
  return request.usuario;
}

/** The request context (actor, scope, db) every service takes; 401 on a public route. */
export function contexto(request: FastifyRequest): Contexto {
  if (!request.contexto) throw unauthorized();
  return request.contexto;
}

/**
 * The agency filter of the current request: null = global (broad permission), otherwise the
 * user's agencia_id. Only valid on routes declared with scope 'agencia'.
 */
export function agencyScope(request: FastifyRequest): number | null {
  const policy = request.routeOptions.config.policy;
  if (policy === undefined || policy === 'public' || policy.scope !== 'agencia') {
    throw new Error(`agencyScope() en una ruta sin scope 'agencia': ${request.method} ${request.routeOptions.url}`);
  }
  const u = usuarioActual(request);
  if (u.broad) return null;
  if (u.agencia_id == null) throw forbidden();
  return u.agencia_id;
}

/** A Drizzle condition restricting `column` to the scope (undefined = no restriction). */
export function scopeWhere(column: AnyPgColumn, scope: number | null): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}

/**
 * The agency a scoped request acts on: a global user may pick one (or none = all), a scoped user
 * always gets their own, whatever they asked for.
 */
export function agenciaEfectiva(scope: number | null, pedida: number | null | undefined): number | null {
  if (scope !== null) return scope;
  return pedida && pedida > 0 ? pedida : null;
}

/** 404 unless `agenciaId` is inside the scope (never reveal another agency's record). */
export function assertInScope(scope: number | null, agenciaId: number | null | undefined): void {
  if (scope !== null && agenciaId !== scope) throw notFound();
}

/**
 * Wraps a plugin whose routes should default to `policy` (e.g. static files, swagger-ui).
 * Routes that declare their own policy keep it.
 */
export function withDefaultPolicy<O extends FastifyPluginOptions>(
  policy: RoutePolicy,
  plugin: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  return async (scope, opts) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.config = { ...(route.config ?? {}), policy: route.config?.policy ?? policy } as RouteOptions['config'];
    });
    await scope.register(plugin, opts);
  };
}
