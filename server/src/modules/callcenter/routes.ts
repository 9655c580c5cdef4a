import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  asignacionParamsSchema,
  asignarOperadorSchema,
  asignarRespuestaSchema,
  errorSchema,
  messageSchema,
  opcionesSchema,
  pagedSchema,
  PERMISOS,
  reasignarOperadorSchema,
  resumenLlamadasSchema,
  siguienteLlamadaSchema,
  solicitudesOperadoresQuerySchema,
  solicitudOperadorFilaSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { asignar, reasignar } from '../asignaciones/service';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import type { CampoOpciones } from '../../consultas/solicitudes/filtros';
import { resumenReporte } from './resumen';
import { siguienteLlamada } from './siguiente';
import { listarReporte, opcionesReporte } from './service';
import { enviarLista } from '../../db/flujo';

const tags = ['callcenter'];
const verLlamadas: RoutePolicy = { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' };
/** Assigning operators is for is_admin (SPEC §6: Asignar, reassign). */
const asignarLlamadas: RoutePolicy = { permiso: PERMISOS.admin, scope: 'agencia' };

/** Reporte del Call Center, its option lists, and the operator assignment. */
export const callcenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/solicitudes_operadores',
    {
      config: { policy: verLlamadas },
      schema: {
        tags,
        operationId: 'listarSolicitudesOperadores',
        summary: 'Reporte del Call Center (filtros, paginado; rowsPerPage ≤ 0 = arreglo). Un operador solo ve sus folios',
        querystring: solicitudesOperadoresQuerySchema,
        response: { 200: z.union([pagedSchema(solicitudOperadorFilaSchema), z.array(solicitudOperadorFilaSchema)]), 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => enviarLista(reply, await listarReporte(contexto(request), request.query, app.config.vigenciaDias)),
  );

  app.get(
    '/api/solicitudes_operadores/resumen',
    {
      config: { policy: verLlamadas },
      schema: {
        tags,
        operationId: 'resumenSolicitudesOperadores',
        summary: 'Conteo por estatus y por vigencia de las filas del filtro del Reporte del Call Center (el mismo WHERE que la lista)',
        querystring: solicitudesOperadoresQuerySchema,
        response: { 200: resumenLlamadasSchema, 403: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => resumenReporte(contexto(request), request.query, app.config.vigenciaDias),
  );

  app.get(
    '/api/solicitudes_operadores/siguiente',
    {
      config: { policy: verLlamadas },
      schema: {
        tags,
        operationId: 'siguienteLlamada',
        summary: 'Siguiente folio de la cola propia: asignado al usuario y sin finalizar; primero los no llamados (Vencida, Retrasada, En Tiempo), luego los en proceso, por asignación más antigua. fila null: no hay pendientes',
        response: { 200: siguienteLlamadaSchema, 403: errorSchema },
      },
    },
    async (request) => siguienteLlamada(contexto(request), app.config.vigenciaDias),
  );

  const opcionesRuta = (path: string, campo: CampoOpciones, operationId: string, summary: string) =>
    app.get(
      path,
      {
        config: { policy: verLlamadas },
        schema: { tags, operationId, summary, querystring: solicitudesOperadoresQuerySchema, response: { 200: opcionesSchema, 403: errorSchema, 422: validationErrorSchema } },
      },
      async (request) => opcionesReporte(contexto(request), campo, request.query, app.config.vigenciaDias),
    );
  opcionesRuta('/api/solicitudes_operadores/edos', 'edo', 'listarEstadosOperadores', 'Estados de las solicitudes del filtro');
  opcionesRuta('/api/solicitudes_operadores/ciudades', 'ciudades', 'listarCiudadesOperadores', 'Ciudades de las solicitudes del filtro');
  opcionesRuta('/api/solicitudes_operadores/colonias', 'colonias', 'listarColoniasOperadores', 'Colonias de las solicitudes del filtro');
  opcionesRuta('/api/solicitudes_operadores/fuerza_venta', 'fuerza_venta', 'listarFuerzasVentaOperadores', 'Fuerzas de venta de las solicitudes del filtro');

  for (const url of ['/api/solicitudes_operadores', '/api/solicitudes_operadores/'])
    app.post(
      url,
      {
        config: { policy: asignarLlamadas },
        schema: {
          tags,
          operationId: 'asignarOperador',
          summary: 'Asigna a un operador los folios seleccionados, o todos los del filtro (todos: true)',
          body: asignarOperadorSchema,
          response: { 200: asignarRespuestaSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request) => asignar(contexto(request), OPERADOR, request.body),
    );

  app.put(
    '/api/solicitudes_operadores/:solicitud_id',
    {
      config: { policy: asignarLlamadas },
      schema: {
        tags,
        operationId: 'reasignarOperador',
        summary: 'Reasigna el folio a otro operador (usuario_id) o lo desasigna (usuario_id 0)',
        params: asignacionParamsSchema,
        body: reasignarOperadorSchema,
        response: { 200: messageSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => reasignar(contexto(request), OPERADOR, request.params.solicitud_id, request.body.usuario_id),
  );
};
