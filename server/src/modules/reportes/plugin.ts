import fp from 'fastify-plugin';
import { compactarConteos } from './conteos';

/** How often the chart counters' appended deltas are folded (any process may; one at a time does). */
const COMPACTAR_CADA_MS = 60_000;

/** Folds the daily counters now and then (modules/reportes/conteos.ts). */
export const conteosPlugin = fp(
  async (app) => {
    let corriendo: Promise<unknown> | null = null;
    const compactar = () => {
      corriendo ??= compactarConteos(app.db)
        .catch((err: unknown) => app.log.warn({ err }, 'no se pudieron compactar los conteos diarios'))
        .finally(() => (corriendo = null));
    };
    const intervalo = setInterval(compactar, COMPACTAR_CADA_MS);
    intervalo.unref();
    app.addHook('onClose', async () => {
      clearInterval(intervalo);
      await corriendo;
    });
  },
  { name: 'verifica-conteos' },
);
