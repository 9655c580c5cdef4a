import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  MENSAJES_VISTAS,
  messageSchema,
  recordIdParamsSchema,
  validationErrorSchema,
  vistaCambiarSchema,
  vistaCrearSchema,
  vistaSchema,
  vistasQuerySchema,
} from '@verifica/contracts';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import * as service from './service';

const tags = ['vistas'];
/** Any session: the service checks the screen's permission and who owns or reaches each view. */
const sesion: RoutePolicy = { permiso: 'authenticated', scope: 'none' };

/** Saved list views: mine and the shared ones I reach, per screen. */
export const vistasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vistas',
    {
      config: { policy: sesion },
      schema: {
        tags,
        operationId: 'listarVistas',
        summary: 'Vistas guardadas de una pantalla: las propias y las compartidas que alcanzo',
        querystring: vistasQuerySchema,
        response: { 200: z.array(vistaSchema), 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.listar(contexto(request), request.query.pantalla),
  );

  app.post(
    '/api/vistas',
    {
      config: { policy: sesion },
      schema: {
        tags,
        operationId: 'crearVista',
        summary: 'Guardar una vista',
        body: vistaCrearSchema,
        response: { 201: vistaSchema, 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.crear(contexto(request), request.body)),
  );

  app.put(
    '/api/vistas/:id',
    {
      config: { policy: sesion },
      schema: {
        tags,
        operationId: 'cambiarVista',
        summary: 'Renombrar, cambiar, compartir o marcar como predeterminada una vista propia',
        params: recordIdParamsSchema,
        body: vistaCambiarSchema,
        response: { 200: vistaSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.cambiar(contexto(request), request.params.id, request.body),
  );

  app.delete(
    '/api/vistas/:id',
    {
      config: { policy: sesion },
      schema: {
        tags,
        operationId: 'eliminarVista',
        summary: 'Eliminar una vista propia',
        params: recordIdParamsSchema,
        response: { 200: messageSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await service.eliminar(contexto(request), request.params.id);
      return { message: MENSAJES_VISTAS.vistaEliminada };
    },
  );
};
