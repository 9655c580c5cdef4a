import { MENSAJES } from '@verifica/contracts';

/**
 * An error with an HTTP status and a JSON body, thrown by services and hooks; the error
 * handler (plugins/errors.ts) sends `body` as is. Anything else becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { message: string; error?: string; errors?: Record<string, string[]> },
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, { message });
export const unauthorized = (message: string = MENSAJES.noAutenticado, error?: string) =>
  new HttpError(401, error ? { message, error } : { message });
export const forbidden = (message: string = MENSAJES.sinPermiso) => new HttpError(403, { message });
export const notFound = (message: string = MENSAJES.noEncontrado) => new HttpError(404, { message });
export const tooManyRequests = (message: string = MENSAJES.demasiadosIntentos) => new HttpError(429, { message });

/** 422 with the field map of SPEC §5: `validation({ correo: ['...'] })`. */
export const validation = (errors: Record<string, string[]>, message: string = MENSAJES.datosInvalidos) =>
  new HttpError(422, { message, errors });

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}
