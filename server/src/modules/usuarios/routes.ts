import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MENSAJES_ADMIN,
  messageSchema,
  PERMISOS,
  recordIdParamsSchema,
  usuarioCreateSchema,
  usuarioFilaSchema,
  usuariosQuerySchema,
  usuarioSchema,
  usuarioUpdateSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto } from '../../plugins/policy';
import { declararRutas, paginaOTodas } from '../../plugins/rutas';
import * as service from './service';
import { enviarLista } from '../../db/flujo';

/** Usuarios: paged list, read, create, update, soft delete (SPEC §7). */
export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  // gestionar_usuarios; a scoped admin sees and manages only the users of their agency.
  const rutas = declararRutas(app, { tags: ['usuarios'], policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'agencia' } });

  rutas.get('/api/usuarios', {
    operationId: 'listarUsuarios',
    summary: 'Lista paginada de usuarios (rowsPerPage -1: todos, como arreglo; rol=gestor para la lista de gestores)',
    querystring: usuariosQuerySchema,
    respuesta: paginaOTodas(usuarioFilaSchema),
    errores: [403, 422],
    serializerCompiler: serializarSinRevalidar,
  }, async (request, reply) => enviarLista(reply, await service.listar(contexto(request), request.query)));

  rutas.get('/api/usuarios/:id', {
    operationId: 'obtenerUsuario',
    summary: 'Un usuario',
    params: recordIdParamsSchema,
    respuesta: usuarioSchema,
    errores: [403, 404],
  }, async (request) => service.obtener(contexto(request), request.params.id));

  // SPEC §7 writes POST /api/usuarios/ (trailing slash, as the front end calls it); both answer.
  for (const url of ['/api/usuarios', '/api/usuarios/']) {
    rutas.post(url, {
      operationId: 'crearUsuario',
      summary: 'Crear un usuario',
      body: usuarioCreateSchema,
      respuesta: usuarioSchema,
      codigo: 201,
      errores: [403, 422],
    }, async (request) => service.crear(contexto(request), request.body));
  }

  rutas.put('/api/usuarios/:id', {
    operationId: 'actualizarUsuario',
    summary: 'Actualizar un usuario (password vacío: sin cambio); con version, 409 si otro usuario guardó después',
    params: recordIdParamsSchema,
    body: usuarioUpdateSchema,
    respuesta: usuarioSchema,
    errores: [403, 404, 409, 422],
  }, async (request) => service.actualizar(contexto(request), request.params.id, request.body));

  rutas.delete('/api/usuarios/:id', {
    operationId: 'eliminarUsuario',
    summary: 'Eliminar un usuario (baja lógica)',
    params: recordIdParamsSchema,
    respuesta: messageSchema,
    errores: [403, 404],
  }, async (request) => {
    await service.eliminar(contexto(request), request.params.id);
    return { message: MENSAJES_ADMIN.usuarioEliminado };
  });
};
