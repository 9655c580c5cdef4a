import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, healthResponseSchema, MENSAJES_API, readyResponseSchema } from '@verifica/contracts';
import { migrationsFolderOf } from '../../db/client';
import { estadoMigraciones } from '../../db/migraciones';

const tags = ['sistema'];

/** Liveness (the process answers) and readiness (its database answers and is migrated), for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { policy: 'public' },
      schema: { tags, operationId: 'comprobarVida', summary: 'Vida del proceso (sin consultar la base de datos)', security: [], response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, pid: process.pid }),
  );

  const migrationsFolder = migrationsFolderOf(app.config.repoRoot);
  app.get(
    '/api/ready',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'comprobarDisponibilidad',
        summary: 'Disponibilidad: la base de datos responde y tiene aplicadas todas las migraciones',
        security: [],
        response: { 200: readyResponseSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
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
    },
  );
};
