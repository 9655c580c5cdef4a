import type { z } from 'zod';
import { asignacionParamsSchema, asignarRespuestaSchema, messageSchema } from '@verifica/contracts';
import type { DefinicionAsignacion } from '../../consultas/solicitudes/asignacion';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import type { Rutas } from '../../plugins/rutas';
import { asignar, reasignar, type PedidoAsignacion } from './service';

export interface RutasAsignacion {
  /** The collection: POST assigns, PUT `<url>/:solicitud_id` reassigns or unassigns one folio. */
  url: string;
  tipo: DefinicionAsignacion;
  policy: RoutePolicy;
  /** Who receives the folios, as the summaries name them ('gestor', 'operador'). */
  quien: string;
  asignar: { operationId: string; body: z.ZodType<PedidoAsignacion> };
  reasignar: { operationId: string; body: z.ZodType<{ usuario_id: number }> };
}

/** Assign the selected folios (or all those of the filter) to a person, and reassign or unassign one. */
export function declararAsignacion(rutas: Rutas, a: RutasAsignacion): void {
  // SPEC §7 writes the POST with a trailing slash; both answer.
  for (const url of [a.url, `${a.url}/`]) {
    rutas.post(url, {
      policy: a.policy,
      operationId: a.asignar.operationId,
      summary: `Asigna a un ${a.quien} los folios seleccionados, o todos los del filtro (todos: true)`,
      body: a.asignar.body,
      respuesta: asignarRespuestaSchema,
      errores: [403, 404, 422],
    }, async (request) => asignar(contexto(request), a.tipo, request.body));
  }

  rutas.put(`${a.url}/:solicitud_id`, {
    policy: a.policy,
    operationId: a.reasignar.operationId,
    summary: `Reasigna el folio a otro ${a.quien} (usuario_id) o lo desasigna (usuario_id 0)`,
    params: asignacionParamsSchema,
    body: a.reasignar.body,
    respuesta: messageSchema,
    errores: [403, 404, 422],
  }, async (request) => reasignar(contexto(request), a.tipo, request.params.solicitud_id, request.body.usuario_id));
}
