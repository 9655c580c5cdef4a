/**
 * Every /api/solicitudes/* route, one plugin: the detail (routes-detalle.ts: folio lookup, detail,
 * history, PDF, photos), the management screens (routes-gestion.ts: list, option lists, edit,
 * duplicate, upload, export) and the bulk unassign of gestores.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desasignarRespuestaSchema, desasignarSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { desasignar } from '../asignaciones/service';
import { rutasDetalle } from './routes-detalle';
import { gestionarSolicitudes, rutasGestion } from './routes-gestion';

export const solicitudesRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await rutasDetalle(app, opts);
  await rutasGestion(app, opts);

  declararRutas(app, { tags: ['asignaciones'], policy: gestionarSolicitudes }).post('/api/solicitudes/desasignar', {
    operationId: 'desasignarGestor',
    summary: 'Desasigna del gestor los folios indicados ([ids] o {ids}); solo cambian los que tienen gestor',
    body: desasignarSchema,
    respuesta: desasignarRespuestaSchema,
    errores: [403, 404, 422],
  }, async (request) => desasignar(contexto(request), GESTOR, request.body));
};
