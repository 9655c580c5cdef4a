import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISOS, personaListItemSchema, personasListQuerySchema, type PersonaListItem } from '@verifica/contracts';
import { contexto, type Contexto, type RoutePolicy } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import * as service from './service';

/**
 * Gestor and operator lists feed the assignment screens, the call-center report and the user
 * screens: any of these permissions, scoped to the agency (a broad user may pick one).
 */
const listaPersonas: RoutePolicy = {
  permiso: [PERMISOS.gestionarSolicitudes, PERMISOS.reportesCallCenter, PERMISOS.gestionarUsuarios],
  scope: 'agencia',
};

interface ListaPersonas {
  operationId: string;
  summary: string;
  lista: (ctx: Contexto, agencias: readonly number[]) => Promise<PersonaListItem[]>;
}

/** The option list of the active people of one role, of the caller's agency (or those asked for, for a global user). */
export const rutaListaPersonas =
  (url: string, { operationId, summary, lista }: ListaPersonas): FastifyPluginAsyncZod =>
  async (app) => {
    declararRutas(app, { tags: ['usuarios'], policy: listaPersonas }).get(url, {
      operationId,
      summary,
      querystring: personasListQuerySchema,
      respuesta: z.array(personaListItemSchema),
      errores: [403, 422],
    }, async (request) => lista(contexto(request), request.query.agencia_id));
  };

export const gestoresRoutes = rutaListaPersonas('/api/gestores/list', {
  operationId: 'listarGestoresOpciones',
  summary: 'Gestores activos (id, nombre_completo) de la agencia; agencia_id opcional para usuarios globales',
  lista: service.lista,
});
