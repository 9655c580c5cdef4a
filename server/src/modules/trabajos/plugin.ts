/** Starts this process's worker loop when the server is ready and stops it on close (TRABAJOS_TRABAJADOR=0: no loop). */
import fp from 'fastify-plugin';
import { Trabajador } from './trabajador';

declare module 'fastify' {
  interface FastifyInstance {
    trabajos: Trabajador;
  }
}

export const trabajosPlugin = fp(
  async (app) => {
    const trabajador = new Trabajador(app.db, app.config, app.log);
    app.decorate('trabajos', trabajador);
    if (!app.config.trabajos.trabajador) return;
    app.addHook('onReady', async () => trabajador.iniciar());
    app.addHook('onClose', async () => trabajador.cerrar());
  },
  { name: 'verifica-trabajos', dependencies: ['verifica-core'] },
);
