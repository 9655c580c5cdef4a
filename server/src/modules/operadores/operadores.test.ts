import { eq } from 'drizzle-orm';
import { usuarios } from '../../db/schema';
import { agencia1, agencia2, contextoDelArchivo, ctx } from '../../../test/archivo';
import { activosDeRol, idsOrdenados } from '../../../test/personas';

contextoDelArchivo();

const get = async (correo: string | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/operadores/list${query}`, headers: correo ? ctx.auth(await ctx.tokenFor(correo)) : {} });

describe('GET /api/operadores/list', () => {
  it('a scoped user gets the active operators of their agency as {id, nombre_completo}', async () => {
    const res = await get('supervisor@verifica.mx', `?agencia_id=${agencia2}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; nombre_completo: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(idsOrdenados(body)).toEqual(await activosDeRol(ctx.db, 'operador', [agencia1]));
    for (const o of body) expect(Object.keys(o).sort()).toEqual(['id', 'nombre_completo']);
    expect(body.map((o) => o.id)).toContain(await ctx.userId('operador@verifica.mx'));
    // No gestores in it.
    expect(body.map((o) => o.id)).not.toContain(await ctx.userId('gestor@verifica.mx'));
  });

  it('a broad user gets all, or one agency with agencia_id', async () => {
    expect(idsOrdenados((await get('superadmin@verifica.mx')).json())).toEqual(await activosDeRol(ctx.db, 'operador'));
    expect(idsOrdenados((await get('superadmin@verifica.mx', `?agencia_id=${agencia2}`)).json())).toEqual(await activosDeRol(ctx.db, 'operador', [agencia2]));
  });

  it('excludes a deactivated operator', async () => {
    const id = await ctx.userId('operador@verifica.mx');
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
    expect(idsOrdenados((await get('admin@verifica.mx')).json())).not.toContain(id);
    await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, id));
  });

  it('403 for a gestor, 401 without token, 422 for a bad agencia_id', async () => {
    expect((await get('gestor@verifica.mx')).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get('superadmin@verifica.mx', '?agencia_id=-4')).statusCode).toBe(422);
  });
});
