import { and, eq, isNull } from 'drizzle-orm';
import { ROLES } from '@verifica/contracts';
import { agencias, roles, usuarios } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';

let ctx: TestContext;
let agencia1: number;
let agencia2: number;

beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 0 });
  const ags = await ctx.db.select({ id: agencias.id }).from(agencias).orderBy(agencias.id);
  agencia1 = ags[0]?.id ?? 0;
  agencia2 = ags[1]?.id ?? 0;
});
afterAll(() => ctx?.close());

const get = async (correo: string | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/operadores/list${query}`, headers: correo ? ctx.auth(await ctx.tokenFor(correo)) : {} });

async function operadoresEnDb(agenciaIds?: number[]): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: usuarios.id, agencia_id: usuarios.agencia_id })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(roles.title, ROLES.operador.title), eq(usuarios.activo, true), isNull(usuarios.eliminado_at)));
  return rows.filter((r) => !agenciaIds || agenciaIds.includes(r.agencia_id ?? -1)).map((r) => r.id).sort((a, b) => a - b);
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('GET /api/operadores/list', () => {
  it('a scoped user gets the active operators of their agency as {id, nombre_completo}', async () => {
    const res = await get('supervisor@verifica.mx', `?agencia_id=${agencia2}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; nombre_completo: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(ids(body)).toEqual(await operadoresEnDb([agencia1]));
    for (const o of body) expect(Object.keys(o).sort()).toEqual(['id', 'nombre_completo']);
    expect(body.map((o) => o.id)).toContain(await ctx.userId('operador@verifica.mx'));
    // No gestores in it.
    expect(body.map((o) => o.id)).not.toContain(await ctx.userId('gestor@verifica.mx'));
  });

  it('a broad user gets all, or one agency with agencia_id', async () => {
    expect(ids((await get('superadmin@verifica.mx')).json())).toEqual(await operadoresEnDb());
    expect(ids((await get('superadmin@verifica.mx', `?agencia_id=${agencia2}`)).json())).toEqual(await operadoresEnDb([agencia2]));
  });

  it('excludes a deactivated operator', async () => {
    const id = await ctx.userId('operador@verifica.mx');
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
    expect(ids((await get('admin@verifica.mx')).json())).not.toContain(id);
    await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, id));
  });

  it('403 for a gestor, 401 without token, 422 for a bad agencia_id', async () => {
    expect((await get('gestor@verifica.mx')).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get('superadmin@verifica.mx', '?agencia_id=-4')).statusCode).toBe(422);
  });
});
