import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  MENSAJES_SOLICITUDES,
  PERMISOS,
  recordIdParamsSchema,
  validationErrorSchema,
  VERIFICACION_FOTOS,
  verificacionAltaSchema,
  verificacionInputSchema,
  verificacionSchema,
  type Verificacion,
} from '@verifica/contracts';
import { notFound, validationDeZod } from '../../lib/errors';
import { leerMultipart } from '../../lib/multipart';
import { agencyScope, usuarioActual, type RoutePolicy } from '../../plugins/policy';
import { detalleSolicitud } from '../solicitudes/detalle';
import { editar, registrar } from './service';

const tags = ['verificaciones'];
/**
 * Intake: gestores have no back-office permission, so any session may call it; the service then
 * requires the caller to be the request's active gestor (403 otherwise) inside their agency.
 */
const gestorAsignado: RoutePolicy = { permiso: 'authenticated', scope: 'agencia' };

/** The intake's multipart parts, for the OpenAPI document (the handler reads and checks them itself). */
const verificacionMultipartSchema = verificacionAltaSchema.extend({
  imagenes: z.array(z.file().max(VERIFICACION_FOTOS.bytes)).min(VERIFICACION_FOTOS.min).max(VERIFICACION_FOTOS.max),
});

export const verificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const verificacionDe = async (solicitudId: number, scope: number | null): Promise<Verificacion> => {
    const d = await detalleSolicitud(app.db, { id: solicitudId, scope, secret: app.config.jwtSecret, imageUrlTtl: app.config.imageUrlTtl });
    if (!d.verificacion) throw notFound();
    return d.verificacion;
  };

  app.put(
    '/api/verificaciones/:id',
    {
      config: { policy: { permiso: PERMISOS.gestionarSolicitudes, scope: 'agencia' } },
      schema: {
        tags,
        operationId: 'editarVerificacion',
        summary: 'Edita una verificación de campo (atendió, parentesco, vehículo, comentario, posición)',
        params: recordIdParamsSchema,
        body: verificacionInputSchema,
        response: { 200: verificacionSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const scope = agencyScope(request);
      const solicitudId = await editar(app.db, scope, request.params.id, request.body, { id: usuarioActual(request).id, ip: request.ip });
      return verificacionDe(solicitudId, scope);
    },
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
    async (request, reply) => {
      const scope = agencyScope(request);
      const { archivos, campos } = await leerMultipart(request, {
        maxBytes: VERIFICACION_FOTOS.bytes,
        maxArchivos: VERIFICACION_FOTOS.max + 1,
        mensajeGrande: MENSAJES_SOLICITUDES.fotoDemasiadoGrande,
      });
      const alta = verificacionAltaSchema.safeParse(campos);
      if (!alta.success) throw validationDeZod(alta.error);
      const fotos = archivos.filter((a) => a.campo === 'imagenes' || a.campo === 'imagenes[]');
      await registrar(app.db, app.config.uploadsDir, scope, alta.data, fotos, { id: usuarioActual(request).id, ip: request.ip });
      return reply.code(201).send(await verificacionDe(alta.data.solicitud_id, scope));
    },
  );
};
