/**
 * Declarative routes: a module states its tags and usual policy once, each route only what is its own.
 *
 *   const rutas = declararRutas(app, { tags: ['cosas'], policy: { permiso: PERMISOS.x, scope: 'agencia' } });
 *   rutas.put('/api/cosas/:id', {
 *     operationId: 'actualizarCosa', summary: 'Actualizar una cosa',
 *     params: recordIdParamsSchema, body: cosaInputSchema, respuesta: cosaSchema, errores: [403, 404, 409, 422],
 *   }, async (request) => service.actualizar(contexto(request), request.params.id, request.body));
 *
 * The route is still a plain Fastify route: the policy goes in `config.policy` (the policy hook and
 * its route-table test read it there), the schemas in `schema`, and request.params / query / body
 * and the reply are typed from the zod schemas as with `app.get(...)`.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, pagedSchema, validationErrorSchema } from '@verifica/contracts';
import type { RoutePolicy } from './policy';

type AppZod = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
type Esquema = z.ZodType | undefined;

/** The body of each error answer a route may list in `errores`: 422 the field errors, the rest `{message, error?}`. */
const ESQUEMAS_ERROR = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  422: validationErrorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;
export type CodigoError = keyof typeof ESQUEMAS_ERROR;
type CodigoExito = 200 | 201 | 202 | 204;

/** Answers with a schema of their own, over those of `errores` (e.g. a 413 with field errors). */
type OtrasRespuestas = Partial<Record<number, z.ZodType>>;

/** The answer of a paged list: a page, or every row as an array (rowsPerPage -1; sent by db/flujo `enviarLista`). */
export const paginaOTodas = <T extends z.ZodType>(fila: T) => z.union([pagedSchema(fila), z.array(fila)]);

/** The 413 of an upload read by lib/multipart: the file's field error, as a 422's. */
export const ARCHIVO_GRANDE = { 413: validationErrorSchema };

export interface DefRuta<
  P extends Esquema,
  Q extends Esquema,
  B extends Esquema,
  R extends Esquema,
  C extends CodigoExito,
  E extends CodigoError,
  X extends OtrasRespuestas,
> {
  operationId: string;
  summary: string;
  description?: string;
  /** Only when it differs from the module's. */
  policy?: RoutePolicy;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success answer's schema; without it the route documents no answer (files, streams). */
  respuesta?: R;
  /** The success status, 200 unless said; set before the handler runs, which then just returns the answer. */
  codigo?: C;
  errores?: readonly E[];
  respuestas?: X;
  /** `[]` on public routes: no bearer token in the document. */
  security?: [];
  produces?: string[];
  consumes?: string[];
  /** The multipart parts, for the document only (the route reads them itself). */
  multipart?: z.ZodType;
  serializerCompiler?: RouteShorthandOptions['serializerCompiler'];
  bodyLimit?: number;
}

type Exito<R extends Esquema, C extends CodigoExito> = [R] extends [undefined] ? Record<never, never> : { [K in C]: R };
type Respuestas<R extends Esquema, C extends CodigoExito, E extends CodigoError, X> = Exito<R, C> & { [K in E]: (typeof ESQUEMAS_ERROR)[K] } & X;

/** The `schema` a route declared this way gets, as the type provider reads it. */
export interface EsquemaRuta<P, Q, B, Rs> extends FastifySchema {
  params: P;
  querystring: Q;
  body: B;
  response: Rs;
}

export type Manejador<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

type Declarar = <
  P extends Esquema = undefined,
  Q extends Esquema = undefined,
  B extends Esquema = undefined,
  R extends Esquema = undefined,
  C extends CodigoExito = 200,
  E extends CodigoError = never,
  X extends OtrasRespuestas = Record<never, never>,
>(
  url: string,
  def: DefRuta<P, Q, B, R, C, E, X>,
  manejador: Manejador<EsquemaRuta<P, Q, B, Respuestas<R, C, E, X>>>,
) => void;

export interface Rutas {
  get: Declarar;
  post: Declarar;
  put: Declarar;
  delete: Declarar;
}

interface Comunes {
  tags: string[];
  /** The policy of the module's routes; a route without one here or in its own definition is refused (fail closed). */
  policy?: RoutePolicy;
}

type DefCualquiera = DefRuta<Esquema, Esquema, Esquema, Esquema, CodigoExito, CodigoError, OtrasRespuestas>;

/** The keys of `def` that go into the route's `schema` as they are, when given. */
const CLAVES_ESQUEMA = ['description', 'security', 'params', 'querystring', 'body', 'multipart', 'produces', 'consumes'] as const;

function esquemaDe(tags: string[], def: DefCualquiera): FastifySchema {
  const schema: Record<string, unknown> = { tags, operationId: def.operationId, summary: def.summary };
  for (const clave of CLAVES_ESQUEMA) if (def[clave] !== undefined) schema[clave] = def[clave];
  const response: Partial<Record<number, z.ZodType>> = {};
  if (def.respuesta) response[def.codigo ?? 200] = def.respuesta;
  for (const codigo of def.errores ?? []) response[codigo] = ESQUEMAS_ERROR[codigo];
  Object.assign(response, def.respuestas);
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/** The route declarations of one module (one set of tags, one usual policy). */
export function declararRutas(app: AppZod, comunes: Comunes): Rutas {
  function registrar<S extends FastifySchema>(method: HTTPMethods, url: string, def: DefCualquiera, handler: Manejador<S>) {
    const { serializerCompiler, bodyLimit, codigo } = def;
    const manejador: Manejador<S> =
      codigo === undefined
        ? handler
        : function (request, reply) {
            reply.statusCode = codigo;
            return handler.call(this, request, reply);
          };
    app.route<RouteGenericInterface, ContextConfigDefault, S>({
      method,
      url,
      config: { policy: def.policy ?? comunes.policy },
      // Built from `def`: its schemas under their own keys, and the answers of `respuesta`, `errores` and `respuestas`.
      schema: esquemaDe(comunes.tags, def) as S,
      ...(serializerCompiler === undefined ? {} : { serializerCompiler }),
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      handler: manejador,
    });
  }
  const declarar =
    (method: HTTPMethods): Declarar =>
    (url, def, handler) =>
      registrar(method, url, def, handler);
  return { get: declarar('GET'), post: declarar('POST'), put: declarar('PUT'), delete: declarar('DELETE') };
}
