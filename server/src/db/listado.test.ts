/** Lists answer page + total in one statement; a page past the end still reports the total. */
import { contextoDelArchivo, ctx } from '../../test/archivo';

contextoDelArchivo();

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(await ctx.tokenFor('superadmin@verifica.mx')) })).json();

describe.each(['/api/agencias', '/api/usuarios'])('%s paging', (base) => {
  it('same total on every page, past the end, and as many rows as the plain list', async () => {
    const todas = (await get(`${base}?rowsPerPage=-1`)) as { id: number }[];
    const p1 = await get(`${base}?page=1&rowsPerPage=3`);
    const p2 = await get(`${base}?page=2&rowsPerPage=3`);
    const lejos = await get(`${base}?page=999&rowsPerPage=3`);
    for (const p of [p1, p2, lejos]) {
      expect(p.totalItems).toBe(todas.length);
      expect(p.total).toBe(Math.ceil(todas.length / 3));
      for (const fila of p.data) expect(fila).not.toHaveProperty('total');
    }
    expect(lejos.data).toEqual([]);
    expect([...p1.data, ...p2.data].map((r: { id: number }) => r.id)).toEqual(todas.slice(0, 6).map((r) => r.id));
    const vacia = await get(`${base}?page=1&rowsPerPage=3&search=zzzz-nadie`);
    expect(vacia).toEqual({ total: 1, current_page: 1, totalItems: 0, data: [] });
  });
});
