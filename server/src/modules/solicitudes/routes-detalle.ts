import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  historialSchema,
  folioRequestSchema,
  imagenFirmadaQuerySchema,
  recordIdParamsSchema,
  solicitudDetalleSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { historial } from './historial';
import * as service from './service';

const tags = ['solicitudes'];
/** Any logged-in user may look up a folio of their agency (top-bar search); global users see all. */
const verDetalle: RoutePolicy = { permiso: 'authenticated', scope: 'agencia' };

/** Folio lookup, request detail, its PDF and its photos. */
export const rutasDetalle: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/solicitudes/folio',
    {
      config: { policy: verDetalle },
      schema: { tags, operationId: 'buscarSolicitudPorFolio', summary: 'Buscar una solicitud por folio', body: folioRequestSchema, response: { 200: solicitudDetalleSchema, 400: errorSchema } },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request) => service.porFolio(contexto(request), app.config, request.body.folio_solicitud),
  );

  app.get(
    '/api/solicitudes/:id',
    {
      config: { policy: verDetalle },
      schema: { tags, operationId: 'obtenerSolicitud', summary: 'Detalle de una solicitud', params: recordIdParamsSchema, response: { 200: solicitudDetalleSchema, 404: errorSchema } },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request) => service.detalle(contexto(request), app.config, request.params.id),
  );

  app.get(
    '/api/solicitudes/:id/historial',
    {
      config: { policy: verDetalle },
      schema: {
        tags,
        operationId: 'historialSolicitud',
        summary: 'Historial de la solicitud (del registro de auditoría): quién, cuándo y qué, del más antiguo al más reciente',
        params: recordIdParamsSchema,
        response: { 200: historialSchema, 404: errorSchema },
      },
    },
    async (request) => historial(contexto(request), request.params.id),
  );

  app.get(
    '/api/solicitudes_pdf/:id',
    {
      config: { policy: { ...verDetalle, queryToken: true } },
      schema: {
        tags,
        operationId: 'descargarSolicitudPdf',
        summary: 'Detalle de una solicitud en PDF (Bearer, o ?token= para abrirlo en otra pestaña)',
        params: recordIdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { nombre, pdf } = await service.pdf(contexto(request), app.config, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${nombre}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/imagenes/:id',
    {
      // The signature is the credential: URLs are minted only inside a detail the user may see.
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'obtenerFotografia',
        summary: 'Fotografía de una verificación (URL firmada y de corta duración)',
        security: [],
        params: recordIdParamsSchema,
        querystring: imagenFirmadaQuerySchema,
        produces: ['image/png', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const img = await service.imagen(app.db, app.config, request.params.id, request.query);
      return reply
        .type(img.mime)
        .header('cache-control', `private, max-age=${app.config.imageUrlTtl}`)
        .header('x-content-type-options', 'nosniff')
        .send(img.data);
    },
  );
};
