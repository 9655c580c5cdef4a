import { and, eq } from 'drizzle-orm';
import { MENSAJES, ROLES } from '@verifica/contracts';
import { roles, usuarios } from '../../db/schema';
import { agencia1, agencia2, contextoDelArchivo, ctx } from '../../../test/archivo';
import { activosDeRol, idsOrdenados } from '../../../test/personas';

contextoDelArchivo();

const get = async (correo: string | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/gestores/list${query}`, headers: correo ? ctx.auth(await ctx.tokenFor(correo)) : {} });

describe('GET /api/gestores/list', () => {
  it('a scoped user gets the gestores of their agency as {id, nombre_completo}, sorted by name', async () => {
    const res = await get('admin@verifica.mx');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; nombre_completo: string }[];
    expect(idsOrdenados(body)).toEqual(await activosDeRol(ctx.db, 'gestor', [agencia1]));
    for (const g of body) expect(Object.keys(g).sort()).toEqual(['id', 'nombre_completo']);
    const [g] = await ctx.db.select().from(usuarios).where(eq(usuarios.correo, 'gestor@verifica.mx'));
    expect(body.find((x) => x.id === g?.id)?.nombre_completo).toBe(`${g?.nombre} ${g?.apellido_paterno} ${g?.apellido_materno}`);
    const nombres = body.map((x) => x.nombre_completo.toLowerCase());
    expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Another agency in the query changes nothing for a scoped user.
    expect(idsOrdenados((await get('admin@verifica.mx', `?agencia_id=${agencia2}`)).json())).toEqual(await activosDeRol(ctx.db, 'gestor', [agencia1]));
  });

  it('a broad user gets all, or the agencies asked (agencia_id, repeated, agencia_id[]); 0 means all', async () => {
    expect(idsOrdenados((await get('superadmin@verifica.mx')).json())).toEqual(await activosDeRol(ctx.db, 'gestor'));
    expect(idsOrdenados((await get('superadmin@verifica.mx', '?agencia_id=0')).json())).toEqual(await activosDeRol(ctx.db, 'gestor'));
    expect(idsOrdenados((await get('superadmin@verifica.mx', `?agencia_id=${agencia2}`)).json())).toEqual(await activosDeRol(ctx.db, 'gestor', [agencia2]));
    const both = await activosDeRol(ctx.db, 'gestor', [agencia1, agencia2]);
    expect(idsOrdenados((await get('superadmin@verifica.mx', `?agencia_id=${agencia1}&agencia_id=${agencia2}`)).json())).toEqual(both);
    expect(idsOrdenados((await get('superadmin@verifica.mx', `?agencia_id[]=${agencia1}&agencia_id[]=${agencia2}`)).json())).toEqual(both);
  });

  it('ignores the other fields of the filter form; 422 for a bad agencia_id', async () => {
    const res = await get('admin@verifica.mx', '?fecha_desde=2026-01-01&asignadas=2&colonias=Centro&eliminado=1&agencia_id=');
    expect(res.statusCode).toBe(200);
    const bad = await get('superadmin@verifica.mx', '?agencia_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['agencia_id']);
  });

  it('excludes inactive and deleted gestores', async () => {
    const [g1, g2] = await ctx.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id, usuarios.rol_id))
      .where(and(eq(roles.title, ROLES.gestor.title), eq(usuarios.agencia_id, agencia2)))
      .orderBy(usuarios.id);
    if (!g1 || !g2) throw new Error('faltan gestores');
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, g1.id));
    const admin2 = await ctx.tokenFor('admin2@verifica.mx');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/usuarios/${g2.id}`, headers: ctx.auth(admin2) })).statusCode).toBe(200);
    const list = idsOrdenados((await get('admin2@verifica.mx')).json());
    expect(list).not.toContain(g1.id);
    expect(list).not.toContain(g2.id);
    expect(list).toEqual(await activosDeRol(ctx.db, 'gestor', [agencia2]));
  });

  it('any of gestionar_solicitudes, reportesCallCenter, gestionar_usuarios; 403 for a gestor; 401 without token', async () => {
    for (const correo of ['supervisor@verifica.mx', 'operador@verifica.mx']) expect((await get(correo)).statusCode).toBe(200);
    const res = await get('gestor@verifica.mx');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MENSAJES.sinPermiso });
    expect((await get(null)).statusCode).toBe(401);
  });
});
