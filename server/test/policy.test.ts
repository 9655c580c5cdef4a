import type { FastifyInstance, RouteOptions } from 'fastify';
import { MENSAJES, PERMISOS } from '@verifica/contracts';
import { findRepoRoot } from '../src/config';
import { registerFrontend } from '../src/frontend';
import { agencyScope, columnasDe, describePolicy, sesionCte, sesionEnConsulta, type RoutePolicy } from '../src/plugins/policy';
import { createTestContext, type TestContext } from './context';

let ctx: TestContext;

/** Routes added only for this test, to exercise the hook. */
async function probeRoutes(app: FastifyInstance) {
  const probe = (url: string, policy: RoutePolicy | undefined) =>
    app.get(url, { config: policy === undefined ? {} : { policy } }, async (request) => ({
      usuario: request.usuario?.correo ?? null,
      scope: policy !== undefined && policy !== 'public' && policy.scope === 'agencia' ? agencyScope(request) : 'n/a',
    }));
  probe('/api/__prueba/sin_politica', undefined);
  probe('/api/__prueba/usuarios', { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia' });
  probe('/api/__prueba/amplio', { permiso: 'broad', scope: 'none' });
  probe('/api/__prueba/cualquiera', { permiso: [PERMISOS.admin, PERMISOS.reportesCallCenter], scope: 'agencia' });
  // Session folded into the handler's statement: one that confirms it, one that forgets to.
  const sesion = sesionCte(app.db);
  const consulta = app.db.with(sesion).select(columnasDe(sesion)).from(sesion).prepare('prueba_sesion_en_consulta');
  app.get('/api/__prueba/en_consulta', { config: { policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia', sesionEnConsulta: true } } }, async (request) => {
    const s = sesionEnConsulta(request);
    const [fila] = await consulta.execute(s.parametros);
    const c = s.confirmar(fila);
    return { usuario: c.actor.correo, scope: c.scope, amplio: fila?.amplio, broad: c.actor.broad };
  });
  app.get('/api/__prueba/en_consulta_traga', { config: { policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia', sesionEnConsulta: true } } }, async (request) => {
    const s = sesionEnConsulta(request);
    const [fila] = await consulta.execute(s.parametros);
    try {
      s.confirmar(fila);
    } catch {
      // a handler that swallows the 403
    }
    return { correo: fila?.correo ?? 'nadie' };
  });
  app.get('/api/__prueba/en_consulta_olvida', { config: { policy: { permiso: 'authenticated', scope: 'none', sesionEnConsulta: true } } }, async (request) => {
    const [fila] = await consulta.execute(sesionEnConsulta(request).parametros);
    return { correo: fila?.correo ?? 'nadie' };
  });
}

beforeAll(async () => {
  ctx = await createTestContext({
    solicitudes: 0,
    before: async (app) => {
      await registerFrontend(app, { repoRoot: findRepoRoot(__dirname), env: {} });
      await probeRoutes(app);
    },
  });
});
afterAll(() => ctx?.close());

const routeName = (r: RouteOptions) => `${Array.isArray(r.method) ? r.method.join(',') : r.method} ${r.url}`;

describe('route table', () => {
  it('every route declares a valid policy (public, authenticated, a permission, or broad)', () => {
    expect(ctx.routes.length).toBeGreaterThan(10);
    const missing = ctx.routes
      .filter((r) => !r.url.startsWith('/api/__prueba/sin_politica'))
      .filter((r) => describePolicy(r.config?.policy) === '(none)')
      .map(routeName);
    expect(missing).toEqual([]);
  });

  it('the walker does catch a route without policy', () => {
    const flagged = ctx.routes.filter((r) => describePolicy(r.config?.policy) === '(none)').map((r) => r.url);
    expect(flagged).toContain('/api/__prueba/sin_politica');
  });

  it('documents the policies of the foundation routes', () => {
    const table = Object.fromEntries(ctx.routes.filter((r) => r.method !== 'HEAD').map((r) => [routeName(r), describePolicy(r.config?.policy)]));
    expect(table).toMatchObject({
      'POST /api/login': 'public',
      'POST /password/email': 'public',
      'POST /password/reset': 'public',
      'GET /api/health': 'public',
      'POST /api/logout': 'authenticated',
      'POST /api/change_password': 'authenticated',
      'POST /api/solicitudes/folio': 'authenticated [agencia]',
      'GET /api/solicitudes/:id': 'authenticated [agencia]',
      'GET /api/solicitudes_pdf/:id': 'authenticated [agencia]',
      'GET /api/imagenes/:id': 'public',
      'GET /api/docs/json': 'public',
    });
  });
});

describe('policy hook', () => {
  const get = async (url: string, correo?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: correo ? ctx.auth(await ctx.tokenFor(correo)) : {} });

  it('fails closed (403) on a route without policy, even for the super admin', async () => {
    const res = await get('/api/__prueba/sin_politica', 'superadmin@verifica.mx');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MENSAJES.sinPermiso });
  });

  it('checks the permission; scope is the own agency or null for global users', async () => {
    expect((await get('/api/__prueba/usuarios')).statusCode).toBe(401);
    const op = await get('/api/__prueba/usuarios', 'operador@verifica.mx');
    expect(op.statusCode).toBe(403);
    expect(op.json()).toEqual({ message: MENSAJES.sinPermiso });
    const admin = await get('/api/__prueba/usuarios', 'admin@verifica.mx');
    expect(admin.statusCode).toBe(200);
    expect(typeof admin.json().scope).toBe('number');
    const sup = await get('/api/__prueba/usuarios', 'superadmin@verifica.mx');
    expect(sup.json()).toEqual({ usuario: 'superadmin@verifica.mx', scope: null });
  });

  it('broad-only routes admit only is_super_admin or *', async () => {
    expect((await get('/api/__prueba/amplio', 'admin@verifica.mx')).statusCode).toBe(403);
    expect((await get('/api/__prueba/amplio', 'superadmin@verifica.mx')).statusCode).toBe(200);
  });

  it('session folded into the statement: same 401/403 and scope as the hook; amplio in SQL = the broad permission', async () => {
    expect((await get('/api/__prueba/en_consulta')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/__prueba/en_consulta', headers: { authorization: 'Bearer x.y.z' } })).statusCode).toBe(401);
    const op = await get('/api/__prueba/en_consulta', 'operador@verifica.mx');
    expect([op.statusCode, op.json()]).toEqual([403, { message: MENSAJES.sinPermiso }]);
    const admin = (await get('/api/__prueba/en_consulta', 'admin@verifica.mx')).json();
    expect(admin).toMatchObject({ usuario: 'admin@verifica.mx', amplio: false, broad: false });
    expect(typeof admin.scope).toBe('number');
    expect((await get('/api/__prueba/en_consulta', 'superadmin@verifica.mx')).json()).toEqual({
      usuario: 'superadmin@verifica.mx',
      scope: null,
      amplio: true,
      broad: true,
    });
  });

  it('session folded into the statement: an answer sent without confirming the session is a 401', async () => {
    const res = await get('/api/__prueba/en_consulta_olvida', 'superadmin@verifica.mx');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('superadmin@verifica.mx');
    // A check that threw (no permission) and was swallowed by the handler does not count either.
    const tragada = await get('/api/__prueba/en_consulta_traga', 'operador@verifica.mx');
    expect(tragada.statusCode).toBe(401);
    expect(tragada.body).not.toContain('operador@verifica.mx');
    expect((await get('/api/__prueba/en_consulta_traga', 'admin@verifica.mx')).json()).toEqual({ correo: 'admin@verifica.mx' });
  });

  it('a list of permissions means any of them', async () => {
    expect((await get('/api/__prueba/cualquiera', 'operador@verifica.mx')).statusCode).toBe(200);
    expect((await get('/api/__prueba/cualquiera', 'admin@verifica.mx')).statusCode).toBe(200);
    expect((await get('/api/__prueba/cualquiera', 'gestor@verifica.mx')).statusCode).toBe(403);
  });
});
