import { MENSAJES, ROLES } from '@verifica/contracts';
import type { RouteOptions } from 'fastify';
import { roles } from '../../db/schema';
import { describePolicy } from '../../plugins/policy';
import { contextoDelArchivo, ctx } from '../../../test/archivo';

contextoDelArchivo();

const get = async (correo: string | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/permisos/list', headers: correo ? ctx.auth(await ctx.tokenFor(correo)) : {} });

describe('GET /api/permisos/list', () => {
  it('the super admin gets every role as {id, title}, in id order', async () => {
    const res = await get('superadmin@verifica.mx');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; title: string }[];
    expect(body.map((r) => r.title)).toEqual(Object.values(ROLES).map((r) => r.title));
    expect(body.map((r) => r.id)).toEqual([...body.map((r) => r.id)].sort((a, b) => a - b));
    for (const r of body) expect(Object.keys(r).sort()).toEqual(['id', 'title']);
  });

  it('a scoped admin does not see global roles (is_super_admin or *)', async () => {
    await ctx.db.insert(roles).values({ title: 'Comodín', permisos: ['*'] });
    const admin = (await get('admin@verifica.mx')).json() as { title: string }[];
    expect(admin.map((r) => r.title)).toEqual([ROLES.administrador.title, ROLES.supervisor.title, ROLES.operador.title, ROLES.gestor.title]);
    const sup = (await get('superadmin@verifica.mx')).json() as { title: string }[];
    expect(sup.map((r) => r.title)).toContain('Comodín');
  });

  it('403 without gestionar_usuarios, 401 without token', async () => {
    for (const correo of ['operador@verifica.mx', 'supervisor@verifica.mx', 'gestor@verifica.mx']) {
      const res = await get(correo);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MENSAJES.sinPermiso });
    }
    expect((await get(null)).statusCode).toBe(401);
  });
});

describe('administration routes', () => {
  const routeName = (r: RouteOptions) => `${Array.isArray(r.method) ? r.method.join(',') : r.method} ${r.url}`;

  it('declare their policies', () => {
    const table = Object.fromEntries(ctx.routes.filter((r) => r.method !== 'HEAD').map((r) => [routeName(r), describePolicy(r.config?.policy)]));
    const usuarios = 'gestionar_usuarios [agencia]';
    const personas = 'gestionar_solicitudes|reportesCallCenter|gestionar_usuarios [agencia]';
    expect(table).toMatchObject({
      'GET /api/agencias': 'broad',
      'GET /api/agencias/list': 'authenticated [agencia]',
      'GET /api/agencias/:id': 'broad',
      'POST /api/agencias': 'broad',
      'PUT /api/agencias/:id': 'broad',
      'GET /api/usuarios': usuarios,
      'GET /api/usuarios/:id': usuarios,
      'POST /api/usuarios': usuarios,
      'POST /api/usuarios/': usuarios,
      'PUT /api/usuarios/:id': usuarios,
      'DELETE /api/usuarios/:id': usuarios,
      'GET /api/permisos/list': 'gestionar_usuarios',
      'GET /api/gestores/list': personas,
      'GET /api/operadores/list': personas,
    });
  });

  it('are in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/agencias', '/api/agencias/list', '/api/agencias/{id}', '/api/usuarios', '/api/usuarios/{id}', '/api/permisos/list', '/api/gestores/list', '/api/operadores/list']),
    );
  });
});
