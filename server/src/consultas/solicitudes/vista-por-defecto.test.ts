/**
 * The prepared default view of GET /api/solicitudes answers exactly what the general path (the
 * filter builder) answers: every page, every scope, one agency picked, past the end.
 */
import { solicitudesQuerySchema, type SolicitudFila } from '@verifica/contracts';
import { agencia1, agencia2, contextoDelArchivo, ctx } from '../../../test/archivo';
import { GESTOR } from './asignacion';
import { filtroSolicitudes } from './filtros';
import { aFila, listaDeSolicitudes, listarSolicitudes, ordenSolicitudes, vistaPorDefecto } from './listado';
import type { Contexto } from '../../plugins/policy';

contextoDelArchivo({ solicitudes: 60 });

const ahora = new Date('2026-06-15T18:00:00Z');
const consulta = (crudo: Record<string, unknown>) => solicitudesQuerySchema.parse(crudo);
const contextoCon = (scope: number | null) => ({ db: ctx.db, scope }) as Contexto;

describe('GET /api/solicitudes default view (prepared)', () => {
  it('is taken only without filters or sort', () => {
    expect(vistaPorDefecto(consulta({ page: 1, rowsPerPage: 10 }))).toBe(true);
    expect(vistaPorDefecto(consulta({ page: 2, rowsPerPage: 10, agencia_id: 3 }))).toBe(true);
    expect(vistaPorDefecto(consulta({ page: 1, rowsPerPage: 10, search: 'ana' }))).toBe(false);
    expect(vistaPorDefecto(consulta({ page: 1, rowsPerPage: 10, asignadas: 1 }))).toBe(false);
    expect(vistaPorDefecto(consulta({ page: 1, rowsPerPage: 10, sortBy: 'nombre' }))).toBe(false);
    expect(vistaPorDefecto(consulta({ page: 1, rowsPerPage: -1 }))).toBe(false);
  });

  it('answers what the general path answers, for every scope, page and picked agency', async () => {
    const casos: [number | null, Record<string, unknown>][] = [
      [null, {}],
      [null, { agencia_id: agencia2 }],
      [agencia1, {}],
      [agencia1, { agencia_id: agencia2 }],
    ];
    for (const [scope, extra] of casos) {
      for (const page of [1, 2, 4, 99]) {
        const q = consulta({ page, rowsPerPage: 7, ...extra });
        const general = await listaDeSolicitudes(ctx.db, q, filtroSolicitudes(q, { scope, asignacion: GESTOR }), ordenSolicitudes(q), (r) => aFila(r, ahora));
        const preparada = await listarSolicitudes(contextoCon(scope), q, ahora);
        expect([scope, extra, page, preparada]).toEqual([scope, extra, page, general]);
      }
    }
    const primera = (await listarSolicitudes(contextoCon(null), consulta({ page: 1, rowsPerPage: 7 }), ahora)) as { data: SolicitudFila[]; totalItems: number };
    expect(primera.totalItems).toBe(60);
    expect(primera.data).toHaveLength(7);
  });
});
