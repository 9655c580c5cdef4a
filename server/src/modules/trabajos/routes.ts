import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  recordIdParamsSchema,
  trabajoArchivoQuerySchema,
  trabajoCreadoSchema,
  trabajoSchema,
  trabajosSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { leerMultipart } from '../../lib/multipart';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { PERMISOS_TRABAJOS } from './acceso';
import * as service from './service';

const tags = ['trabajos'];
/** Starting a job: each kind checks its own permission (that of its synchronous endpoint). */
const crear: RoutePolicy = { permiso: PERMISOS_TRABAJOS, scope: 'none' };
/** Reading and cancelling: any session; each user sees their own jobs (admins their agency's). */
const propios: RoutePolicy = { permiso: 'authenticated', scope: 'none' };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Background jobs: queue an export or an import, follow it, cancel it, download its file. */
export const trabajosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/trabajos',
    {
      config: { policy: crear },
      schema: {
        tags,
        operationId: 'crearTrabajo',
        summary:
          'Pone en cola un trabajo: JSON {tipo: exportar_solicitudes | exportar_callcenter | exportar_productividad | exportar_bitacora, ...filtro del reporte}, o multipart (tipo=importar_solicitudes, file, agencia_id para usuarios globales; validar=true solo revisa el archivo; mapeo: JSON encabezado -> campo)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 202: trabajoCreadoSchema, 403: errorSchema, 413: validationErrorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const ctx = contexto(request);
      const creado = request.isMultipart()
        ? await service.crearImportacion(ctx, app.config, await leerMultipart(request))
        : await service.crearExportacion(ctx, request.body, app.config.vigenciaDias);
      app.trabajos.despertar();
      return reply.code(202).send(creado);
    },
  );

  app.get(
    '/api/trabajos',
    {
      config: { policy: propios },
      schema: { tags, operationId: 'listarTrabajos', summary: 'Mis trabajos, los más recientes primero (un administrador también ve los de su agencia)', response: { 200: trabajosSchema } },
    },
    async (request) => service.listar(contexto(request), app.config),
  );

  app.get(
    '/api/trabajos/:id',
    {
      config: { policy: propios },
      schema: {
        tags,
        operationId: 'obtenerTrabajo',
        summary: 'Estado y avance de un trabajo; propio y con archivo (exportación, o libro de errores de una carga): enlace firmado (60 s)',
        params: recordIdParamsSchema,
        response: { 200: trabajoSchema, 404: errorSchema },
      },
    },
    async (request) => service.obtener(contexto(request), app.config, request.params.id),
  );

  app.delete(
    '/api/trabajos/:id',
    {
      config: { policy: propios },
      schema: {
        tags,
        operationId: 'cancelarTrabajo',
        summary: 'Cancela un trabajo pendiente o en curso (se detiene en su siguiente lote)',
        params: recordIdParamsSchema,
        response: { 200: trabajoSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => service.cancelar(contexto(request), app.config, request.params.id),
  );

  app.get(
    '/api/trabajos/:id/archivo',
    {
      // The HMAC signature (job and owner) is the credential; the owner is re-checked.
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'descargarArchivoTrabajo',
        summary: 'Descarga el archivo de un trabajo (exportación o libro de errores) por enlace firmado',
        security: [],
        params: recordIdParamsSchema,
        querystring: trabajoArchivoQuerySchema,
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const a = await service.archivo(app.config, app.db, request.params.id, request.query.exp, request.query.sig);
      return reply
        .type(XLSX_MIME)
        .header('content-length', a.bytes)
        .header('content-disposition', `attachment; filename="${a.nombre}"`)
        .header('cache-control', 'private, no-store')
        .send(a.flujo);
    },
  );
};

