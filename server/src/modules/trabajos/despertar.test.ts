/**
 * A job queued by another process (here: inserted without the route, which wakes only its own
 * process) starts at once through LISTEN/NOTIFY, although this process polls only every 60 s.
 */
import { eq } from 'drizzle-orm';
import { trabajos } from '../../db/schema';
import { agencia1, contextoDelArchivo, ctx } from '../../../test/archivo';
import * as consultas from './consultas';

contextoDelArchivo({ solicitudes: 10, env: { TRABAJOS_INTERVALO_MS: '60000' } });

it('a job inserted elsewhere is claimed within a second, not at the next 60 s poll', async () => {
  const usuario = await ctx.userId('admin@verifica.mx');
  const id = await consultas.crear(ctx.db, { tipo: 'exportar_solicitudes', usuario_id: usuario, agencia_id: agencia1, parametros: {} });
  const limite = Date.now() + 2000;
  let estado = 'pendiente';
  while (estado === 'pendiente' && Date.now() < limite) {
    await new Promise((r) => setTimeout(r, 50));
    const [t] = await ctx.db.select({ estado: trabajos.estado }).from(trabajos).where(eq(trabajos.id, id));
    estado = t?.estado ?? 'pendiente';
  }
  expect(estado).not.toBe('pendiente');
});
