import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  asignarOperadorSchema,
  opcionesSchema,
  PERMISOS,
  reasignarOperadorSchema,
  resumenLlamadasSchema,
  siguienteLlamadaSchema,
  solicitudesOperadoresQuerySchema,
  solicitudOperadorFilaSchema,
} from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas, paginaOTodas } from '../../plugins/rutas';
import { declararAsignacion } from '../asignaciones/routes';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import type { CampoOpciones } from '../../consultas/solicitudes/filtros';
import { resumenReporte } from './resumen';
import { siguienteLlamada } from './siguiente';
import { listarReporte, opcionesReporte } from './service';
import { enviarLista } from '../../db/flujo';

/** Reporte del Call Center, its option lists, and the operator assignment. */
export const callcenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['callcenter'], policy: { permiso: PERMISOS.reportesCallCenter, scope: 'agencia' } });
  const { vigenciaDias } = app.config;

  rutas.get('/api/solicitudes_operadores', {
    operationId: 'listarSolicitudesOperadores',
    summary: 'Reporte del Call Center (filtros, paginado; rowsPerPage ≤ 0 = arreglo). Un operador solo ve sus folios',
    querystring: solicitudesOperadoresQuerySchema,
    respuesta: paginaOTodas(solicitudOperadorFilaSchema),
    errores: [403, 422],
  }, async (request, reply) => enviarLista(reply, await listarReporte(contexto(request), request.query, vigenciaDias)));

  rutas.get('/api/solicitudes_operadores/resumen', {
    operationId: 'resumenSolicitudesOperadores',
    summary: 'Conteo por estatus y por vigencia de las filas del filtro del Reporte del Call Center (el mismo WHERE que la lista)',
    querystring: solicitudesOperadoresQuerySchema,
    respuesta: resumenLlamadasSchema,
    errores: [403, 422],
  }, async (request) => resumenReporte(contexto(request), request.query, vigenciaDias));

  rutas.get('/api/solicitudes_operadores/siguiente', {
    operationId: 'siguienteLlamada',
    summary:
      'Siguiente folio de la cola propia: asignado al usuario y sin finalizar; primero los no llamados (Vencida, Retrasada, En Tiempo), ' +
      'luego los en proceso, por asignación más antigua. fila null: no hay pendientes',
    respuesta: siguienteLlamadaSchema,
    errores: [403],
  }, async (request) => siguienteLlamada(contexto(request), vigenciaDias));

  const opciones = (url: string, campo: CampoOpciones, operationId: string, summary: string) =>
    rutas.get(url, { operationId, summary, querystring: solicitudesOperadoresQuerySchema, respuesta: opcionesSchema, errores: [403, 422] },
      async (request) => opcionesReporte(contexto(request), campo, request.query, vigenciaDias));
  opciones('/api/solicitudes_operadores/edos', 'edo', 'listarEstadosOperadores', 'Estados de las solicitudes del filtro');
  opciones('/api/solicitudes_operadores/ciudades', 'ciudades', 'listarCiudadesOperadores', 'Ciudades de las solicitudes del filtro');
  opciones('/api/solicitudes_operadores/colonias', 'colonias', 'listarColoniasOperadores', 'Colonias de las solicitudes del filtro');
  opciones('/api/solicitudes_operadores/fuerza_venta', 'fuerza_venta', 'listarFuerzasVentaOperadores', 'Fuerzas de venta de las solicitudes del filtro');

  declararAsignacion(rutas, {
    url: '/api/solicitudes_operadores',
    tipo: OPERADOR,
    // Assigning operators is for is_admin (SPEC §6: Asignar, reassign).
    policy: { permiso: PERMISOS.admin, scope: 'agencia' },
    quien: 'operador',
    asignar: { operationId: 'asignarOperador', body: asignarOperadorSchema },
    reasignar: { operationId: 'reasignarOperador', body: reasignarOperadorSchema },
  });
};
