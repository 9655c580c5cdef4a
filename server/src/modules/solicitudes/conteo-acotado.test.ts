/**
 * `conteo=acotado`: a list that matches more than CONTEO_ACOTADO rows past its page
 * answers that lower bound with `totalItemsExacto: false`; fewer rows keep the exact count. The
 * rows of the page are the same either way, and without the parameter (a SPEC §7 client) the
 * count is exact and the answer has no new field.
 */
import { eq, sql } from 'drizzle-orm';
import { CONTEO_ACOTADO, type SolicitudFila } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { admin, agencia1, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';

contextoDelArchivo({ solicitudes: 40 });

/** Requests of agency 1 once the bulk rows are in (every one of them is named «Masivo»). */
let enAgencia1 = 0;
const MASIVOS = CONTEO_ACOTADO + 30;

beforeAll(async () => {
  await ctx.db.execute(sql`
    insert into solicitudes (agencia_id, folio_solicitud, nombre, telefono)
    select ${agencia1}, 'MAS-' || g, 'Masivo', '55' || lpad(g::text, 8, '0') from generate_series(1, ${MASIVOS}) g`);
  const [r] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(eq(solicitudes.agencia_id, agencia1));
  enAgencia1 = r?.n ?? 0;
}, 60_000);

const get = async (token: string, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number; current_page: number; totalItems: number; totalItemsExacto?: boolean; data: SolicitudFila[] }>();
};

describe('GET /api/solicitudes?conteo=acotado', () => {
  it('answers «more than» the cap, with the same rows; without it the count is exact (SPEC §7)', async () => {
    for (const filtro of ['', '&search=masivo', '&fuerza_venta=']) {
      const exacta = await get(admin, `/api/solicitudes?rowsPerPage=25${filtro}`);
      const acotada = await get(admin, `/api/solicitudes?rowsPerPage=25&conteo=acotado${filtro}`);
      expect(exacta).not.toHaveProperty('totalItemsExacto');
      expect(exacta.totalItems).toBeGreaterThan(CONTEO_ACOTADO);
      expect(acotada).toMatchObject({ totalItems: CONTEO_ACOTADO, totalItemsExacto: false, total: CONTEO_ACOTADO / 25, current_page: 1 });
      expect(acotada.data.map((r) => r.id)).toEqual(exacta.data.map((r) => r.id));
    }
    expect((await get(admin, '/api/solicitudes?rowsPerPage=25')).totalItems).toBe(enAgencia1);
  });

  it('the bound follows the page: a later page still has pages after it, and near the end the count is exact', async () => {
    const r = await get(superadmin, '/api/solicitudes?rowsPerPage=25&page=3&conteo=acotado');
    expect(r.data).toHaveLength(25);
    expect(r).toMatchObject({ totalItems: 2 * 25 + CONTEO_ACOTADO, totalItemsExacto: false, current_page: 3 });
    expect(r.total).toBeGreaterThan(3);
    const todas = (await get(superadmin, '/api/solicitudes?rowsPerPage=25')).totalItems;
    const profunda = await get(superadmin, '/api/solicitudes?rowsPerPage=25&page=300&conteo=acotado');
    expect(profunda).toMatchObject({ totalItems: todas, totalItemsExacto: true, total: Math.ceil(todas / 25) });
  });

  it('a filter under the cap keeps its exact count and says so', async () => {
    const exacta = await get(admin, '/api/solicitudes?rowsPerPage=10&search=MAS-1000');
    const acotada = await get(admin, '/api/solicitudes?rowsPerPage=10&search=MAS-1000&conteo=acotado');
    expect(exacta.totalItems).toBe(11); // MAS-1000 and MAS-10000..MAS-10009
    expect(acotada).toMatchObject({ totalItems: exacta.totalItems, totalItemsExacto: true, total: 2 });
  });

  it('the call-center list takes it too; a wrong value is a Spanish 422 that changes nothing', async () => {
    const r = await get(superadmin, '/api/solicitudes_operadores?rowsPerPage=10&conteo=acotado');
    expect(r).toMatchObject({ totalItems: CONTEO_ACOTADO, totalItemsExacto: false });
    const mal = await ctx.app.inject({ method: 'GET', url: '/api/solicitudes?conteo=aproximado', headers: ctx.auth(admin) });
    expect(mal.statusCode).toBe(422);
    expect(mal.json()).toMatchObject({ errors: { conteo: ['El conteo debe ser exacto o acotado'] } });
  });
});
