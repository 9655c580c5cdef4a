import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cargaRespuestaSchema,
  duplicarRespuestaSchema,
  duplicarSchema,
  errorSchema,
  exportarDescargaQuerySchema,
  exportarEnlaceSchema,
  MENSAJES_API,
  opcionesSchema,
  pagedSchema,
  PERMISOS,
  recordIdParamsSchema,
  solicitudDetalleSchema,
  solicitudesQuerySchema,
  solicitudFilaSchema,
  solicitudUpdateSchema,
  validationErrorSchema,
  type SolicitudesQuery,
} from '@verifica/contracts';
import { enviarLista } from '../../db/flujo';
import { forbidden, validationDeZod } from '../../lib/errors';
import { leerMultipart } from '../../lib/multipart';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { alcanceDe } from '../../sesion/alcance';
import { usuarioActivo } from '../../sesion/lectura';
import { cargarFormulario, plantilla } from './carga';
import { actualizar, duplicar } from './edicion';
import { comprobarEnlace, enlaceExportacion, exportarXlsx, nombreArchivoExportacion } from './exportar';
import type { CampoOpciones } from '../../consultas/solicitudes/filtros';
import { listarSolicitudes, opcionesSolicitudes } from '../../consultas/solicitudes/listado';
import { detalle } from './service';

const tags = ['solicitudes'];
export const gestionarSolicitudes: RoutePolicy = { permiso: PERMISOS.gestionarSolicitudes, scope: 'agencia' };
/** The states list also feeds the map and chart reports and the call-center filters. */
const listaEdos: RoutePolicy = {
  permiso: [PERMISOS.gestionarSolicitudes, PERMISOS.reporteMapaFolios, PERMISOS.reporteGraficaFolios, PERMISOS.reportesCallCenter],
  scope: 'agencia',
};
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/solicitudes (list, export), option lists, signed export link, edit, duplicate, upload. */
export const rutasGestion: FastifyPluginAsyncZod = async (app) => {
  const enviarXlsx = (reply: FastifyReply, scope: number | null, q: SolicitudesQuery) => {
    const now = new Date();
    const stream = exportarXlsx(app.db, scope, q, {
      onError: (e) => {
        app.metricas.exportaciones.inc({ resultado: 'error' });
        reply.log.error({ err: e }, 'exportación interrumpida');
      },
      onFin: (filas) => {
        app.metricas.exportaciones.inc({ resultado: 'ok' });
        app.metricas.filasExportadas.inc(filas);
      },
    });
    return reply
      .type(XLSX_MIME)
      .header('content-disposition', `attachment; filename="${nombreArchivoExportacion(now)}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  };

  app.get(
    '/api/solicitudes',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'listarSolicitudes',
        summary: 'Reporte de solicitudes (filtros, paginado; rowsPerPage -1 = arreglo; exportar_excel=si = .xlsx de todas las filas)',
        querystring: solicitudesQuerySchema,
        produces: ['application/json', XLSX_MIME],
        response: { 200: z.union([pagedSchema(solicitudFilaSchema), z.array(solicitudFilaSchema)]), 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const ctx = contexto(request);
      if (request.query.exportar_excel === 'si') return enviarXlsx(reply, ctx.scope, request.query);
      return enviarLista(reply, await listarSolicitudes(ctx, request.query));
    },
  );

  const opcionesRuta = (path: string, campo: CampoOpciones, policy: RoutePolicy, operationId: string, summary: string) =>
    app.get(
      path,
      {
        config: { policy },
        schema: { tags, operationId, summary, querystring: solicitudesQuerySchema, response: { 200: opcionesSchema, 403: errorSchema, 422: validationErrorSchema } },
      },
      async (request) => opcionesSolicitudes(contexto(request), campo, request.query),
    );
  opcionesRuta('/api/solicitudes/edos', 'edo', listaEdos, 'listarEstadosSolicitudes', 'Estados de las solicitudes del filtro (sin el filtro de estado)');
  opcionesRuta('/api/solicitudes/ciudades', 'ciudades', gestionarSolicitudes, 'listarCiudadesSolicitudes', 'Ciudades de las solicitudes del filtro');
  opcionesRuta('/api/solicitudes/colonias', 'colonias', gestionarSolicitudes, 'listarColoniasSolicitudes', 'Colonias de las solicitudes del filtro');
  opcionesRuta('/api/solicitudes/fuerza_venta', 'fuerza_venta', gestionarSolicitudes, 'listarFuerzasVentaSolicitudes', 'Fuerzas de venta de las solicitudes del filtro');

  app.put(
    '/api/solicitudes/:id',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'actualizarSolicitud',
        summary: 'Actualiza la solicitud (datos del cliente), o solo comentario y position (datos internos); con version, 409 si otro usuario guardó después',
        params: recordIdParamsSchema,
        body: solicitudUpdateSchema,
        response: { 200: solicitudDetalleSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const ctx = contexto(request);
      await actualizar(ctx, request.params.id, request.body);
      return detalle(ctx, app.config, request.params.id);
    },
  );

  app.post(
    '/api/solicitudes/duplicar',
    {
      // SPEC §3/§6: Duplicar (and its agency choice) is for broad users only (their scope: every agency).
      config: { policy: { permiso: 'broad', scope: 'agencia' } },
      schema: {
        tags,
        operationId: 'duplicarSolicitud',
        summary: 'Duplica un folio (folio original-codigo, o folio_solicitud); agencia_id solo para usuarios globales',
        body: duplicarSchema,
        response: { 200: duplicarRespuestaSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => duplicar(contexto(request), request.body),
  );

  app.post(
    '/api/solicitudes/load_file',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'cargarSolicitudes',
        summary: 'Carga un archivo .xlsx, .xls o .csv de solicitudes (campo file; agencia_id para usuarios globales); todo o nada',
        consumes: ['multipart/form-data'],
        response: { 200: cargaRespuestaSchema, 403: errorSchema, 413: validationErrorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const respuesta = await cargarFormulario(contexto(request), await leerMultipart(request));
      app.metricas.filasCargadas.inc(respuesta.insertados);
      return respuesta;
    },
  );

  app.get(
    '/api/solicitudes/plantilla',
    {
      config: { policy: gestionarSolicitudes },
      schema: { tags, operationId: 'descargarPlantillaCarga', summary: 'Plantilla .xlsx con todas las columnas que acepta la carga', produces: [XLSX_MIME] },
    },
    async (_request, reply) =>
      reply.type(XLSX_MIME).header('content-disposition', 'attachment; filename="plantilla-solicitudes.xlsx"').send(await plantilla()),
  );

  app.post(
    '/api/solicitudes/exportar',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'crearEnlaceExportacion',
        summary: 'Enlace firmado (60 s) para descargar en el navegador el Excel del filtro, sin el token de sesión en la URL',
        body: z.record(z.string(), z.unknown()),
        response: { 200: exportarEnlaceSchema, 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      // Validate now so a bad filter is a 422 here, not a broken download later.
      const parsed = solicitudesQuerySchema.safeParse(request.body);
      if (!parsed.success) throw validationDeZod(parsed.error);
      return enlaceExportacion(app.config.jwtSecret, contexto(request).actor.id, request.body);
    },
  );

  app.get(
    '/api/solicitudes/exportar/descarga',
    {
      // The HMAC signature is the credential; the user it names is re-checked (active, permission, agency).
      config: { policy: 'public' },
      schema: { tags, operationId: 'descargarExportacion', summary: 'Descarga del Excel por enlace firmado', security: [], querystring: exportarDescargaQuerySchema, produces: [XLSX_MIME] },
    },
    async (request, reply) => {
      const { f, u, exp, sig } = request.query;
      const check = comprobarEnlace(app.config.jwtSecret, u, f, exp, sig);
      if (check !== 'ok') throw forbidden(check === 'expired' ? MENSAJES_API.enlaceExpirado : MENSAJES_API.enlaceInvalido);
      const quien = await usuarioActivo(app.db, u);
      const scope = quien ? alcanceDe(quien, PERMISOS.gestionarSolicitudes) : 'denegado';
      if (scope === 'denegado') throw forbidden();
      let crudo: unknown;
      try {
        crudo = JSON.parse(Buffer.from(f, 'base64url').toString('utf8'));
      } catch {
        throw forbidden(MENSAJES_API.enlaceInvalido);
      }
      const parsed = solicitudesQuerySchema.safeParse(crudo);
      if (!parsed.success) throw validationDeZod(parsed.error);
      return enviarXlsx(reply, scope, parsed.data);
    },
  );
};
