import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, healthResponseSchema, MENSAJES_API } from '@verifica/contracts';
import { ping } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { policy: 'public' },
      schema: { tags: ['sistema'], summary: 'Estado del servicio y de la base de datos', security: [], response: { 200: healthResponseSchema, 503: errorSchema } },
    },
    async (_request, reply) => {
      if (await ping(app.db)) return { status: 'ok' as const, database: 'ok' as const, pid: process.pid };
      return reply.code(503).send({ message: MENSAJES_API.servicioNoDisponible, error: 'database' });
    },
  );
};
