import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARGA_LIMITES, MENSAJES_API } from '@verifica/contracts';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Escuchar } from './db/escucha';
import { createMailer, type Mailer } from './lib/mailer';
import { errorParaLog } from './lib/secretos';
import { agenciasRoutes } from './modules/agencias/routes';
import { authRoutes } from './modules/auth/routes';
import { eventosRoutes } from './modules/eventos/routes';
import { gestoresRoutes } from './modules/gestores/routes';
import { healthRoutes } from './modules/health/routes';
import { operadoresRoutes } from './modules/operadores/routes';
import { permisosRoutes } from './modules/permisos/routes';
import { conteosPlugin } from './modules/reportes/plugin';
import { reportesRoutes } from './modules/reportes/routes';
import { solicitudesRoutes } from './modules/solicitudes/routes';
import { telefonosDuplicadosRoutes } from './modules/telefonos_duplicados/routes';
import { rellamadasAvisoPlugin } from './modules/rellamadas/plugin';
import { trabajosPlugin } from './modules/trabajos/plugin';
import { trabajosRoutes } from './modules/trabajos/routes';
import { solicitudesEncuestadorRoutes } from './modules/solicitudes_encuestador/routes';
import { callcenterRoutes } from './modules/callcenter/routes';
import { rellamadasRoutes } from './modules/rellamadas/routes';
import { productividadRoutes } from './modules/productividad/routes';
import { verificacionesOperadoresRoutes } from './modules/verificaciones_operadores/routes';
import { usuariosRoutes } from './modules/usuarios/routes';
import { verificacionesRoutes } from './modules/verificaciones/routes';
import { bitacoraRoutes } from './modules/bitacora/routes';
import { remotosRoutes } from './modules/remotos/routes';
import { vistasRoutes } from './modules/vistas/routes';
import { corePlugin } from './plugins/core';
import { errorsPlugin } from './plugins/errors';
import { metricasPlugin, type EstadoPool } from './plugins/metricas';
import { opcionesOpenapi } from './plugins/openapi';
import { policyPlugin, withDefaultPolicy } from './plugins/policy';

// Zod's own messages (type errors, missing fields) in Spanish; contracts' custom messages win.
z.config(z.locales.es());

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Defaults to SMTP / .eml outbox per config. */
  mailer?: Mailer;
  /** Extra Fastify options (tests pass `logger: false`). */
  fastify?: Partial<FastifyServerOptions>;
  /** Where logs go (default stdout); tests capture them to check redaction. */
  logStream?: { write(msg: string): void };
  /** Called for every route registered (the route-policy test collects them). */
  onRoute?: (route: RouteOptions) => void;
  /** The PostgreSQL pool, for /metrics (absent with PGlite). */
  pool?: EstadoPool | null;
  /** LISTEN on the database (live events, GET /api/eventos); absent = that route answers 503. */
  escuchar?: Escuchar | null;
}

/** Query parameters whose values never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|sig|password)=)[^&]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[oculto]');

/** Router-level errors (malformed URL...): Spanish JSON, never a stack. */
function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).type('application/json; charset=utf-8').send({ message: MENSAJES_API.urlInvalida });
}

/** Spanish answers for what Node refuses before routing (oversized headers, timeouts, malformed requests). */
const ERRORES_DE_CLIENTE: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MENSAJES_API.encabezadosDemasiadoGrandes],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MENSAJES_API.tiempoAgotado],
};

function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, texto, message] = ERRORES_DE_CLIENTE[error.code ?? ''] ?? [400, 'Bad Request', MENSAJES_API.peticionInvalida];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${texto}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Builds the Fastify app (no listen): tests call it with an in-memory database and use inject().
 * Module plugins are registered here; each route declares `config.policy` (plugins/policy.ts).
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'], censor: '[oculto]' },
            serializers: {
              req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
              err: errorParaLog,
            },
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Behind a load balancer set TRUST_PROXY so request.ip (login rate limit, audit) is the client's.
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    ...opts.fastify,
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.onRoute) {
    const onRoute = opts.onRoute;
    app.addHook('onRoute', (route) => onRoute(route));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  await app.register(corePlugin, { config, db: opts.db, mailer });
  await app.register(errorsPlugin);
  // Before the policy plugin: its authentication hook may answer 401 first, and that answer needs
  // the security headers too.
  await app.register(helmet, {
    // The shell loads remotes from this origin and from configured remote origins; a strict CSP
    // is left to the front-end serving plugin, which knows those origins.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Remote bundles may be fetched cross-origin by a shell served elsewhere.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(policyPlugin);
  await app.register(metricasPlugin, { token: config.metricsToken, pool: opts.pool ?? null });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data and session state: no browser or proxy may keep them.
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) reply.header('cache-control', 'no-store');
  });


  // Bundles and JSON lists compress well; brotli at a moderate quality keeps on-the-fly cost low.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(swagger, opcionesOpenapi(config.publicUrl));
  await app.register(
    withDefaultPolicy('public', async (scope) => {
      // Its own CSP (hashes of swagger-ui's inline script and style), without loads from other origins.
      await scope.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        transformStaticCSP: (csp) => csp.replace(' validator.swagger.io', '').replaceAll(' https:', '').replace(/\s*upgrade-insecure-requests;?/, ''),
        uiConfig: { validatorUrl: null },
      });
    }),
  );

  // Uploads (spreadsheets, verification photos): routes read parts with their own limits.
  await app.register(multipart, { limits: { fileSize: CARGA_LIMITES.bytes, files: 10, fields: 30, parts: 50 } });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(solicitudesRoutes);
  await app.register(solicitudesEncuestadorRoutes);
  await app.register(callcenterRoutes);
  await app.register(rellamadasRoutes);
  await app.register(productividadRoutes);
  await app.register(rellamadasAvisoPlugin);
  await app.register(verificacionesOperadoresRoutes);
  await app.register(verificacionesRoutes);
  await app.register(agenciasRoutes);
  await app.register(usuariosRoutes);
  await app.register(permisosRoutes);
  await app.register(gestoresRoutes);
  await app.register(operadoresRoutes);
  await app.register(reportesRoutes);
  await app.register(conteosPlugin);
  await app.register(telefonosDuplicadosRoutes);
  await app.register(trabajosPlugin, { escuchar: opts.escuchar ?? null });
  await app.register(trabajosRoutes);
  await app.register(eventosRoutes, { escuchar: opts.escuchar ?? null });
  await app.register(vistasRoutes);
  await app.register(bitacoraRoutes);
  await app.register(remotosRoutes);

  return app;
}
