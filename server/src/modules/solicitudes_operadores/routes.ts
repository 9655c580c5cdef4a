import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  asignacionParamsSchema,
  asignarOperadorSchema,
  asignarRespuestaSchema,
  errorSchema,
  MENSAJES,
  MENSAJES_CALLCENTER,
  messageSchema,
  opcionesSchema,
  pagedSchema,
  PERMISOS,
  reasignarOperadorSchema,
  solicitudesOperadoresQuerySchema,
  solicitudOperadorFilaSchema,
  validationErrorSchema,
  type SolicitudesOperadoresQuery,
} from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { notFound, validation } from '../../lib/errors';
import { agencyScope, usuarioActual, type RoutePolicy } from '../../plugins/policy';
import { asignar, destinatario, reasignarUna, type Actor } from '../asignaciones/service';
import { OPERADOR } from '../asignaciones/tipos';
import { agenciaCondicion, filtroSolicitudes, type CampoOpciones } from '../solicitudes/filtros';
import { esAdminLlamadas, estatusVisibles, soloAsignadasAlUsuario } from './acceso';
import { listar, opcionesLlamadas, type VistaLlamadas } from './service';
import { enviarLista } from '../../db/flujo';

const tags = ['callcenter'];
const verLlamadas: RoutePolicy = { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' };
/** Assigning operators is for is_admin (SPEC §6: Asignar, reassign). */
const asignarLlamadas: RoutePolicy = { permiso: PERMISOS.admin, scope: 'agencia' };

/** Reporte del Call Center, its option lists, and the operator assignment. */
export const solicitudesOperadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest): Actor => ({ id: usuarioActual(request).id, ip: request.ip });

  /**
   * The user's view and filter: a non-admin asking for No Asignadas or another operator's rows
   * gets 422, and their "all statuses" leaves the unassigned rows out.
   */
  const vista = (request: FastifyRequest, q: SolicitudesOperadoresQuery): { q: SolicitudesOperadoresQuery; vista: VistaLlamadas } => {
    const u = usuarioActual(request);
    if (!esAdminLlamadas(u)) {
      const errores: Record<string, string[]> = {};
      if (q.asignadas.includes(2)) errores.asignadas = [MENSAJES_CALLCENTER.soloAdminEstatus];
      if (q.usuario_id !== undefined) errores.usuario_id = [MENSAJES_CALLCENTER.soloAdminOperador];
      if (Object.keys(errores).length > 0) throw validation(errores);
    }
    return {
      q: { ...q, asignadas: estatusVisibles(u, q.asignadas) },
      vista: { scope: agencyScope(request), soloDe: soloAsignadasAlUsuario(u) ? u.id : null, umbrales: app.config.vigenciaDias },
    };
  };

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
    async (request, reply) => {
      const v = vista(request, request.query);
      return enviarLista(reply, await listar(app.db, v.q, v.vista));
    },
  );

  const opcionesRuta = (path: string, campo: CampoOpciones, operationId: string, summary: string) =>
    app.get(
      path,
      {
        config: { policy: verLlamadas },
        schema: { tags, operationId, summary, querystring: solicitudesOperadoresQuerySchema, response: { 200: opcionesSchema, 403: errorSchema, 422: validationErrorSchema } },
      },
      async (request) => {
        const v = vista(request, request.query);
        return opcionesLlamadas(app.db, campo, v.q, v.vista);
      },
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
      async (request) => {
        const scope = agencyScope(request);
        const b = request.body;
        const agenciaOperador = await destinatario(app.db, OPERADOR, b.usuario_id, scope);
        let where;
        if (b.todos === true) {
          // usuario_id of the body is the operator to assign to, not the "assigned to" filter.
          where = and(filtroSolicitudes({ ...b, usuario_id: undefined }, { scope, asignacion: OPERADOR }), agenciaCondicion(null, [agenciaOperador]));
        } else {
          const ids = [...new Set(b.seleccionados ?? [])];
          where = and(sql`${solicitudes.id} = any(${sql.param(ids)}::int[])`, scope === null ? undefined : eq(solicitudes.agencia_id, scope));
          const [n] = await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(where);
          if ((n?.n ?? 0) !== ids.length) throw notFound();
        }
        const r = await asignar(app.db, OPERADOR, where, b.usuario_id, agenciaOperador, actor(request));
        return { message: MENSAJES.foliosAsignados, asignadas: r.asignadas.length };
      },
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
    async (request) => {
      const r = await reasignarUna(app.db, OPERADOR, request.params.solicitud_id, request.body.usuario_id, agencyScope(request), actor(request));
      return { message: r === 'desasignada' ? MENSAJES.desasignacionExitosa : MENSAJES.reasignacionEfectuada };
    },
  );
};
