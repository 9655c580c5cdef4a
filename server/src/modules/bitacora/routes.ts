import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bitacoraQuerySchema, entradaBitacoraSchema, PERMISOS } from '@verifica/contracts';
import { enviarLista } from '../../db/flujo';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto } from '../../plugins/policy';
import { declararRutas, paginaOTodas } from '../../plugins/rutas';
import * as service from './service';

/** Bitácora: the audited changes. */
export const bitacoraRoutes: FastifyPluginAsyncZod = async (app) => {
  // is_admin: an agency's administrator reads their agency's entries, a global user every entry.
  const rutas = declararRutas(app, { tags: ['bitacora'], policy: { permiso: PERMISOS.admin, scope: 'agencia' } });

  rutas.get('/api/bitacora', {
    operationId: 'listarBitacora',
    summary:
      'Bitácora: los cambios auditados (quién, cuándo, qué registro, qué acción, los campos antes y después), del más reciente al más antiguo; ' +
      'filtros usuario_id, fecha_desde, fecha_hasta, accion, entidad (tipo de registro), folio y agencia_id (solo usuarios globales). ' +
      'Un administrador ve solo los de su agencia. Paginado (rowsPerPage -1: todas las filas como arreglo)',
    querystring: bitacoraQuerySchema,
    respuesta: paginaOTodas(entradaBitacoraSchema),
    errores: [403, 422],
    serializerCompiler: serializarSinRevalidar,
  }, async (request, reply) => enviarLista(reply, await service.listar(contexto(request), request.query)));
};
