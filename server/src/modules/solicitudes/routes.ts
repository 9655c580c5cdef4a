import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  folioRequestSchema,
  imagenFirmadaQuerySchema,
  MENSAJES,
  MENSAJES_API,
  recordIdParamsSchema,
  solicitudDetalleSchema,
} from '@verifica/contracts';
import { verificacionImagenes } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors';
import { checkImagenSignature } from '../../lib/signed-url';
import { agencyScope, type RoutePolicy } from '../../plugins/policy';
import { detalleSolicitud, idPorFolio } from './detalle';
import { detallePdf } from './pdf';

const tags = ['solicitudes'];
/** Any logged-in user may look up a folio of their agency (top-bar search); global users see all. */
const verDetalle: RoutePolicy = { permiso: 'authenticated', scope: 'agencia' };

/** Folio lookup, request detail, its PDF and its photos. */
export const solicitudDetalleRoutes: FastifyPluginAsyncZod = async (app) => {
  const detalle = (id: number, scope: number | null) =>
    detalleSolicitud(app.db, { id, scope, secret: app.config.jwtSecret, imageUrlTtl: app.config.imageUrlTtl });

  app.post(
    '/api/solicitudes/folio',
    {
      config: { policy: verDetalle },
      schema: { tags, summary: 'Buscar una solicitud por folio', body: folioRequestSchema, response: { 200: solicitudDetalleSchema, 400: errorSchema } },
    },
    async (request) => {
      const scope = agencyScope(request);
      const id = await idPorFolio(app.db, request.body.folio_solicitud, scope);
      if (id === null) throw badRequest(MENSAJES.folioNoEncontrado);
      try {
        return await detalle(id, scope);
      } catch (e) {
        if (e instanceof HttpError && e.statusCode === 404) throw badRequest(MENSAJES.folioNoEncontrado);
        throw e;
      }
    },
  );

  app.get(
    '/api/solicitudes/:id',
    {
      config: { policy: verDetalle },
      schema: { tags, summary: 'Detalle de una solicitud', params: recordIdParamsSchema, response: { 200: solicitudDetalleSchema, 404: errorSchema } },
    },
    async (request) => detalle(request.params.id, agencyScope(request)),
  );

  app.get(
    '/api/solicitudes_pdf/:id',
    {
      config: { policy: { ...verDetalle, queryToken: true } },
      schema: {
        tags,
        summary: 'Detalle de una solicitud en PDF (Bearer, o ?token= para abrirlo en otra pestaña)',
        params: recordIdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const d = await detalle(request.params.id, agencyScope(request));
      const pdf = await detallePdf(d);
      const nombre = `solicitud-${d.folio_solicitud.replace(/[^\w.-]+/g, '_')}.pdf`;
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
        summary: 'Fotografía de una verificación (URL firmada y de corta duración)',
        security: [],
        params: recordIdParamsSchema,
        querystring: imagenFirmadaQuerySchema,
        produces: ['image/png', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = checkImagenSignature(app.config.jwtSecret, id, request.query.exp, request.query.sig);
      if (check !== 'ok') throw forbidden(check === 'expired' ? MENSAJES_API.enlaceExpirado : MENSAJES_API.enlaceInvalido);
      const [img] = await app.db.select().from(verificacionImagenes).where(eq(verificacionImagenes.id, id)).limit(1);
      if (!img) throw notFound();
      const root = path.resolve(app.config.uploadsDir);
      const file = path.resolve(root, img.path);
      if (!file.startsWith(root + path.sep)) throw notFound();
      let data: Buffer;
      try {
        data = await readFile(file);
      } catch {
        throw notFound();
      }
      return reply
        .type(img.mime)
        .header('cache-control', `private, max-age=${app.config.imageUrlTtl}`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
