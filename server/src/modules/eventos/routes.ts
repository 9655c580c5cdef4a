import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { EVENTO_SSE, MENSAJES_EVENTOS } from '@verifica/contracts';
import type { Escuchar } from '../../db/escucha';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { leerSesion } from '../../sesion/lectura';
import { tokenDe, verificarToken } from '../../sesion/token';
import { Difusion, type Suscriptor } from './difusion';

/** A subscriber that stops reading is dropped once this much is waiting to be sent (memory stays bounded). */
const PENDIENTE_MAX_BYTES = 256 * 1024;

/**
 * GET /api/eventos: Server-Sent Events of the changes the user may see (live lists).
 * The token comes in the Authorization header, as on every route. Every `pingMs` the stream sends
 * a comment after reading the session again: a logout, deactivation or expiry ends the stream.
 */
export const eventosRoutes: FastifyPluginAsyncZod<{ escuchar: Escuchar | null }> = async (app, opts) => {
  const { maxConexiones, porUsuario, pingMs } = app.config.eventos;
  const difusion = new Difusion(app.db, (error) => app.log.error({ err: error }, 'aviso en vivo no entregado'));
  const abiertos = new Set<() => void>();
  new Gauge({
    name: 'verifica_eventos_conexiones',
    help: 'Conexiones abiertas a GET /api/eventos en este proceso',
    registers: [app.metricas.registro],
    collect() {
      this.set(difusion.conexiones);
    },
  });
  if (opts.escuchar) {
    const escuchar = opts.escuchar;
    app.addHook('onReady', () => difusion.iniciar(escuchar));
  }
  app.addHook('onClose', async () => {
    for (const cerrar of abiertos) cerrar();
    await difusion.detener();
  });

  declararRutas(app, { tags: ['eventos'], policy: { permiso: 'authenticated', scope: 'none' } }).get('/api/eventos', {
    operationId: 'suscribirEventos',
    summary:
      'Avisos en vivo (text/event-stream): `conectado` al abrir o reabrir, `cambio` con {tipo, accion, solicitud_id, solicitudes?, usuario_id?, agencia_id?, actor_id} de lo que el usuario puede ver',
    produces: ['text/event-stream'],
    respuesta: z.string(),
    errores: [401, 429, 503],
  }, async (request, reply) => {
    const { actor } = contexto(request);
    if (!opts.escuchar || difusion.conexiones >= maxConexiones) {
      throw new HttpError(503, { message: MENSAJES_EVENTOS.noDisponibles });
    }
    if (difusion.conexionesDe(actor.id) >= porUsuario) throw tooManyRequests(MENSAJES_EVENTOS.demasiadasConexiones);
    const token = tokenDe(request, false) ?? '';

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    let abierto = true;
    /** The session read again (as on every request): a logout, deactivation or expiry ends the stream. */
    const revisar = () =>
      // In the chain: an expired token (verificarToken throws) ends the stream, never the process.
      Promise.resolve()
        .then(() => leerSesion(app.db, verificarToken(app.config.jwtSecret, token)))
        .then((usuario) => {
          suscriptor.usuario = usuario;
          return abierto;
        })
        .catch(() => {
          cerrar();
          return false;
        });
    const suscriptor: Suscriptor = {
      usuario: actor,
      enviar: (evento, datos) => {
        if (!abierto) return;
        if (res.writableLength > PENDIENTE_MAX_BYTES) return cerrar();
        res.write(`event: ${evento}\ndata: ${JSON.stringify(datos)}\n\n`);
      },
      // A change to the user's account (db/aviso.ts, AvisoSesion) asks for it at once, on every process.
      revisar: () => void revisar(),
    };
    const quitar = difusion.agregar(suscriptor);
    const ping = setInterval(() => {
      void revisar().then((sigue) => {
        if (sigue) res.write(': ping\n\n');
      });
    }, pingMs);
    const cerrar = () => {
      if (!abierto) return;
      abierto = false;
      clearInterval(ping);
      quitar();
      abiertos.delete(cerrar);
      res.end();
    };
    abiertos.add(cerrar);
    res.on('close', cerrar);
    res.write('retry: 3000\n\n');
    suscriptor.enviar(EVENTO_SSE.conectado, { perdidos: false });
  });
};
