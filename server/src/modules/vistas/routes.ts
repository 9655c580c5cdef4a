import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_VISTAS,
  messageSchema,
  recordIdParamsSchema,
  vistaCambiarSchema,
  vistaCrearSchema,
  vistaSchema,
  vistasQuerySchema,
} from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import * as service from './service';

/** Saved list views: mine and the shared ones I reach, per screen. */
export const vistasRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any session: the service checks the screen's permission and who owns or reaches each view.
  const rutas = declararRutas(app, { tags: ['vistas'], policy: { permiso: 'authenticated', scope: 'none' } });

  rutas.get('/api/vistas', {
    operationId: 'listarVistas',
    summary: 'Vistas guardadas de una pantalla: las propias y las compartidas que alcanzo',
    querystring: vistasQuerySchema,
    respuesta: z.array(vistaSchema),
    errores: [403, 422],
  }, async (request) => service.listar(contexto(request), request.query.pantalla));

  rutas.post('/api/vistas', {
    operationId: 'crearVista',
    summary: 'Guardar una vista',
    body: vistaCrearSchema,
    respuesta: vistaSchema,
    codigo: 201,
    errores: [403, 422],
  }, async (request) => service.crear(contexto(request), request.body));

  rutas.put('/api/vistas/:id', {
    operationId: 'cambiarVista',
    summary: 'Renombrar, cambiar, compartir o marcar como predeterminada una vista propia',
    params: recordIdParamsSchema,
    body: vistaCambiarSchema,
    respuesta: vistaSchema,
    errores: [403, 404, 409, 422],
  }, async (request) => service.cambiar(contexto(request), request.params.id, request.body));

  rutas.delete('/api/vistas/:id', {
    operationId: 'eliminarVista',
    summary: 'Eliminar una vista propia',
    params: recordIdParamsSchema,
    respuesta: messageSchema,
    errores: [404],
  }, async (request) => {
    await service.eliminar(contexto(request), request.params.id);
    return { message: MENSAJES_VISTAS.vistaEliminada };
  });
};
