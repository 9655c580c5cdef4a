import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  PERMISOS,
  recordIdParamsSchema,
  validationErrorSchema,
  verificacionOperadorActualizarSchema,
  verificacionOperadorCrearSchema,
  seguimientoLlamadaSchema,
  seguimientoLlamadaLeidoSchema,
  verificacionOperadorQuerySchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { actualizar, crear, obtener } from './service';

const tags = ['callcenter'];
const llamadas: RoutePolicy = { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' };

/** Seguimiento de Llamadas: read, create, save / finalize / re-enable. */
export const verificacionesOperadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/verificaciones_operadores',
    {
      config: { policy: llamadas },
      schema: {
        tags,
        operationId: 'obtenerSeguimientoLlamada',
        summary:
          'Seguimiento de llamada de una solicitud y las acciones permitidas al usuario; si aún no se ha guardado, el formulario vacío (id null). ' +
          '404 solo si la solicitud no está al alcance del usuario',
        querystring: verificacionOperadorQuerySchema,
        response: { 200: seguimientoLlamadaLeidoSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => obtener(contexto(request), request.query.solicitud_id),
  );

  for (const url of ['/api/verificaciones_operadores', '/api/verificaciones_operadores/'])
    app.post(
      url,
      {
        config: { policy: llamadas },
        schema: {
          tags,
          operationId: 'crearSeguimientoLlamada',
          summary: 'Crea el seguimiento de llamada (accion guardar o finalizar); 409 si otro usuario ya lo creó',
          body: verificacionOperadorCrearSchema,
          response: { 201: seguimientoLlamadaSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await crear(contexto(request), request.body)),
    );

  app.put(
    '/api/verificaciones_operadores/:id',
    {
      config: { policy: llamadas },
      schema: {
        tags,
        operationId: 'actualizarSeguimientoLlamada',
        summary:
          'Actualiza el seguimiento (accion guardar, finalizar o rehabilitar); solo escribe los campos enviados; con version, 409 si otro usuario guardó después',
        params: recordIdParamsSchema,
        body: verificacionOperadorActualizarSchema,
        response: { 200: seguimientoLlamadaSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
      },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request) => actualizar(contexto(request), request.params.id, request.body),
  );
};
