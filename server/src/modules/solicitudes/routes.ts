/**
 * Every /api/solicitudes/* route, one plugin: the detail (routes-detalle.ts: folio lookup, detail,
 * history, PDF, photos), the management screens (routes-gestion.ts: list, option lists, edit,
 * duplicate, upload, export) and the bulk unassign of gestores.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desasignarRespuestaSchema, desasignarSchema, errorSchema, validationErrorSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { desasignar } from '../asignaciones/service';
import { rutasDetalle } from './routes-detalle';
import { gestionarSolicitudes, rutasGestion } from './routes-gestion';

export const solicitudesRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await rutasDetalle(app, opts);
  await rutasGestion(app, opts);

  app.post(
    '/api/solicitudes/desasignar',
    {
      config: { policy: gestionarSolicitudes },
      schema: {
        tags: ['asignaciones'],
        operationId: 'desasignarGestor',
        summary: 'Desasigna del gestor los folios indicados ([ids] o {ids}); solo cambian los que tienen gestor',
        body: desasignarSchema,
        response: { 200: desasignarRespuestaSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => desasignar(contexto(request), GESTOR, request.body),
  );
};
