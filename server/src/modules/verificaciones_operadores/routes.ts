import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMISOS,
  recordIdParamsSchema,
  verificacionOperadorActualizarSchema,
  verificacionOperadorCrearSchema,
  seguimientoLlamadaSchema,
  seguimientoLlamadaLeidoSchema,
  verificacionOperadorQuerySchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { actualizar, crear, obtener } from './service';

/** Seguimiento de Llamadas: read, create, save / finalize / re-enable. */
export const verificacionesOperadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['callcenter'], policy: { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' } });

  rutas.get('/api/verificaciones_operadores', {
    operationId: 'obtenerSeguimientoLlamada',
    summary:
      'Seguimiento de llamada de una solicitud y las acciones permitidas al usuario; si aún no se ha guardado, el formulario vacío (id null). ' +
      '404 solo si la solicitud no está al alcance del usuario',
    querystring: verificacionOperadorQuerySchema,
    respuesta: seguimientoLlamadaLeidoSchema,
    errores: [403, 404, 422],
  }, async (request) => obtener(contexto(request), request.query.solicitud_id));

  for (const url of ['/api/verificaciones_operadores', '/api/verificaciones_operadores/']) {
    rutas.post(url, {
      operationId: 'crearSeguimientoLlamada',
      summary: 'Crea el seguimiento de llamada (accion guardar o finalizar); 409 si otro usuario ya lo creó',
      body: verificacionOperadorCrearSchema,
      respuesta: seguimientoLlamadaSchema,
      codigo: 201,
      errores: [403, 404, 409, 422],
    }, async (request) => crear(contexto(request), request.body));
  }

  rutas.put('/api/verificaciones_operadores/:id', {
    operationId: 'actualizarSeguimientoLlamada',
    summary:
      'Actualiza el seguimiento (accion guardar, finalizar o rehabilitar); solo escribe los campos enviados; con version, 409 si otro usuario guardó después',
    params: recordIdParamsSchema,
    body: verificacionOperadorActualizarSchema,
    respuesta: seguimientoLlamadaSchema,
    errores: [403, 404, 409, 422],
    serializerCompiler: serializarSinRevalidar,
  }, async (request) => actualizar(contexto(request), request.params.id, request.body));
};
