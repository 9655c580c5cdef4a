import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agenciaInputSchema,
  agenciaListItemSchema,
  agenciaSchema,
  agenciaUpdateSchema,
  agenciasQuerySchema,
  errorSchema,
  pagedSchema,
  recordIdParamsSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import * as service from './service';
import { enviarLista } from '../../db/flujo';

const tags = ['agencias'];
/** Agency administration: is_super_admin or '*' only (SPEC §6, broad permission). */
const amplio: RoutePolicy = { permiso: 'broad', scope: 'none' };

/** Agencias: paged list, option list, read, create, update (SPEC §7). */
export const agenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agencias',
    {
      config: { policy: amplio },
      schema: {
        tags,
        operationId: 'listarAgencias',
        summary: 'Lista paginada de agencias (rowsPerPage -1: todas, como arreglo)',
        querystring: agenciasQuerySchema,
        response: { 200: z.union([pagedSchema(agenciaSchema), z.array(agenciaSchema)]), 403: errorSchema, 422: validationErrorSchema },
      },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request, reply) => enviarLista(reply, await service.listar(contexto(request), request.query)),
  );

  app.get(
    '/api/agencias/list',
    {
      // Any session: selectors of every screen. A scoped user gets only their own agency.
      config: { policy: { permiso: 'authenticated', scope: 'agencia' } },
      schema: { tags, operationId: 'listarAgenciasOpciones', summary: 'Agencias para selectores (id, nombre)', response: { 200: z.array(agenciaListItemSchema) } },
    },
    async (request) => service.lista(contexto(request)),
  );

  app.get(
    '/api/agencias/:id',
    {
      config: { policy: amplio },
      schema: { tags, operationId: 'obtenerAgencia', summary: 'Una agencia', params: recordIdParamsSchema, response: { 200: agenciaSchema, 403: errorSchema, 404: errorSchema } },
    },
    async (request) => service.obtener(contexto(request), request.params.id),
  );

  app.post(
    '/api/agencias',
    {
      config: { policy: amplio },
      schema: {
        tags,
        operationId: 'crearAgencia',
        summary: 'Crear una agencia',
        body: agenciaInputSchema,
        response: { 201: agenciaSchema, 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const agencia = await service.crear(contexto(request), request.body);
      return reply.code(201).send(agencia);
    },
  );

  app.put(
    '/api/agencias/:id',
    {
      config: { policy: amplio },
      schema: {
        tags,
        operationId: 'actualizarAgencia',
        summary: 'Actualizar una agencia; con version, 409 si otro usuario guardó después',
        params: recordIdParamsSchema,
        body: agenciaUpdateSchema,
        response: { 200: agenciaSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.actualizar(contexto(request), request.params.id, request.body),
  );
};
