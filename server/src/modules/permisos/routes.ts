import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, PERMISOS, rolOptionSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import * as service from './service';

/** Roles (permisos) for the user form. */
export const permisosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/permisos/list',
    {
      config: { policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'none' } },
      schema: {
        tags: ['usuarios'],
        operationId: 'listarRolesOpciones',
        summary: 'Roles para el formulario de usuarios (sin roles globales para administradores de agencia)',
        response: { 200: z.array(rolOptionSchema), 403: errorSchema },
      },
    },
    async (request) => service.lista(contexto(request)),
  );
};
