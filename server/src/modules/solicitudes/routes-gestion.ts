import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cargaRespuestaSchema,
  duplicarRespuestaSchema,
  duplicarSchema,
  exportarDescargaQuerySchema,
  exportarEnlaceSchema,
  MENSAJES_API,
  opcionesSchema,
  PERMISOS,
  recordIdParamsSchema,
  solicitudDetalleSchema,
  solicitudesQuerySchema,
  solicitudFilaSchema,
  solicitudUpdateSchema,
  type SolicitudesQuery,
} from '@verifica/contracts';
import { enviarLista } from '../../db/flujo';
import { forbidden, validationDeZod } from '../../lib/errors';
import { leerMultipart } from '../../lib/multipart';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { ARCHIVO_GRANDE, declararRutas, paginaOTodas } from '../../plugins/rutas';
import { alcanceDe } from '../../sesion/alcance';
import { usuarioActivo } from '../../sesion/lectura';
import { cargarFormulario, plantilla } from './carga';
import { actualizar, duplicar } from './edicion';
import { comprobarEnlace, enlaceExportacion, exportarXlsx, nombreArchivoExportacion } from './exportar';
import type { CampoOpciones } from '../../consultas/solicitudes/filtros';
import { listarSolicitudes, opcionesSolicitudes } from '../../consultas/solicitudes/listado';
import { detalle } from './service';

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

  const rutas = declararRutas(app, { tags: ['solicitudes'], policy: gestionarSolicitudes });

  rutas.get('/api/solicitudes', {
    operationId: 'listarSolicitudes',
    summary: 'Reporte de solicitudes (filtros, paginado; rowsPerPage -1 = arreglo; exportar_excel=si = .xlsx de todas las filas)',
    querystring: solicitudesQuerySchema,
    produces: ['application/json', XLSX_MIME],
    respuesta: paginaOTodas(solicitudFilaSchema),
    errores: [403, 422],
  }, async (request, reply) => {
    const ctx = contexto(request);
    if (request.query.exportar_excel === 'si') return enviarXlsx(reply, ctx.scope, request.query);
    return enviarLista(reply, await listarSolicitudes(ctx, request.query));
  });

  const opciones = (url: string, campo: CampoOpciones, policy: RoutePolicy, operationId: string, summary: string) =>
    rutas.get(url, { policy, operationId, summary, querystring: solicitudesQuerySchema, respuesta: opcionesSchema, errores: [403, 422] },
      async (request) => opcionesSolicitudes(contexto(request), campo, request.query));
  opciones('/api/solicitudes/edos', 'edo', listaEdos, 'listarEstadosSolicitudes', 'Estados de las solicitudes del filtro (sin el filtro de estado)');
  opciones('/api/solicitudes/ciudades', 'ciudades', gestionarSolicitudes, 'listarCiudadesSolicitudes', 'Ciudades de las solicitudes del filtro');
  opciones('/api/solicitudes/colonias', 'colonias', gestionarSolicitudes, 'listarColoniasSolicitudes', 'Colonias de las solicitudes del filtro');
  opciones('/api/solicitudes/fuerza_venta', 'fuerza_venta', gestionarSolicitudes, 'listarFuerzasVentaSolicitudes', 'Fuerzas de venta de las solicitudes del filtro');

  rutas.put('/api/solicitudes/:id', {
    operationId: 'actualizarSolicitud',
    summary: 'Actualiza la solicitud (datos del cliente), o solo comentario y position (datos internos); con version, 409 si otro usuario guardó después',
    params: recordIdParamsSchema,
    body: solicitudUpdateSchema,
    respuesta: solicitudDetalleSchema,
    errores: [403, 404, 409, 422],
  }, async (request) => {
    const ctx = contexto(request);
    await actualizar(ctx, request.params.id, request.body);
    return detalle(ctx, app.config, request.params.id);
  });

  rutas.post('/api/solicitudes/duplicar', {
    // SPEC §3/§6: Duplicar (and its agency choice) is for broad users only (their scope: every agency).
    policy: { permiso: 'broad', scope: 'agencia' },
    operationId: 'duplicarSolicitud',
    summary: 'Duplica un folio (folio original-codigo, o folio_solicitud); agencia_id solo para usuarios globales',
    body: duplicarSchema,
    respuesta: duplicarRespuestaSchema,
    errores: [403, 404, 422],
  }, async (request) => duplicar(contexto(request), request.body));

  rutas.post('/api/solicitudes/load_file', {
    operationId: 'cargarSolicitudes',
    summary: 'Carga un archivo .xlsx, .xls o .csv de solicitudes (campo file; agencia_id para usuarios globales); todo o nada',
    consumes: ['multipart/form-data'],
    respuesta: cargaRespuestaSchema,
    errores: [403, 422],
    respuestas: ARCHIVO_GRANDE,
  }, async (request) => {
    const respuesta = await cargarFormulario(contexto(request), await leerMultipart(request));
    app.metricas.filasCargadas.inc(respuesta.insertados);
    return respuesta;
  });

  rutas.get('/api/solicitudes/plantilla', {
    operationId: 'descargarPlantillaCarga',
    summary: 'Plantilla .xlsx con todas las columnas que acepta la carga',
    produces: [XLSX_MIME],
  }, async (_request, reply) =>
    reply.type(XLSX_MIME).header('content-disposition', 'attachment; filename="plantilla-solicitudes.xlsx"').send(await plantilla()));

  rutas.post('/api/solicitudes/exportar', {
    operationId: 'crearEnlaceExportacion',
    summary: 'Enlace firmado (60 s) para descargar en el navegador el Excel del filtro, sin el token de sesión en la URL',
    body: z.record(z.string(), z.unknown()),
    respuesta: exportarEnlaceSchema,
    errores: [403, 422],
  }, async (request) => {
    // Validate now so a bad filter is a 422 here, not a broken download later.
    const parsed = solicitudesQuerySchema.safeParse(request.body);
    if (!parsed.success) throw validationDeZod(parsed.error);
    return enlaceExportacion(app.config.jwtSecret, contexto(request).actor.id, request.body);
  });

  rutas.get('/api/solicitudes/exportar/descarga', {
    // The HMAC signature is the credential; the user it names is re-checked (active, permission, agency).
    policy: 'public',
    operationId: 'descargarExportacion',
    summary: 'Descarga del Excel por enlace firmado',
    security: [],
    querystring: exportarDescargaQuerySchema,
    produces: [XLSX_MIME],
  }, async (request, reply) => {
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
  });
};
