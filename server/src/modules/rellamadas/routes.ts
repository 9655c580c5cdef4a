import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISOS, programarRellamadaSchema, rellamadaSchema, rellamadasQuerySchema, vencidasPorOperadorSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { listar, programar, vencidasPorOperador } from './service';

/** Rellamadas. */
export const rellamadasRoutes: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['callcenter'], policy: { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' } });

  rutas.post('/api/rellamadas', {
    operationId: 'programarRellamada',
    summary: 'Programa la rellamada de un folio (fecha y hora en la zona del negocio, nota corta); reemplaza la abierta. Quien puede Guardar la llamada',
    body: programarRellamadaSchema,
    respuesta: rellamadaSchema,
    codigo: 201,
    errores: [403, 404, 422],
  }, async (request) => programar(contexto(request), request.body));

  rutas.get('/api/rellamadas', {
    operationId: 'listarRellamadas',
    summary: 'Mis rellamadas abiertas, las vencidas primero; con solicitud_id, la rellamada abierta de ese folio',
    querystring: rellamadasQuerySchema,
    respuesta: z.array(rellamadaSchema),
    errores: [403, 404, 422],
  }, async (request) => listar(contexto(request), request.query));

  rutas.get('/api/rellamadas/vencidas', {
    operationId: 'rellamadasVencidasPorOperador',
    summary: 'Rellamadas vencidas por operador en la agencia de quien pide (un operador: solo las suyas)',
    respuesta: z.array(vencidasPorOperadorSchema),
    errores: [403],
  }, async (request) => vencidasPorOperador(contexto(request)));
};
