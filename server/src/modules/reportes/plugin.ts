import fp from 'fastify-plugin';
import { compactarProductividad } from '../productividad/contadores';
import { compactarConteos } from './conteos';

/** How often the counters' appended deltas (charts, Productividad) are folded (any process may; one at a time does). */
const COMPACTAR_CADA_MS = 60_000;

/** Folds the counters now and then (modules/reportes/conteos.ts, modules/productividad/contadores.ts). */
export const conteosPlugin = fp(
  async (app) => {
    let corriendo: Promise<unknown> | null = null;
    const compactar = () => {
      corriendo ??= compactarConteos(app.db)
        .then(() => compactarProductividad(app.db))
        .catch((err: unknown) => app.log.warn({ err }, 'no se pudieron compactar los conteos'))
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
