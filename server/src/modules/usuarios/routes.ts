import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  MENSAJES_ADMIN,
  messageSchema,
  pagedSchema,
  PERMISOS,
  recordIdParamsSchema,
  usuarioCreateSchema,
  usuarioFilaSchema,
  usuariosQuerySchema,
  usuarioSchema,
  usuarioUpdateSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import * as service from './service';
import { enviarLista } from '../../db/flujo';

const tags = ['usuarios'];
/** gestionar_usuarios; a scoped admin sees and manages only the users of their agency. */
const gestionar: RoutePolicy = { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia' };

/** Usuarios: paged list, read, create, update, soft delete (SPEC §7). */
export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/usuarios',
    {
      config: { policy: gestionar },
      schema: {
        tags,
        operationId: 'listarUsuarios',
        summary: 'Lista paginada de usuarios (rowsPerPage -1: todos, como arreglo; rol=gestor para la lista de gestores)',
        querystring: usuariosQuerySchema,
        response: { 200: z.union([pagedSchema(usuarioFilaSchema), z.array(usuarioFilaSchema)]), 403: errorSchema, 422: validationErrorSchema },
      },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request, reply) => enviarLista(reply, await service.listar(contexto(request), request.query)),
  );

  app.get(
    '/api/usuarios/:id',
    {
      config: { policy: gestionar },
      schema: { tags, operationId: 'obtenerUsuario', summary: 'Un usuario', params: recordIdParamsSchema, response: { 200: usuarioSchema, 403: errorSchema, 404: errorSchema } },
    },
    async (request) => service.obtener(contexto(request), request.params.id),
  );

  // SPEC §7 writes POST /api/usuarios/ (trailing slash, as the front end calls it); both answer.
  for (const url of ['/api/usuarios', '/api/usuarios/']) {
    app.post(
      url,
      {
        config: { policy: gestionar },
        schema: {
          tags,
          operationId: 'crearUsuario',
          summary: 'Crear un usuario',
          body: usuarioCreateSchema,
          response: { 201: usuarioSchema, 403: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await service.crear(contexto(request), request.body)),
    );
  }

  app.put(
    '/api/usuarios/:id',
    {
      config: { policy: gestionar },
      schema: {
        tags,
        operationId: 'actualizarUsuario',
        summary: 'Actualizar un usuario (password vacío: sin cambio); con version, 409 si otro usuario guardó después',
        params: recordIdParamsSchema,
        body: usuarioUpdateSchema,
        response: { 200: usuarioSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.actualizar(contexto(request), request.params.id, request.body),
  );

  app.delete(
    '/api/usuarios/:id',
    {
      config: { policy: gestionar },
      schema: {
        tags,
        operationId: 'eliminarUsuario',
        summary: 'Eliminar un usuario (baja lógica)',
        params: recordIdParamsSchema,
        response: { 200: messageSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await service.eliminar(contexto(request), request.params.id);
      return { message: MENSAJES_ADMIN.usuarioEliminado };
    },
  );
};
