/**
 * One date a request counts on (fecha_captura) in every report. Oracle: for the
 * same dates and agency, the charts' totals are the request lists' totalItems (Grafica Folios and
 * GET /api/solicitudes; Grafica Folios Informativos and GET /api/solicitudes_operadores), and their
 * Verificadas the lists' "Verificadas" status.
 */
import { sql } from 'drizzle-orm';
import type { GraficaFila } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { agencia1, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';

contextoDelArchivo({ solicitudes: 400 });

async function pedir<T>(url: string): Promise<T> {
  const r = await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(superadmin) });
  expect(r.statusCode).toBe(200);
  return r.json<T>();
}

const totalLista = async (ruta: string, q: string) => (await pedir<{ totalItems: number }>(`/api/${ruta}?${q}&rowsPerPage=1`)).totalItems;

const CASOS = [
  { grafica: 'graficas_folios', lista: 'solicitudes', verificadas: 'asignadas=3' },
  { grafica: 'graficas_folios_informativos', lista: 'solicitudes_operadores', verificadas: 'asignadas=3&asignadas=4' },
] as const;

describe('the charts count a request on its fecha_captura, as the request lists filter', () => {
  it('for the same dates and agency, chart totals equal the list totalItems (and Verificadas its status filter)', async () => {
    // A two-week window in the middle of the seeded captures: requests created after it but
    // captured in it (and the reverse) are what told the two dates apart.
    const [m] = await filas<{ d: string }>(ctx.db, sql`select to_char(percentile_disc(0.5) within group (order by fecha_captura), 'YYYY-MM-DD') as d from solicitudes`);
    const hasta = m?.d ?? '';
    const desde = new Date(Date.parse(`${hasta}T12:00:00Z`) - 14 * 864e5).toISOString().slice(0, 10);
    const [distintas] = await filas<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from solicitudes where agencia_id = ${agencia1} and (fecha_captura between ${desde}::date and ${hasta}::date) <> ((created_at at time zone 'America/Mexico_City')::date between ${desde}::date and ${hasta}::date)`,
    );
    expect(distintas?.n).toBeGreaterThan(0);

    for (const c of CASOS) {
      for (const filtro of [`fecha_desde=${desde}&fecha_hasta=${hasta}`, `fecha_desde=${desde}`, `fecha_hasta=${hasta}`]) {
        const q = `${filtro}&agencia_id=${agencia1}`;
        const [fila] = await pedir<GraficaFila[]>(`/api/reportes/${c.grafica}?${q}`);
        const total = await totalLista(c.lista, q);
        expect(total).toBeGreaterThan(0);
        expect({ c, filtro, total: (fila?.asignadas ?? 0) + (fila?.no_asignadas ?? 0), verificadas: fila?.verificadas }).toEqual({
          c,
          filtro,
          total,
          verificadas: await totalLista(c.lista, `${q}&${c.verificadas}`),
        });
      }
    }
  });
});
