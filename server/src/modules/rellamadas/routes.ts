import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, PERMISOS, programarRellamadaSchema, rellamadaSchema, rellamadasQuerySchema, validationErrorSchema, vencidasPorOperadorSchema } from '@verifica/contracts';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { listar, programar, vencidasPorOperador } from './service';

const tags = ['callcenter'];
const llamadas: RoutePolicy = { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' };

/** Rellamadas. */
export const rellamadasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rellamadas',
    {
      config: { policy: llamadas },
      schema: {
        tags,
        operationId: 'programarRellamada',
        summary: 'Programa la rellamada de un folio (fecha y hora en la zona del negocio, nota corta); reemplaza la abierta. Quien puede Guardar la llamada',
        body: programarRellamadaSchema,
        response: { 201: rellamadaSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await programar(contexto(request), request.body)),
  );

  app.get(
    '/api/rellamadas',
    {
      config: { policy: llamadas },
      schema: {
        tags,
        operationId: 'listarRellamadas',
        summary: 'Mis rellamadas abiertas, las vencidas primero; con solicitud_id, la rellamada abierta de ese folio',
        querystring: rellamadasQuerySchema,
        response: { 200: z.array(rellamadaSchema), 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => listar(contexto(request), request.query),
  );

  app.get(
    '/api/rellamadas/vencidas',
    {
      config: { policy: llamadas },
      schema: {
        tags,
        operationId: 'rellamadasVencidasPorOperador',
        summary: 'Rellamadas vencidas por operador en la agencia de quien pide (un operador: solo las suyas)',
        response: { 200: z.array(vencidasPorOperadorSchema), 403: errorSchema },
      },
    },
    async (request) => vencidasPorOperador(contexto(request)),
  );
};
