import { MENSAJES, MENSAJES_API } from '@verifica/contracts';

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
/** 409: the record changed since the version the edit was based on (no lost edits). */
export const conflicto = (message: string = MENSAJES_API.registroModificado) => new HttpError(409, { message });
export const tooManyRequests = (message: string = MENSAJES.demasiadosIntentos) => new HttpError(429, { message });

/** 422 with the field map of SPEC §5: `validation({ correo: ['...'] })`. */
export const validation = (errors: Record<string, string[]>, message: string = MENSAJES.datosInvalidos) =>
  new HttpError(422, { message, errors });

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}

/** 422 from a zod error of a value validated by hand (multipart fields, signed-link filters). */
export function validationDeZod(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const campo = issue.path.map(String).join('.') || 'body';
    const lista = (errors[campo] ??= []);
    if (!lista.includes(issue.message)) lista.push(issue.message);
  }
  return validation(errors);
}
