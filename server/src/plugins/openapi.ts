/**
 * The OpenAPI document served at /api/docs/json (@fastify/swagger + fastify-type-provider-zod).
 *
 * - OpenAPI 3.1: zod's JSON Schema 2020-12 output is valid as is (`type: [x, 'null']`, no 3.0 `nullable`).
 * - Only API routes are listed: a route without `schema` (static files, the SPA) is not part of the
 *   API, and a trailing-slash alias (`/api/usuarios/`) is listed once, without the slash.
 * - Public routes get `security: []`; the others document the policy hook's 401 (and 403 when a
 *   permission or an agency is required).
 * - Body and response schemas are named components: the shared ones by `COMPONENTES` below, any
 *   other by the operation (`iniciarSesion` -> `IniciarSesionCuerpo`, `IniciarSesionRespuesta`).
 * - A multipart route (the route reads the parts itself) documents its fields with `schema.multipart`.
 */
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accionesLlamadaSchema,
  agenciaListItemSchema,
  agenciaSchema,
  asignarRespuestaSchema,
  desasignarRespuestaSchema,
  errorSchema,
  graficaFilaSchema,
  imagenSchema,
  loginResponseSchema,
  mapaAgenciaSchema,
  mapaConfigSchema,
  mapaFoliosSchema,
  messageSchema,
  opcionesSchema,
  personaListItemSchema,
  rolOptionSchema,
  seguimientoLlamadaSchema,
  sesionActualSchema,
  solicitudDetalleSchema,
  solicitudListItemSchema,
  solicitudOperadorFilaSchema,
  telefonoDuplicadoSchema,
  usuarioSchema,
  validationErrorSchema,
  verificacionOperadorSchema,
  verificacionSchema,
} from '@verifica/contracts';
import type { RoutePolicy } from './policy';

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: the multipart/form-data fields of a route that reads its parts itself. */
    multipart?: z.ZodType;
  }
}

type Meta = { id?: string; [clave: string]: unknown };

/** The bytes of a file answer (PDF, image, .xlsx). */
const archivo = z.file();

/** Schemas shared by several operations, named once (a schema read as input gets the suffix `Input`). */
const COMPONENTES: ReadonlyArray<readonly [z.ZodType, string]> = [
  [archivo, 'Archivo'],
  [errorSchema, 'Error'],
  [validationErrorSchema, 'ErrorValidacion'],
  [messageSchema, 'Mensaje'],
  [opcionesSchema, 'Opciones'],
  [loginResponseSchema, 'Sesion'],
  [sesionActualSchema, 'SesionActual'],
  [agenciaSchema, 'Agencia'],
  [agenciaListItemSchema, 'AgenciaOpcion'],
  [rolOptionSchema, 'RolOpcion'],
  [personaListItemSchema, 'PersonaOpcion'],
  [usuarioSchema, 'Usuario'],
  [imagenSchema, 'Imagen'],
  [verificacionSchema, 'Verificacion'],
  [verificacionOperadorSchema, 'VerificacionOperador'],
  [accionesLlamadaSchema, 'AccionesLlamada'],
  [seguimientoLlamadaSchema, 'SeguimientoLlamada'],
  [solicitudListItemSchema, 'SolicitudFila'],
  [solicitudOperadorFilaSchema, 'SolicitudOperadorFila'],
  [solicitudDetalleSchema, 'SolicitudDetalle'],
  [asignarRespuestaSchema, 'AsignacionResultado'],
  [desasignarRespuestaSchema, 'DesasignacionResultado'],
  [graficaFilaSchema, 'GraficaFila'],
  [mapaAgenciaSchema, 'MapaAgencia'],
  [mapaFoliosSchema, 'MapaFolios'],
  [mapaConfigSchema, 'MapaConfig'],
  [telefonoDuplicadoSchema, 'TelefonoDuplicado'],
];

const componentes = z.registry<Meta>();
for (const [schema, id] of COMPONENTES) componentes.add(schema, { id });

const transformarZod = createJsonSchemaTransform({ schemaRegistry: componentes });
const documentoZod = createJsonSchemaTransformObject({ schemaRegistry: componentes });

const sinBarraFinal = (url: string) => url.length > 1 && url.endsWith('/');

/** The responses every non-public route can give before its handler runs (plugins/policy.ts). */
function respuestasDePolitica(politica: RoutePolicy | undefined): Record<number, z.ZodType> {
  if (politica === undefined || politica === 'public') return {};
  const exigePermiso = politica.permiso !== 'authenticated' || politica.scope === 'agencia';
  return exigePermiso ? { 401: errorSchema, 403: errorSchema } : { 401: errorSchema };
}

const JSON_MEDIA = 'application/json';

/** What each status means in this API (plugins/errors.ts, plugins/policy.ts). */
const DESCRIPCIONES: Record<string, string> = {
  200: 'Correcto',
  201: 'Creado',
  400: 'Petición incorrecta',
  401: 'Sin sesión, o sesión vencida o revocada',
  403: 'Sin permiso, o fuera del alcance del usuario',
  404: 'No encontrado',
  413: 'Archivo demasiado grande',
  422: 'Datos inválidos (message y errors por campo)',
  429: 'Demasiados intentos',
  503: 'No disponible',
};

/**
 * Every answer with a Spanish description. A route that `produces` files (PDF, images, .xlsx)
 * answers those bytes on success (and JSON too when listed) and JSON errors: `produces` alone
 * would give every answer the file types.
 */
function respuestasDocumentadas(respuestas: Record<string, unknown>, produces: readonly string[] | undefined): Record<string, unknown> {
  const binarios = (produces ?? []).filter((m) => m !== JSON_MEDIA);
  const conJson = binarios.length === 0 || (produces?.includes(JSON_MEDIA) ?? false);
  const deArchivo = Object.fromEntries(binarios.map((m) => [m, { schema: archivo }]));
  const respuesta = (estado: string, content: Record<string, { schema: unknown }>) => ({ description: DESCRIPCIONES[estado] ?? 'Respuesta', content });
  const salida: Record<string, unknown> = {};
  for (const [estado, schema] of Object.entries(respuestas)) {
    const exito = estado.startsWith('2');
    salida[estado] = respuesta(estado, exito ? { ...(conJson ? { [JSON_MEDIA]: { schema } } : {}), ...deArchivo } : { [JSON_MEDIA]: { schema } });
  }
  if (binarios.length > 0 && !Object.keys(respuestas).some((e) => e.startsWith('2'))) salida['200'] = respuesta('200', deArchivo);
  return salida;
}

export const transformarRuta: SwaggerTransform = (documento) => {
  const { schema, url, route } = documento;
  if (!schema || sinBarraFinal(url)) return { schema: { hide: true }, url };
  const politica = route.config?.policy;
  const { multipart, produces, ...resto } = schema;
  const validada = resto.params !== undefined || resto.querystring !== undefined || resto.body !== undefined || multipart !== undefined;
  const respuestas = {
    ...respuestasDePolitica(politica),
    // plugins/errors.ts answers any schema failure with 422 {message, errors}.
    ...(validada ? { 422: validationErrorSchema } : {}),
    ...((resto.response ?? {}) as Record<string, unknown>),
  };
  const ajustado: FastifySchema = {
    ...resto,
    ...(politica === 'public' ? { security: [] } : {}),
    ...(multipart ? { body: multipart, consumes: ['multipart/form-data'] } : {}),
    response: respuestasDocumentadas(respuestas, produces),
  };
  return transformarZod({ ...documento, schema: ajustado });
};

type Json = { [clave: string]: unknown };
const esObjeto = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const MEDIA_CORTA: Record<string, string> = { 'application/json': '', 'multipart/form-data': '' };
const REF = '#/components/schemas/';

/** Moves an inline body or response schema into components under `nombre`; returns the reference. */
function nombrar(esquemas: Json, nombre: string, schema: Json): Json {
  if ('$ref' in schema) return schema;
  let final = nombre;
  for (let n = 2; final in esquemas && JSON.stringify(esquemas[final]) !== JSON.stringify(schema); n++) final = `${nombre}${n}`;
  esquemas[final] = schema;
  return { $ref: `${REF}${final}` };
}

function nombrarContenido(esquemas: Json, contenido: unknown, base: string): void {
  if (!esObjeto(contenido)) return;
  for (const [media, valor] of Object.entries(contenido)) {
    if (!esObjeto(valor) || !esObjeto(valor.schema)) continue;
    const sufijo = MEDIA_CORTA[media] ?? pascal((media.split('/')[1] ?? media).replace(/[^a-zA-Z0-9]+/g, ' ').trim().split(' ').at(-1) ?? '');
    valor.schema = nombrar(esquemas, `${base}${sufijo}`, valor.schema);
  }
}

/** Every component reachable from the paths; the others (a variant no route uses) are dropped. */
function usados(documento: Json, esquemas: Json): Set<string> {
  const vistos = new Set<string>();
  const visitar = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visitar);
    if (!esObjeto(v)) return;
    for (const [clave, hijo] of Object.entries(v)) {
      if (clave === '$ref' && typeof hijo === 'string' && hijo.startsWith(REF)) {
        const nombre = hijo.slice(REF.length);
        if (!vistos.has(nombre)) {
          vistos.add(nombre);
          visitar(esquemas[nombre]);
        }
      } else visitar(hijo);
    }
  };
  visitar(documento.paths);
  return vistos;
}

export const transformarDocumento: SwaggerTransformObject = (entrada) => {
  const documento = documentoZod(entrada) as Json;
  const componentesDoc = esObjeto(documento.components) ? documento.components : {};
  const esquemas: Json = esObjeto(componentesDoc.schemas) ? { ...componentesDoc.schemas } : {};
  const rutas = esObjeto(documento.paths) ? documento.paths : {};
  for (const ruta of Object.values(rutas)) {
    if (!esObjeto(ruta)) continue;
    for (const operacion of Object.values(ruta)) {
      if (!esObjeto(operacion) || typeof operacion.operationId !== 'string') continue;
      const base = pascal(operacion.operationId);
      if (esObjeto(operacion.requestBody)) nombrarContenido(esquemas, operacion.requestBody.content, `${base}Cuerpo`);
      if (!esObjeto(operacion.responses)) continue;
      for (const [estado, respuesta] of Object.entries(operacion.responses)) {
        if (esObjeto(respuesta)) nombrarContenido(esquemas, respuesta.content, `${base}Respuesta${estado.startsWith('2') ? '' : estado}`);
      }
    }
  }
  const vivos = usados(documento, esquemas);
  const ordenados = Object.fromEntries(Object.keys(esquemas).filter((n) => vivos.has(n)).sort().map((n) => [n, esquemas[n]]));
  return { ...documento, components: { ...componentesDoc, schemas: ordenados } } as ReturnType<SwaggerTransformObject>;
};

const INFO = {
  title: 'Verifica API',
  description:
    'API del back office Verifica. Autenticación: `Authorization: Bearer <token>` obtenido de POST /api/login. ' +
    'Errores de validación: HTTP 422 {message, errors: {campo: [mensajes]}}.',
  version: '1.0.0',
};

/** @fastify/swagger options; `publicUrl` (PUBLIC_URL) is the document's server. */
export function opcionesOpenapi(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: INFO,
      servers: [{ url: publicUrl, description: 'Esta instalación (PUBLIC_URL)' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: transformarRuta,
    transformObject: transformarDocumento,
  };
}
