/**
 * A folio typed in the Call Center's folio filter is found whatever the dates (as the
 * top-bar search finds it): the list, its summary line, its export and "todos" of Asignar agree.
 */
import { eq } from 'drizzle-orm';
import type { ResumenLlamadas, SolicitudOperadorFila } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { admin, agencia1, contextoDelArchivo, ctx, operador } from '../../../test/archivo';
import { asignacionesActivas, sinAsignar } from '../../../test/asignadas';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { encolar, esperarFin, pedir } from '../../../test/trabajos';

contextoDelArchivo({ solicitudes: 40, env: { TRABAJOS_INTERVALO_MS: '20' } });

/** A date range that holds none of the seeded requests. */
const FUERA = 'fecha_desde=2099-01-01&fecha_hasta=2099-01-31';

describe('the Call Center folio filter', () => {
  let id: number;
  let folio: string;
  beforeAll(async () => {
    [id = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
    const [s] = await ctx.db.select({ folio: solicitudes.folio_solicitud }).from(solicitudes).where(eq(solicitudes.id, id));
    folio = s?.folio ?? '';
    expect((await pedir('POST', '/api/solicitudes_operadores/', admin, { seleccionados: [id], usuario_id: await ctx.userId('operador@verifica.mx') })).statusCode).toBe(200);
  });

  it("finds the operador's own folio outside the date range; without the folio the same dates show nothing; other filters still apply", async () => {
    const sinFolio = (await pedir('GET', `/api/solicitudes_operadores?${FUERA}&rowsPerPage=-1`, operador)).json() as SolicitudOperadorFila[];
    expect(sinFolio).toEqual([]);
    const conFolio = (await pedir('GET', `/api/solicitudes_operadores?${FUERA}&folio_solicitud=${encodeURIComponent(folio)}&rowsPerPage=10`, operador)).json() as {
      data: SolicitudOperadorFila[];
      totalItems: number;
    };
    expect(conFolio.data.map((r) => r.folio_solicitud)).toEqual([folio]);
    expect(conFolio.totalItems).toBe(1);
    const resumen = (await pedir('GET', `/api/solicitudes_operadores/resumen?${FUERA}&folio_solicitud=${encodeURIComponent(folio)}`, operador)).json() as ResumenLlamadas;
    expect(resumen.total).toBe(1);
    // The status filter still applies: the folio is Asignadas, not En Proceso.
    const enProceso = (await pedir('GET', `/api/solicitudes_operadores?${FUERA}&folio_solicitud=${encodeURIComponent(folio)}&asignadas=3&rowsPerPage=-1`, operador)).json() as unknown[];
    expect(enProceso).toEqual([]);
    // Reversed dates are still refused.
    expect((await pedir('GET', `/api/solicitudes_operadores?fecha_desde=2099-02-01&fecha_hasta=2099-01-01&folio_solicitud=${encodeURIComponent(folio)}`, operador)).statusCode).toBe(422);
  });

  it('the export and "todos" of Asignar take the same rows as the list', async () => {
    const fin = await esperarFin(operador, await encolar(operador, { tipo: 'exportar_callcenter', fecha_desde: '2099-01-01', fecha_hasta: '2099-01-31', folio_solicitud: [folio] }));
    expect(fin).toMatchObject({ estado: 'terminado', hechos: 1 });
    const otro = (await asignacionesActivas(ctx.db, OPERADOR, [id]))[0];
    expect(otro).toBeDefined();
    const operadores = (await pedir('GET', '/api/operadores/list', admin)).json() as { id: number }[];
    const nuevo = operadores.find((o) => o.id !== otro?.usuario_id)?.id ?? 0;
    const res = await pedir('POST', '/api/solicitudes_operadores/', admin, { todos: true, fecha_desde: '2099-01-01', fecha_hasta: '2099-01-31', folio_solicitud: [folio], asignadas: [1], usuario_id: nuevo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ asignadas: 1 });
  });
});
