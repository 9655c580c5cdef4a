import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asignarSchema, reasignarSchema } from '@verifica/contracts';
import { declararRutas } from '../../plugins/rutas';
import { declararAsignacion } from '../asignaciones/routes';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { gestionarSolicitudes } from '../solicitudes/routes-gestion';

/** Assign folios to gestores (SPEC §2 reportesAsignar), reassign or unassign one (bulk unassign is POST /api/solicitudes/desasignar, modules/solicitudes). */
export const solicitudesEncuestadorRoutes: FastifyPluginAsyncZod = async (app) => {
  declararAsignacion(declararRutas(app, { tags: ['asignaciones'] }), {
    url: '/api/solicitudes_encuestador',
    tipo: GESTOR,
    policy: gestionarSolicitudes,
    quien: 'gestor',
    asignar: { operationId: 'asignarGestor', body: asignarSchema },
    reasignar: { operationId: 'reasignarGestor', body: reasignarSchema },
  });
};
