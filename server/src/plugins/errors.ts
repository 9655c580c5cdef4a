import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MENSAJES, MENSAJES_API } from '@verifica/contracts';
import { HttpError } from '../lib/errors';

/** Field name of a validation issue: 'correo', 'ref1.nombre'; root issues use the part ('body', 'querystring'). */
function fieldOf(instancePath: string, context: string | undefined): string {
  const f = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return f || context || 'body';
}

export function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const v of error.validation ?? []) {
    const desconocidos = v.keyword === 'unrecognized_keys' ? v.params['keys'] : undefined;
    if (Array.isArray(desconocidos)) {
      const base = (v.instancePath ?? '').replace(/\/$/, '');
      for (const k of desconocidos) errors[fieldOf(`${base}/${String(k)}`, error.validationContext)] = [MENSAJES_API.campoNoReconocido];
      continue;
    }
    const field = fieldOf(v.instancePath ?? '', error.validationContext);
    const message = v.message ?? MENSAJES_API.campoInvalido;
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** SQLSTATE of a database error, looking through Drizzle's DrizzleQueryError wrapper. */
export function sqlStateOf(error: unknown): string | null {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

const FASTIFY_4XX: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MENSAJES_API.tipoContenidoNoSoportado,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MENSAJES_API.peticionInvalida,
  FST_ERR_CTP_BODY_TOO_LARGE: MENSAJES_API.cuerpoDemasiadoGrande,
  FST_ERR_CTP_EMPTY_JSON_BODY: MENSAJES_API.cuerpoVacio,
  FST_ERR_CTP_INVALID_JSON_BODY: MENSAJES_API.cuerpoInvalido,
  FST_ERR_BAD_URL: MENSAJES_API.urlInvalida,
};

interface ErrorAnswer {
  status: number;
  body: { message: string; error?: string; errors?: Record<string, string[]> };
  /** Seconds a client should wait before retrying (503). */
  retryAfter?: number;
}

/** Node socket errors of a lost database connection. */
const ERRORES_DE_RED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres' own messages when a connection dies or the pool gives none in time. */
const MENSAJES_PG_SIN_CONEXION = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|terminating connection/i;

/**
 * The database is unreachable or dropped the connection (not the request's fault): class 08
 * (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many
 * connections), a socket error, or the pool's connection timeout.
 */
export function esFallaDeConexion(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300' || ERRORES_DE_RED.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && MENSAJES_PG_SIN_CONEXION.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns any thrown value into a safe answer: no stacks, no SQL, Spanish messages. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 422, body: { message: MENSAJES.datosInvalidos, errors: validationErrors(error as unknown as FastifyError) } };
  }
  const fe = error as Partial<FastifyError> | null;
  if (fe && Array.isArray(fe.validation)) {
    return { status: 422, body: { message: MENSAJES.datosInvalidos, errors: validationErrors(fe as FastifyError) } };
  }
  if (esFallaDeConexion(error)) return { status: 503, body: { message: MENSAJES_API.baseNoDisponible, error: 'database' }, retryAfter: 5 };
  const state = sqlStateOf(error);
  if (state) {
    if (state === '23505') return { status: 409, body: { message: MENSAJES_API.registroDuplicado } };
    if (state === '23503') return { status: 422, body: { message: MENSAJES_API.referenciaInvalida } };
    // Class 22 = data exception (out of range, bad text, NUL bytes...): the input was bad.
    if (state.startsWith('22') || state === '23502' || state === '23514') {
      return { status: 422, body: { message: MENSAJES.datosInvalidos } };
    }
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const message = (fe?.code && FASTIFY_4XX[fe.code]) || (status === 413 ? MENSAJES_API.cuerpoDemasiadoGrande : status === 415 ? MENSAJES_API.tipoContenidoNoSoportado : MENSAJES_API.peticionInvalida);
    return { status, body: { message } };
  }
  return { status: 500, body: { message: MENSAJES.errorInterno } };
}

async function handleError(this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = toErrorAnswer(error);
  if (answer.status === 503) {
    request.log.warn({ err: error }, 'base de datos no disponible');
    if (answer.retryAfter) void reply.header('retry-after', String(answer.retryAfter));
  } else if (answer.status >= 500) {
    request.log.error({ err: error }, 'error interno');
  } else if (answer.status !== 401 && answer.status !== 404) {
    request.log.info({ status: answer.status, code: (error as { code?: string }).code }, answer.body.message);
  }
  // Bypass the route's response schemas: an error body must never fail serialization.
  return reply
    .code(answer.status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(answer.body);
}

function handleNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: MENSAJES.rutaNoEncontrada });
}

/** Custom error handler (422 field map, Spanish 4xx, generic 500) and JSON 404. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);
  },
  { name: 'verifica-errors', dependencies: ['verifica-core'] },
);
