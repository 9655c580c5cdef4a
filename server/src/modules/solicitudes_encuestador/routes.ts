import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  asignacionParamsSchema,
  asignarRespuestaSchema,
  asignarSchema,
  desasignarRespuestaSchema,
  desasignarSchema,
  errorSchema,
  MENSAJES,
  MENSAJES_SOLICITUDES,
  messageSchema,
  reasignarSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { agencyScope, usuarioActual } from '../../plugins/policy';
import { asignar, desasignarVarias, destinatario, reasignarUna, type Actor } from '../asignaciones/service';
import { GESTOR } from '../asignaciones/tipos';
import { agenciaCondicion, filtroSolicitudes } from '../solicitudes/filtros';
import { gestionarSolicitudes } from '../solicitudes/routes-gestion';

const tags = ['asignaciones'];

/** Assign folios to gestores (SPEC §2 reportesAsignar), reassign/unassign one, bulk unassign. */
export const solicitudesEncuestadorRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest): Actor => ({ id: usuarioActual(request).id, ip: request.ip });

  // SPEC §7 writes POST /api/solicitudes_encuestador/ (trailing slash); both answer.
  for (const url of ['/api/solicitudes_encuestador', '/api/solicitudes_encuestador/']) app.post(
    url,
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'asignarGestor',
        summary: 'Asigna a un gestor los folios seleccionados, o todos los del filtro (todos: true)',
        body: asignarSchema,
        response: { 200: asignarRespuestaSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const scope = agencyScope(request);
      const b = request.body;
      const agenciaGestor = await destinatario(app.db, GESTOR, b.usuario_id, scope);
      let where;
      if (b.todos === true) {
        // usuario_id of the body is the gestor to assign to, not the "assigned to" filter.
        where = and(filtroSolicitudes({ ...b, usuario_id: undefined }, { scope, asignacion: GESTOR }), agenciaCondicion(null, [agenciaGestor]));
      } else {
        const ids = [...new Set(b.seleccionados ?? [])];
        where = and(sql`${solicitudes.id} = any(${sql.param(ids)}::int[])`, scope === null ? undefined : eq(solicitudes.agencia_id, scope));
        const [n] = await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(where);
        if ((n?.n ?? 0) !== ids.length) throw notFound();
      }
      const r = await asignar(app.db, GESTOR, where, b.usuario_id, agenciaGestor, actor(request));
      return { message: MENSAJES.foliosAsignados, asignadas: r.asignadas.length };
    },
  );

  app.put(
    '/api/solicitudes_encuestador/:solicitud_id',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'reasignarGestor',
        summary: 'Reasigna el folio a otro gestor (usuario_id) o lo desasigna (usuario_id 0)',
        params: asignacionParamsSchema,
        body: reasignarSchema,
        response: { 200: messageSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const r = await reasignarUna(app.db, GESTOR, request.params.solicitud_id, request.body.usuario_id, agencyScope(request), actor(request));
      return { message: r === 'desasignada' ? MENSAJES.desasignacionExitosa : MENSAJES.reasignacionEfectuada };
    },
  );

  app.post(
    '/api/solicitudes/desasignar',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags,
        operationId: 'desasignarGestor',
        summary: 'Desasigna del gestor los folios indicados ([ids] o {ids}); solo cambian los que tienen gestor',
        body: desasignarSchema,
        response: { 200: desasignarRespuestaSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const hechas = await desasignarVarias(app.db, GESTOR, request.body, agencyScope(request), actor(request));
      return { message: hechas.length > 0 ? MENSAJES.desasignacionExitosa : MENSAJES_SOLICITUDES.sinGestor, desasignadas: hechas.length };
    },
  );
};
