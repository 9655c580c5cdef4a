import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, MENSAJES_API, readyResponseSchema } from '@verifica/contracts';
import { migrationsFolderOf } from '../../db/client';
import { estadoMigraciones } from '../../db/migraciones';
import { declararRutas } from '../../plugins/rutas';

/** Liveness (the process answers) and readiness (its database answers and is migrated), for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['sistema'], policy: 'public' });

  rutas.get('/api/health', {
    operationId: 'comprobarVida',
    summary: 'Vida del proceso (sin consultar la base de datos)',
    security: [],
    respuesta: healthResponseSchema,
  }, async () => ({ status: 'ok' as const, pid: process.pid }));

  const migrationsFolder = migrationsFolderOf(app.config.repoRoot);
  rutas.get('/api/ready', {
    operationId: 'comprobarDisponibilidad',
    summary: 'Disponibilidad: la base de datos responde y tiene aplicadas todas las migraciones',
    security: [],
    respuesta: readyResponseSchema,
    errores: [503],
  }, async (request, reply) => {
    let estado;
    try {
      estado = await estadoMigraciones(app.db, migrationsFolder);
    } catch (e) {
      request.log.warn({ err: e }, 'readiness: la base de datos no responde');
      return reply.code(503).header('retry-after', '5').send({ message: MENSAJES_API.baseNoResponde, error: 'database' });
    }
    if (estado.pendientes > 0) {
      return reply.code(503).header('retry-after', '30').send({ message: MENSAJES_API.migracionesPendientes, error: 'migraciones' });
    }
    return { status: 'ok' as const, database: 'ok' as const, migraciones: estado.aplicadas };
  });
};
