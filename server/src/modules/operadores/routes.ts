import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, personaListItemSchema, personasListQuerySchema, validationErrorSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { listaPersonas } from '../gestores/routes';
import * as service from './service';

export const operadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/operadores/list',
    {
      config: { policy: listaPersonas },
      schema: {
        tags: ['usuarios'],
        operationId: 'listarOperadoresOpciones',
        summary: 'Operadores activos (id, nombre_completo) de la agencia; agencia_id opcional para usuarios globales',
        querystring: personasListQuerySchema,
        response: { 200: z.array(personaListItemSchema), 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.lista(contexto(request), request.query.agencia_id),
  );
};
