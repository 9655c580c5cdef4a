import type { FastifyInstance, RouteOptions } from 'fastify';
import { MENSAJES, PERMISOS } from '@verifica/contracts';
import { findRepoRoot } from '../config';
import { registerFrontend } from '../frontend';
import { contexto, describePolicy, type RoutePolicy } from './policy';
import { contextoDelArchivo, ctx } from '../../test/archivo';

/** Routes added only for this test, to exercise the hook. */
async function probeRoutes(app: FastifyInstance) {
  const probe = (url: string, policy: RoutePolicy | undefined) =>
    app.get(url, { config: policy === undefined ? {} : { policy } }, async (request) => ({
      usuario: request.usuario?.correo ?? null,
      scope: policy !== undefined && policy !== 'public' && policy.scope === 'agencia' ? contexto(request).scope : 'n/a',
    }));
  probe('/api/__prueba/sin_politica', undefined);
  probe('/api/__prueba/usuarios', { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia' });
  probe('/api/__prueba/amplio', { permiso: 'broad', scope: 'none' });
  probe('/api/__prueba/cualquiera', { permiso: [PERMISOS.admin, PERMISOS.reportesCallCenter], scope: 'agencia' });
}

contextoDelArchivo({
  before: async (app) => {
    await registerFrontend(app, { repoRoot: findRepoRoot(__dirname), env: {} });
    await probeRoutes(app);
  },
});

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
      'GET /api/vistas': 'authenticated',
      'POST /api/vistas': 'authenticated',
      'PUT /api/vistas/:id': 'authenticated',
      'DELETE /api/vistas/:id': 'authenticated',
      // Bitácora: an agency's administrator reads their agency's entries, a global user all.
      'GET /api/bitacora': 'is_admin [agencia]',
      // Background jobs: each kind then checks its own permission; the file's signature is its credential.
      'POST /api/trabajos': 'gestionar_solicitudes|reportesCallCenter|is_admin',
      'GET /api/trabajos': 'authenticated',
      'GET /api/trabajos/:id': 'authenticated',
      'DELETE /api/trabajos/:id': 'authenticated',
      'GET /api/trabajos/:id/archivo': 'public',
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

  it('a list of permissions means any of them', async () => {
    expect((await get('/api/__prueba/cualquiera', 'operador@verifica.mx')).statusCode).toBe(200);
    expect((await get('/api/__prueba/cualquiera', 'admin@verifica.mx')).statusCode).toBe(200);
    expect((await get('/api/__prueba/cualquiera', 'gestor@verifica.mx')).statusCode).toBe(403);
  });
});
