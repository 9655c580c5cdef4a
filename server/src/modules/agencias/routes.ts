import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agenciaInputSchema,
  agenciaListItemSchema,
  agenciaSchema,
  agenciaUpdateSchema,
  agenciasQuerySchema,
  recordIdParamsSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto } from '../../plugins/policy';
import { declararRutas, paginaOTodas } from '../../plugins/rutas';
import * as service from './service';
import { enviarLista } from '../../db/flujo';

/** Agencias: paged list, option list, read, create, update (SPEC §7). */
export const agenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  // Agency administration: is_super_admin or '*' only (SPEC §6, broad permission).
  const rutas = declararRutas(app, { tags: ['agencias'], policy: { permiso: 'broad', scope: 'none' } });

  rutas.get('/api/agencias', {
    operationId: 'listarAgencias',
    summary: 'Lista paginada de agencias (rowsPerPage -1: todas, como arreglo)',
    querystring: agenciasQuerySchema,
    respuesta: paginaOTodas(agenciaSchema),
    errores: [403, 422],
    serializerCompiler: serializarSinRevalidar,
  }, async (request, reply) => enviarLista(reply, await service.listar(contexto(request), request.query)));

  rutas.get('/api/agencias/list', {
    // Any session: selectors of every screen. A scoped user gets only their own agency.
    policy: { permiso: 'authenticated', scope: 'agencia' },
    operationId: 'listarAgenciasOpciones',
    summary: 'Agencias para selectores (id, nombre)',
    respuesta: z.array(agenciaListItemSchema),
  }, async (request) => service.lista(contexto(request)));

  rutas.get('/api/agencias/:id', {
    operationId: 'obtenerAgencia',
    summary: 'Una agencia',
    params: recordIdParamsSchema,
    respuesta: agenciaSchema,
    errores: [403, 404],
  }, async (request) => service.obtener(contexto(request), request.params.id));

  rutas.post('/api/agencias', {
    operationId: 'crearAgencia',
    summary: 'Crear una agencia',
    body: agenciaInputSchema,
    respuesta: agenciaSchema,
    codigo: 201,
    errores: [403, 422],
  }, async (request) => service.crear(contexto(request), request.body));

  rutas.put('/api/agencias/:id', {
    operationId: 'actualizarAgencia',
    summary: 'Actualizar una agencia; con version, 409 si otro usuario guardó después',
    params: recordIdParamsSchema,
    body: agenciaUpdateSchema,
    respuesta: agenciaSchema,
    errores: [403, 404, 409, 422],
  }, async (request) => service.actualizar(contexto(request), request.params.id, request.body));
};
