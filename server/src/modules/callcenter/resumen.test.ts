/** GET /api/solicitudes_operadores/resumen counts exactly what the list shows, by status and by vigencia. */
import { resumenLlamadasSchema } from '@verifica/contracts';
import { admin, agencia1, contextoDelArchivo, ctx, operador, supervisor } from '../../../test/archivo';

contextoDelArchivo({ solicitudes: 120 });

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
const totalDe = async (token: string, query: string) => ((await get(`/api/solicitudes_operadores?rowsPerPage=1&${query}`, token)).json() as { totalItems: number }).totalItems;

describe('GET /api/solicitudes_operadores/resumen', () => {
  it.each([
    ['admin', () => admin, () => ''],
    ['admin, one agency and a date range', () => admin, () => `agencia_id=${agencia1}&fecha_desde=2020-01-01&fecha_hasta=2030-12-31`],
    ['supervisor', () => supervisor, () => ''],
    ['operador (own rows only)', () => operador, () => ''],
  ])('%s: the total and every count equal the list total of that status or vigencia', async (_caso, token, consulta) => {
    const query = consulta();
    const res = await get(`/api/solicitudes_operadores/resumen?${query}`, token());
    expect(res.statusCode).toBe(200);
    const r = resumenLlamadasSchema.parse(res.json());
    expect(r.total).toBe(await totalDe(token(), query));
    for (const e of r.estatus) expect([e.valor, e.cantidad]).toEqual([e.valor, await totalDe(token(), `${query}&asignadas=${e.valor}`)]);
    for (const v of r.vigencia) expect([v.valor, v.cantidad]).toEqual([v.valor, await totalDe(token(), `${query}&vigencia=${v.valor}`)]);
  });

  it('the statuses a non-admin may not see are neither counted nor askable', async () => {
    const r = resumenLlamadasSchema.parse((await get('/api/solicitudes_operadores/resumen', supervisor)).json());
    expect(r.estatus.map((e) => e.valor)).toEqual([1, 3, 4]);
    expect((await get('/api/solicitudes_operadores/resumen?asignadas=2', supervisor)).statusCode).toBe(422);
    const a = resumenLlamadasSchema.parse((await get('/api/solicitudes_operadores/resumen', admin)).json());
    expect(a.estatus.map((e) => e.valor)).toEqual([1, 2, 3, 4]);
    expect(a.total).toBeGreaterThan(0);
  });
});
