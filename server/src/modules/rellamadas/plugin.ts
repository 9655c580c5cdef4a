/** Runs this process's sweep of due callbacks (aviso.ts) every RELLAMADAS_AVISO_MS while the server is up. */
import fp from 'fastify-plugin';
import { avisarVencidas } from './aviso';

export const rellamadasAvisoPlugin = fp(
  async (app) => {
    let temporizador: ReturnType<typeof setInterval> | undefined;
    let enCurso = false;
    const barrer = () => {
      if (enCurso) return;
      enCurso = true;
      avisarVencidas(app.db)
        .catch((err: unknown) => app.log.error({ err }, 'rellamadas vencidas no avisadas'))
        .finally(() => {
          enCurso = false;
        });
    };
    app.addHook('onReady', async () => {
      temporizador = setInterval(barrer, app.config.rellamadas.avisoMs);
      temporizador.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(temporizador);
    });
  },
  { name: 'verifica-rellamadas-aviso', dependencies: ['verifica-core'] },
);
