import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { telefonoDuplicadoSchema, telefonosDuplicadosQuerySchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas, paginaOTodas } from '../../plugins/rutas';
import { telefonosDuplicados } from './service';
import { enviarLista } from '../../db/flujo';

/** Duplicate phones report: the broad permission (SPEC §6 menu gate), agency-scoped all the same. */
export const telefonosDuplicadosRoutes: FastifyPluginAsyncZod = async (app) => {
  declararRutas(app, { tags: ['reportes'], policy: { permiso: 'broad', scope: 'agencia' } }).get('/api/telefonos_duplicados', {
    operationId: 'listarTelefonosDuplicados',
    summary: 'Teléfonos compartidos por varios folios',
    description:
      'Teléfonos comparados normalizados (solo dígitos, los últimos 10). veces = folios visibles con ese teléfono, ' +
      'entre `desde` (mínimo, por defecto 4) y `hasta` (máximo, por defecto 100), ambos incluidos; ids = esos folios ' +
      '(ids separados por comas, ascendentes); folios = esos mismos folios con su número de folio ({id, folio}, en el orden de ids), ' +
      'para mostrarlos. Orden por defecto veces descendente (sortBy=veces&descending=false: ' +
      'ascendente); Telefono no se ordena. Paginado (rowsPerPage -1: todas las filas como arreglo). fecha_desde y ' +
      'fecha_hasta (AAAA-MM-DD): Fecha Captura del folio (fecha_captura), ambos incluidos. agencia_id 0 o ausente = todas.',
    querystring: telefonosDuplicadosQuerySchema,
    respuesta: paginaOTodas(telefonoDuplicadoSchema),
    errores: [403, 422],
  }, async (request, reply) => enviarLista(reply, await telefonosDuplicados(contexto(request), request.query)));
};
