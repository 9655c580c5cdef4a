/**
 * Route policies: every route says who may call it, and whether it touches agency data.
 *
 *   config: { policy: 'public' }
 *   config: { policy: { permiso: 'authenticated', scope: 'none' } }              // any session
 *   config: { policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia' } } // permission + agency data
 *   config: { policy: { permiso: [PERMISOS.admin, PERMISOS.reportesCallCenter], scope: 'agencia' } } // any of
 *   config: { policy: { permiso: 'broad', scope: 'none' } }                      // is_super_admin or '*'
 *
 * The onRequest hook installed by `policyPlugin` is the one place a request is authenticated:
 * 401 without/with a bad token (error 'token_expired' when expired), 403 without the permission,
 * 403 for a route that forgot its policy (fail closed; src/plugins/policy.test.ts also fails). It builds
 * the request context (`contexto(request)`: actor, agency scope, db) that handlers pass to every
 * service. The session is read on every request (one prepared statement, sesion/lectura.ts), so
 * logout, deactivation, deletion, role and password changes apply to the next request in every process.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import { alcanceDe, permite, type PolicyPermiso } from '../sesion/alcance';
import { leerSesion } from '../sesion/lectura';
import { tokenDe, verificarToken } from '../sesion/token';
import type { Actor, Contexto, UsuarioSesion } from '../sesion/tipos';

export type { PolicyPermiso } from '../sesion/alcance';
export type { Actor, Contexto, UsuarioSesion } from '../sesion/tipos';
export { agenciaEfectiva, assertInScope, contexto, scopeWhere } from '../sesion/alcance';

export type RoutePolicy =
  | 'public'
  | {
      permiso: PolicyPermiso;
      /**
       * 'agencia': the route reads or changes agency-owned data; `contexto(request).scope` gives the
       * filter and a non-broad user without agency is refused. 'none': not agency data.
       */
      scope: 'agencia' | 'none';
      /** Also accept the token as ?token= (downloads opened in a new tab). Default false. */
      queryToken?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    /** Set by the policy hook on every non-public route; null on public ones. */
    usuario: UsuarioSesion | null;
    /** Set with `usuario`; read it through `contexto(request)`. */
    contexto: Contexto | null;
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

/** The context of an authenticated request; `scope` throws unless the route has scope 'agencia'. */
function crearContexto(db: Db, request: FastifyRequest, usuario: UsuarioSesion, scope: number | null | undefined): Contexto {
  const actor: Actor = { ...usuario, ip: request.ip };
  if (scope !== undefined) return { db, actor, scope };
  return {
    db,
    actor,
    get scope(): number | null {
      throw new Error(`contexto.scope en una ruta sin scope 'agencia': ${request.method} ${request.routeOptions.url}`);
    },
  };
}

/** Permission and agency checks of an authenticated request (403); sets its user and context. */
function autorizar(db: Db, request: FastifyRequest, usuario: UsuarioSesion, policy: Exclude<RoutePolicy, 'public'>): void {
  request.usuario = usuario;
  const alcance = policy.scope === 'agencia' ? alcanceDe(usuario, policy.permiso) : permite(usuario.permisos, policy.permiso) ? undefined : 'denegado';
  if (alcance === 'denegado') {
    request.log.warn(
      { usuario_id: usuario.id, route: request.routeOptions.url, method: request.method, policy: describePolicy(policy), agencia_id: usuario.agencia_id },
      'autorización denegada',
    );
    throw forbidden();
  }
  request.contexto = crearContexto(db, request, usuario, alcance);
}

function crearHook(app: FastifyInstance) {
  return async function enforce(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    if (policy === 'public') return;
    if (!isValidPolicy(policy)) {
      request.log.error({ url: request.routeOptions.url, method: request.method }, 'ruta sin política de acceso: acceso denegado');
      throw forbidden();
    }
    const token = tokenDe(request, policy.queryToken === true);
    if (token === null || token === '') {
      request.log.info({ route: request.routeOptions.url }, 'autenticación requerida');
      throw unauthorized();
    }
    try {
      const t = verificarToken(app.config.jwtSecret, token);
      autorizar(app.db, request, await leerSesion(app.db, t), policy);
    } catch (e) {
      if (e instanceof HttpError) {
        request.log.warn({ route: request.routeOptions.url, motivo: e.body.error ?? 'token_invalido' }, 'autenticación fallida');
      }
      throw e;
    }
  };
}

/** Installs the policy hook (root level, so it covers every route). */
export const policyPlugin: FastifyPluginAsync = fp(
  async (app) => {
    app.decorateRequest('usuario', null);
    app.decorateRequest('contexto', null);
    app.addHook('onRequest', crearHook(app));
  },
  { name: 'verifica-policy', dependencies: ['verifica-core'] },
);

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
