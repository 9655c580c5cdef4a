import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historialSchema,
  folioRequestSchema,
  imagenFirmadaQuerySchema,
  recordIdParamsSchema,
  solicitudDetalleSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { historial } from './historial';
import * as service from './service';

/** Any logged-in user may look up a folio of their agency (top-bar search); global users see all. */
const verDetalle: RoutePolicy = { permiso: 'authenticated', scope: 'agencia' };

/** Folio lookup, request detail, its PDF and its photos. */
export const rutasDetalle: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['solicitudes'], policy: verDetalle });
  /** The detail of one request, by folio or by id: a hot answer, serialized without validating it again. */
  const detalleCompleto = { respuesta: solicitudDetalleSchema, serializerCompiler: serializarSinRevalidar } as const;

  rutas.post('/api/solicitudes/folio', {
    operationId: 'buscarSolicitudPorFolio',
    summary: 'Buscar una solicitud por folio',
    body: folioRequestSchema,
    ...detalleCompleto,
    errores: [400],
  }, async (request) => service.porFolio(contexto(request), app.config, request.body.folio_solicitud));

  rutas.get('/api/solicitudes/:id', {
    operationId: 'obtenerSolicitud',
    summary: 'Detalle de una solicitud',
    params: recordIdParamsSchema,
    ...detalleCompleto,
    errores: [404],
  }, async (request) => service.detalle(contexto(request), app.config, request.params.id));

  rutas.get('/api/solicitudes/:id/historial', {
    operationId: 'historialSolicitud',
    summary: 'Historial de la solicitud (del registro de auditoría): quién, cuándo y qué, del más antiguo al más reciente',
    params: recordIdParamsSchema,
    respuesta: historialSchema,
    errores: [404],
  }, async (request) => historial(contexto(request), request.params.id));

  rutas.get('/api/solicitudes_pdf/:id', {
    policy: { ...verDetalle, queryToken: true },
    operationId: 'descargarSolicitudPdf',
    summary: 'Detalle de una solicitud en PDF (Bearer, o ?token= para abrirlo en otra pestaña)',
    params: recordIdParamsSchema,
    produces: ['application/pdf'],
  }, async (request, reply) => {
    const { nombre, pdf } = await service.pdf(contexto(request), app.config, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${nombre}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  rutas.get('/api/imagenes/:id', {
    // The signature is the credential: URLs are minted only inside a detail the user may see.
    policy: 'public',
    operationId: 'obtenerFotografia',
    summary: 'Fotografía de una verificación (URL firmada y de corta duración)',
    security: [],
    params: recordIdParamsSchema,
    querystring: imagenFirmadaQuerySchema,
    produces: ['image/png', 'image/jpeg'],
  }, async (request, reply) => {
    const img = await service.imagen(app.db, app.config, request.params.id, request.query);
    return reply
      .type(img.mime)
      .header('cache-control', `private, max-age=${app.config.imageUrlTtl}`)
      .header('x-content-type-options', 'nosniff')
      .send(img.data);
  });
};
