import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  asignacionParamsSchema,
  asignarRespuestaSchema,
  asignarSchema,
  errorSchema,
  messageSchema,
  reasignarSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { asignar, reasignar } from '../asignaciones/service';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { gestionarSolicitudes } from '../solicitudes/routes-gestion';

const tags = ['asignaciones'];

/** Assign folios to gestores (SPEC §2 reportesAsignar), reassign or unassign one (bulk unassign is POST /api/solicitudes/desasignar, modules/solicitudes). */
export const solicitudesEncuestadorRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => asignar(contexto(request), GESTOR, request.body),
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
    async (request) => reasignar(contexto(request), GESTOR, request.params.solicitud_id, request.body.usuario_id),
  );
};
