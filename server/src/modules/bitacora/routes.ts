import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bitacoraQuerySchema, entradaBitacoraSchema, errorSchema, pagedSchema, PERMISOS, validationErrorSchema } from '@verifica/contracts';
import { enviarLista } from '../../db/flujo';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import * as service from './service';

/** is_admin: an agency's administrator reads their agency's entries, a global user every entry. */
const politica: RoutePolicy = { permiso: PERMISOS.admin, scope: 'agencia' };

/** Bitácora: the audited changes. */
export const bitacoraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bitacora',
    {
      config: { policy: politica },
      schema: {
        tags: ['bitacora'],
        operationId: 'listarBitacora',
        summary:
          'Bitácora: los cambios auditados (quién, cuándo, qué registro, qué acción, los campos antes y después), del más reciente al más antiguo; ' +
          'filtros usuario_id, fecha_desde, fecha_hasta, accion, entidad (tipo de registro), folio y agencia_id (solo usuarios globales). ' +
          'Un administrador ve solo los de su agencia. Paginado (rowsPerPage -1: todas las filas como arreglo)',
        querystring: bitacoraQuerySchema,
        response: { 200: z.union([pagedSchema(entradaBitacoraSchema), z.array(entradaBitacoraSchema)]), 403: errorSchema, 422: validationErrorSchema },
      },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request, reply) => enviarLista(reply, await service.listar(contexto(request), request.query)),
  );
};
