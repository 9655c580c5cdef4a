import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, PERMISOS, personaListItemSchema, personasListQuerySchema, validationErrorSchema } from '@verifica/contracts';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import * as service from './service';

/**
 * Gestor and operator lists feed the assignment screens, the call-center report and the user
 * screens: any of these permissions, scoped to the agency (a broad user may pick one).
 */
export const listaPersonas: RoutePolicy = {
  permiso: [PERMISOS.gestionarSolicitudes, PERMISOS.reportesCallCenter, PERMISOS.gestionarUsuarios],
  scope: 'agencia',
};

export const gestoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/gestores/list',
    {
      config: { policy: listaPersonas },
      schema: {
        tags: ['usuarios'],
        operationId: 'listarGestoresOpciones',
        summary: 'Gestores activos (id, nombre_completo) de la agencia; agencia_id opcional para usuarios globales',
        querystring: personasListQuerySchema,
        response: { 200: z.array(personaListItemSchema), 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.lista(contexto(request), request.query.agencia_id),
  );
};
