import { eq, sql } from 'drizzle-orm';
import type { Paged, TelefonoDuplicado } from '@verifica/contracts';
import { filasDe } from '../../db/filas';
import { agencias, solicitudes } from '../../db/schema';
import { contextoDelArchivo, ctx } from '../../../test/archivo';
import { crearDatos, type Datos } from '../../../test/reportes-datos';

let d: Datos;

contextoDelArchivo();
beforeAll(async () => {
  d = await crearDatos(ctx.db);
});

const get = async (correo: string | null, q = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/telefonos_duplicados${q}`, headers: correo ? ctx.auth(await ctx.tokenFor(correo)) : {} });
const pagina = async (q: string) => {
  const res = await get('superadmin@verifica.mx', q);
  expect(res.statusCode).toBe(200);
  return res.json() as Paged<TelefonoDuplicado>;
};
const MARZO = 'fecha_desde=2026-03-01&fecha_hasta=2026-03-31';
/** The folios (id and folio number, R-<key>) of the given test rows, in id order. */
const folios = (...claves: (keyof Datos['ids'])[]) => claves.map((k) => ({ id: d.ids[k], folio: `R-${k}` })).sort((a, b) => a.id - b.id);

describe('GET /api/telefonos_duplicados', () => {
  it('groups phones by digits (last 10), counts and lists the folio ids and, beside them, their folio numbers, veces descending', async () => {
    const { ids } = d;
    const r = await pagina(`?${MARZO}&desde=2`);
    expect(r).toEqual({
      total: 1,
      current_page: 1,
      totalItems: 2,
      data: [
        // '55 1234 5678', '(55)12345678', '+52 55 1234-5678' and '5512345678' are one phone.
        { telefono: '5512345678', veces: 4, ids: [ids.a1, ids.a2, ids.a3, ids.b1].join(','), folios: folios('a1', 'a2', 'a3', 'b1') },
        // a6 (captured 1 April) is outside the range; 'N/A' has no digits and is no phone.
        { telefono: '3311112222', veces: 2, ids: [ids.a4, ids.b2].join(','), folios: folios('a4', 'b2') },
      ],
    });
    const todo = await pagina('?desde=2');
    expect(todo.data.find((x) => x.telefono === '3311112222')).toEqual({ telefono: '3311112222', veces: 3, ids: [ids.a4, ids.a6, ids.b2].join(','), folios: folios('a4', 'a6', 'b2') });
  });

  it('desde (default 4) and hasta (default 100) bound veces, both included', async () => {
    expect((await pagina(`?${MARZO}`)).data.map((x) => [x.telefono, x.veces])).toEqual([['5512345678', 4]]);
    expect((await pagina(`?${MARZO}&desde=2&hasta=3`)).data.map((x) => x.telefono)).toEqual(['3311112222']);
    expect((await pagina(`?${MARZO}&desde=4&hasta=4`)).data.map((x) => x.telefono)).toEqual(['5512345678']);
    expect((await pagina(`?${MARZO}&desde=5`)).totalItems).toBe(0);
  });

  it("agencia_id counts only that agency's folios and lists only their ids and folio numbers", async () => {
    const { ids } = d;
    const r = await pagina(`?${MARZO}&desde=1&agencia_id=${d.A}`);
    expect(r.data).toEqual([
      { telefono: '5512345678', veces: 3, ids: [ids.a1, ids.a2, ids.a3].join(','), folios: folios('a1', 'a2', 'a3') },
      { telefono: '3311112222', veces: 1, ids: String(ids.a4), folios: folios('a4') },
    ]);
    const deB = (await pagina(`?desde=1&agencia_id=${d.B}`)).data;
    expect(deB.length).toBeGreaterThan(0);
    for (const row of deB) {
      for (const id of row.ids.split(',').map(Number)) expect([d.ids.b1, d.ids.b2]).toContain(id);
      // No folio number of agency A beside them.
      for (const f of row.folios) expect(folios('b1', 'b2')).toContainEqual(f);
    }
  });

  it('pages, sorts by veces ascending on request, and answers every row as an array with rowsPerPage -1', async () => {
    const p2 = await pagina(`?${MARZO}&desde=2&rowsPerPage=1&page=2`);
    expect(p2).toMatchObject({ total: 2, current_page: 2, totalItems: 2 });
    expect(p2.data.map((x) => x.telefono)).toEqual(['3311112222']);
    expect((await pagina(`?${MARZO}&desde=2&rowsPerPage=1&page=3`)).totalItems).toBe(2);
    expect((await pagina(`?${MARZO}&desde=2&sortBy=veces&descending=false`)).data.map((x) => x.veces)).toEqual([2, 4]);
    // Telefono is not sortable: the default order stays.
    expect((await pagina(`?${MARZO}&desde=2&sortBy=telefono&descending=false`)).data.map((x) => x.veces)).toEqual([4, 2]);
    const todas = await get('superadmin@verifica.mx', `?${MARZO}&desde=2&rowsPerPage=-1`);
    expect((todas.json() as TelefonoDuplicado[]).map((x) => x.veces)).toEqual([4, 2]);
  });

  it('broad permission only; bad bounds and dates are a Spanish 422', async () => {
    expect((await get('admin@verifica.mx')).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    const invertido = await get('superadmin@verifica.mx', '?desde=10&hasta=5');
    expect(invertido.statusCode).toBe(422);
    expect(invertido.json().errors).toEqual({ hasta: ['El máximo de repeticiones no puede ser menor que el mínimo'] });
    for (const q of ['?desde=0', '?desde=abc', '?hasta=1.5']) {
      const res = await get('superadmin@verifica.mx', q);
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors as Record<string, string[]>).flat()).toEqual(['Las repeticiones deben ser un número entero entre 1 y 100000']);
    }
    const fechas = await get('superadmin@verifica.mx', '?fecha_desde=2026-03-31&fecha_hasta=2026-03-01');
    expect(fechas.json().errors).toEqual({ fecha_hasta: ['La fecha final no puede ser anterior a la fecha inicial'] });
    expect((await get('superadmin@verifica.mx', '?fecha_hasta=31/03/2026')).statusCode).toBe(422);
  });
});

describe('telefonos_conteos, the count of each phone the report narrows by (migration 0015)', () => {
  const recuento = async () =>
    filasDe<{ telefono: string; n: number }>(
      await ctx.db.execute(sql`select telefono_norm as telefono, count(*)::int as n from solicitudes where telefono_norm <> '' group by 1 order by 1`),
    );
  const conteos = async () =>
    filasDe<{ telefono: string; n: number }>(await ctx.db.execute(sql`select telefono_norm as telefono, n from telefonos_conteos where n <> 0 order by 1`));

  it('after inserts (one and many), phone changes, other changes and deletes, it holds what a recount gives', async () => {
    const [agencia] = await ctx.db.select({ id: agencias.id }).from(agencias).limit(1);
    const agencia_id = agencia?.id ?? 0;
    expect(await conteos()).toEqual(await recuento());
    const nuevas = await ctx.db
      .insert(solicitudes)
      .values([
        { agencia_id, folio_solicitud: 'TC-1', telefono: '55 9999 0001' },
        { agencia_id, folio_solicitud: 'TC-2', telefono: '(55) 9999-0001' },
        { agencia_id, folio_solicitud: 'TC-3', telefono: '5599990002' },
        { agencia_id, folio_solicitud: 'TC-4', telefono: 'N/A' },
      ])
      .returning({ id: solicitudes.id });
    const [uno, dos, tres] = nuevas.map((f) => f.id);
    await ctx.db.insert(solicitudes).values({ agencia_id, folio_solicitud: 'TC-5', telefono: '+52 55 9999 0002' });
    await ctx.db.update(solicitudes).set({ telefono: '5599990003' }).where(eq(solicitudes.id, uno ?? 0));
    await ctx.db.update(solicitudes).set({ nombre: 'Sin cambio de teléfono' }).where(eq(solicitudes.id, dos ?? 0));
    await ctx.db.delete(solicitudes).where(eq(solicitudes.id, tres ?? 0));
    const despues = await conteos();
    expect(despues).toEqual(await recuento());
    expect(despues.filter((c) => c.telefono.startsWith('559999'))).toEqual([
      { telefono: '5599990001', n: 1 },
      { telefono: '5599990002', n: 1 },
      { telefono: '5599990003', n: 1 },
    ]);
  });
});
