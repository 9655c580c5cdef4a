import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISOS,
  recordIdParamsSchema,
  VERIFICACION_FOTOS,
  verificacionAltaSchema,
  verificacionInputSchema,
  verificacionSchema,
} from '@verifica/contracts';
import { leerMultipart } from '../../lib/multipart';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { ARCHIVO_GRANDE, declararRutas } from '../../plugins/rutas';
import { editar, LECTURA_FOTOS, registrar } from './service';

/**
 * Intake: gestores have no back-office permission, so any session may call it; the service then
 * requires the caller to be the request's active gestor (403 otherwise) inside their agency.
 */
const gestorAsignado: RoutePolicy = { permiso: 'authenticated', scope: 'agencia' };

/** The intake's multipart parts, for the OpenAPI document (the service checks them). */
const verificacionMultipartSchema = verificacionAltaSchema.extend({
  imagenes: z.array(z.file().max(VERIFICACION_FOTOS.bytes)).min(VERIFICACION_FOTOS.min).max(VERIFICACION_FOTOS.max),
});

export const verificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['verificaciones'] });

  rutas.put('/api/verificaciones/:id', {
    policy: { permiso: PERMISOS.gestionarSolicitudes, scope: 'agencia' },
    operationId: 'editarVerificacion',
    summary: 'Edita una verificación de campo (atendió, parentesco, vehículo, comentario, posición); con version, 409 si otro usuario guardó después',
    params: recordIdParamsSchema,
    body: verificacionInputSchema,
    respuesta: verificacionSchema,
    errores: [403, 404, 409, 422],
  }, async (request) => editar(contexto(request), app.config, request.params.id, request.body));

  rutas.post('/api/verificaciones', {
    policy: gestorAsignado,
    operationId: 'registrarVerificacion',
    summary: `Registra la visita del gestor asignado (multipart: campos, latitude, longitude y de ${VERIFICACION_FOTOS.min} a ${VERIFICACION_FOTOS.max} fotos JPEG/PNG en "imagenes")`,
    multipart: verificacionMultipartSchema,
    respuesta: verificacionSchema,
    codigo: 201,
    errores: [403, 404, 422],
    respuestas: ARCHIVO_GRANDE,
  }, async (request) => registrar(contexto(request), app.config, await leerMultipart(request, LECTURA_FOTOS)));
};
