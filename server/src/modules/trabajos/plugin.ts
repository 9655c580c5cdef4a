/** Starts this process's worker loop when the server is ready and stops it on close (TRABAJOS_TRABAJADOR=0: no loop). */
import fp from 'fastify-plugin';
import type { Escuchar } from '../../db/escucha';
import { CANAL_TRABAJOS } from './consultas';
import { Trabajador } from './trabajador';

declare module 'fastify' {
  interface FastifyInstance {
    trabajos: Trabajador;
  }
}

/**
 * `escuchar`: LISTEN for new jobs (a job queued on another process or machine starts at once
 * instead of at the next poll); absent, the loop only polls.
 */
export const trabajosPlugin = fp<{ escuchar: Escuchar | null }>(
  async (app, opts) => {
    const trabajador = new Trabajador(app.db, app.config, app.log);
    app.decorate('trabajos', trabajador);
    if (!app.config.trabajos.trabajador) return;
    let dejar: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      await trabajador.iniciar();
      if (opts.escuchar) dejar = await opts.escuchar(CANAL_TRABAJOS, () => trabajador.despertar(), () => trabajador.despertar());
    });
    app.addHook('onClose', async () => {
      await dejar?.();
      await trabajador.cerrar();
    });
  },
  { name: 'verifica-trabajos', dependencies: ['verifica-core'] },
);
