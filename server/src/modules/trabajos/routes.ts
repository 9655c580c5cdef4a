import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParamsSchema,
  trabajoArchivoQuerySchema,
  trabajoCreadoSchema,
  trabajoSchema,
  trabajosSchema,
} from '@verifica/contracts';
import { leerMultipart } from '../../lib/multipart';
import { contexto } from '../../plugins/policy';
import { ARCHIVO_GRANDE, declararRutas } from '../../plugins/rutas';
import { PERMISOS_TRABAJOS } from './acceso';
import * as service from './service';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Background jobs: queue an export or an import, follow it, cancel it, download its file. */
export const trabajosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading and cancelling: any session; each user sees their own jobs (admins their agency's).
  const rutas = declararRutas(app, { tags: ['trabajos'], policy: { permiso: 'authenticated', scope: 'none' } });

  rutas.post('/api/trabajos', {
    // Starting a job: each kind checks its own permission (that of its synchronous endpoint).
    policy: { permiso: PERMISOS_TRABAJOS, scope: 'none' },
    operationId: 'crearTrabajo',
    summary:
      'Pone en cola un trabajo: JSON {tipo: exportar_solicitudes | exportar_callcenter | exportar_productividad | exportar_bitacora, ' +
      '...filtro del reporte}, o multipart (tipo=importar_solicitudes, file, agencia_id para usuarios globales; ' +
      'validar=true solo revisa el archivo; mapeo: JSON encabezado -> campo)',
    consumes: ['application/json', 'multipart/form-data'],
    respuesta: trabajoCreadoSchema,
    codigo: 202,
    errores: [403, 422, 429],
    respuestas: ARCHIVO_GRANDE,
  }, async (request) => {
    const ctx = contexto(request);
    const creado = request.isMultipart()
      ? await service.crearImportacion(ctx, app.config, await leerMultipart(request))
      : await service.crearExportacion(ctx, request.body, app.config.vigenciaDias);
    app.trabajos.despertar();
    return creado;
  });

  rutas.get('/api/trabajos', {
    operationId: 'listarTrabajos',
    summary: 'Mis trabajos, los más recientes primero (un administrador también ve los de su agencia)',
    respuesta: trabajosSchema,
  }, async (request) => service.listar(contexto(request), app.config));

  rutas.get('/api/trabajos/:id', {
    operationId: 'obtenerTrabajo',
    summary: 'Estado y avance de un trabajo; propio y con archivo (exportación, o libro de errores de una carga): enlace firmado (60 s)',
    params: recordIdParamsSchema,
    respuesta: trabajoSchema,
    errores: [404],
  }, async (request) => service.obtener(contexto(request), app.config, request.params.id));

  rutas.delete('/api/trabajos/:id', {
    operationId: 'cancelarTrabajo',
    summary: 'Cancela un trabajo pendiente o en curso (se detiene en su siguiente lote)',
    params: recordIdParamsSchema,
    respuesta: trabajoSchema,
    errores: [404, 409],
  }, async (request) => service.cancelar(contexto(request), app.config, request.params.id));

  rutas.get('/api/trabajos/:id/archivo', {
    // The HMAC signature (job and owner) is the credential; the owner is re-checked.
    policy: 'public',
    operationId: 'descargarArchivoTrabajo',
    summary: 'Descarga el archivo de un trabajo (exportación o libro de errores) por enlace firmado',
    security: [],
    params: recordIdParamsSchema,
    querystring: trabajoArchivoQuerySchema,
    produces: [XLSX_MIME],
  }, async (request, reply) => {
    const a = await service.archivo(app.config, app.db, request.params.id, request.query.exp, request.query.sig);
    return reply
      .type(XLSX_MIME)
      .header('content-length', a.bytes)
      .header('content-disposition', `attachment; filename="${a.nombre}"`)
      .header('cache-control', 'private, no-store')
      .send(a.flujo);
  });
};
