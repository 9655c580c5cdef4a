import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  PERMISOS,
  recordIdParamsSchema,
  validationErrorSchema,
  VERIFICACION_FOTOS,
  verificacionAltaSchema,
  verificacionInputSchema,
  verificacionSchema,
} from '@verifica/contracts';
import { leerMultipart } from '../../lib/multipart';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { editar, LECTURA_FOTOS, registrar } from './service';

const tags = ['verificaciones'];
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
  app.put(
    '/api/verificaciones/:id',
    {
      config: { policy: { permiso: PERMISOS.gestionarSolicitudes, scope: 'agencia' } },
      schema: {
        tags,
        operationId: 'editarVerificacion',
        summary: 'Edita una verificación de campo (atendió, parentesco, vehículo, comentario, posición); con version, 409 si otro usuario guardó después',
        params: recordIdParamsSchema,
        body: verificacionInputSchema,
        response: { 200: verificacionSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => editar(contexto(request), app.config, request.params.id, request.body),
  );

  app.post(
    '/api/verificaciones',
    {
      config: { policy: gestorAsignado },
      schema: {
        tags,
        operationId: 'registrarVerificacion',
        summary: `Registra la visita del gestor asignado (multipart: campos, latitude, longitude y de ${VERIFICACION_FOTOS.min} a ${VERIFICACION_FOTOS.max} fotos JPEG/PNG en "imagenes")`,
        multipart: verificacionMultipartSchema,
        response: { 201: verificacionSchema, 403: errorSchema, 404: errorSchema, 413: validationErrorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await registrar(contexto(request), app.config, await leerMultipart(request, LECTURA_FOTOS))),
  );
};
