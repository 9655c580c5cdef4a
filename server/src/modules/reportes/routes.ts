import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  graficaFilaSchema,
  graficaFoliosQuerySchema,
  mapaCeldasQuerySchema,
  mapaCeldasSchema,
  mapaConfigSchema,
  mapaFoliosQuerySchema,
  mapaFoliosSchema,
  PERMISOS,
  PIXELES_CELDA,
} from '@verifica/contracts';
import { contexto, type RoutePolicy } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { mapaCeldas } from './mapa';
import { grafica, mapaJson, type TipoGrafica } from './service';

const graficaPolicy: RoutePolicy = { permiso: PERMISOS.reporteGraficaFolios, scope: 'agencia' };
const mapaPolicy: RoutePolicy = { permiso: PERMISOS.reporteMapaFolios, scope: 'agencia' };

const FILTROS =
  'Filtros: fecha_desde y fecha_hasta (AAAA-MM-DD, Fecha Captura del folio (fecha_captura), como en GET /api/solicitudes, ambos incluidos; ' +
  'desde > hasta → 422), agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya).';

const CONTEOS = (asignacion: string, verificacion: string) =>
  `Una fila por agencia (también las que no tienen folios), ordenadas por nombre. Conteos sobre los folios filtrados: ` +
  `asignadas = tiene hoy una asignación activa a ${asignacion}; no_asignadas = no tiene asignación activa hoy ` +
  `(= nunca_asignadas + desasignadas); nunca_asignadas = nunca tuvo una asignación a ${asignacion}; ` +
  `desasignadas = tuvo al menos una y hoy no tiene ninguna activa; verificadas = tiene ${verificacion}. ` +
  `status: 1 solo asignadas, 2 solo no asignadas, 3 solo verificadas. ${FILTROS}`;

const GRAFICAS: { url: string; tipo: TipoGrafica; operationId: string; summary: string; description: string }[] = [
  {
    url: '/api/reportes/graficas_folios',
    tipo: 'gestores',
    operationId: 'obtenerGraficaFolios',
    summary: 'Gráfica de folios: asignación a gestores y verificación en campo',
    description: CONTEOS('un gestor', 'verificación en campo (visita del gestor)'),
  },
  {
    url: '/api/reportes/graficas_folios_informativos',
    tipo: 'operadores',
    operationId: 'obtenerGraficaFoliosInformativos',
    summary: 'Gráfica de folios informativos: asignación a operadores y verificación telefónica',
    description: CONTEOS('un operador del call center', 'verificación telefónica (Seguimiento de Llamadas)'),
  },
];

/** An answer the database already built as JSON, sent as its bytes (compressed by @fastify/compress); the route's schema documents it. */
const enviarJson = (reply: FastifyReply, cuerpo: Buffer) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').send(cuerpo);

/** Folio charts, folio map and the map's basemap configuration (SPEC §2, §7). */
export const reportesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rutas = declararRutas(app, { tags: ['reportes'] });

  for (const g of GRAFICAS) {
    rutas.get(g.url, {
      policy: graficaPolicy,
      operationId: g.operationId,
      summary: g.summary,
      description: g.description,
      querystring: graficaFoliosQuerySchema,
      respuesta: z.array(graficaFilaSchema),
      errores: [403, 422],
    }, async (request) => grafica(contexto(request), g.tipo, request.query));
  }

  rutas.get('/api/reportes/mapa_folios', {
    policy: mapaPolicy,
    operationId: 'obtenerMapaFolios',
    summary: 'Mapa de folios: cada folio con posición y las agencias con su cantidad',
    description:
      'Respuesta compacta: `puntos` son arreglos paralelos (el punto i es id[i], lat[i], lon[i], agencia[i]; ' +
      'coordenadas con 5 decimales), ordenados por fecha_captura e id; `agencias` lista una vez el nombre y el color de cada agencia ' +
      'en alcance con `cantidad` de puntos. edo: uno o varios estados (edo=A&edo=B). asignadas: 0 todos, 1 con gestor ' +
      `activo, 2 sin gestor activo, 3 con verificación en campo. ${FILTROS}`,
    querystring: mapaFoliosQuerySchema,
    respuesta: mapaFoliosSchema,
    errores: [403, 422],
  }, async (request, reply) => enviarJson(reply, await mapaJson(contexto(request), request.query)));

  rutas.get('/api/reportes/mapa_folios/celdas', {
    policy: mapaPolicy,
    operationId: 'obtenerMapaFoliosCeldas',
    summary: 'Mapa de folios agrupado por zoom: celdas por agencia con su cantidad, y las agencias con la suya',
    description:
      `Los folios de mapa_folios agrupados en una cuadrícula de ${PIXELES_CELDA} píxeles al zoom pedido ` +
      `(celda = ${PIXELES_CELDA}·360 / (256·2^zoom) grados, en longitud y latitud; zoom 0–20, 4 si falta) y por agencia. ` +
      'Respuesta compacta: `celdas` son arreglos paralelos (la entrada i es lat[i], lon[i], agencia[i], cantidad[i], id[i]): ' +
      'posición media de los folios de esa agencia en la celda (5 decimales; con cantidad 1, la del folio), cantidad de folios ' +
      'y el menor id (con cantidad 1, el folio), de mayor a menor cantidad. oeste, sur, este y norte (grados, los cuatro o ninguno): ' +
      'solo las celdas que toca esa extensión, enteras. `agencias` cuenta todos los folios de los filtros, sin importar la extensión; ' +
      '`extension` es [oeste, sur, este, norte] de todos ellos (null sin folios). ' +
      `edo y asignadas como en mapa_folios. ${FILTROS}`,
    querystring: mapaCeldasQuerySchema,
    respuesta: mapaCeldasSchema,
    errores: [403, 422],
  }, async (request, reply) => enviarJson(reply, await mapaCeldas(contexto(request), request.query)));

  rutas.get('/api/reportes/mapa_config', {
    policy: { permiso: 'authenticated', scope: 'none' },
    operationId: 'obtenerConfiguracionMapa',
    summary: 'Mapa base de todos los mapas del portal (MAP_TILE_URL y MAP_TILE_ATTRIBUTION; null = mapa base sin conexión)',
    respuesta: mapaConfigSchema,
  }, async () => ({ tile_url: app.config.mapTileUrl, attribution: app.config.mapTileAttribution }));
};
