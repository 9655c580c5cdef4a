import axios from 'axios';
import { MENSAJES, type ValidationError } from '@verifica/contracts';

/** Field name -> the server's messages for it (SPEC §5). */
export type FieldErrors = Record<string, string[]>;

function body(error: unknown): Record<string, unknown> | null {
  if (!axios.isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** The JSON body of a failed call (to parse with its contract schema), or null. */
export const apiErrorBody = (error: unknown): unknown => body(error);

/** The HTTP status of a failed call, or undefined when there was no response. */
export function apiErrorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The {message, errors} of a validation failure (HTTP 422), or null for any other error. */
export function validationError(error: unknown): ValidationError | null {
  if (apiErrorStatus(error) !== 422) return null;
  const data = body(error);
  if (!data) return null;
  return {
    message: typeof data.message === 'string' ? data.message : MENSAJES.datosInvalidos,
    errors: fieldErrorsOf(data.errors),
  };
}

function fieldErrorsOf(raw: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [field, messages] of Object.entries(raw)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** The field errors of any failed call that carries them (422), else {}. */
export function fieldErrors(error: unknown): FieldErrors {
  const data = body(error);
  return data ? fieldErrorsOf(data.errors) : {};
}

/** The server's message, or 'Error inesperado' when there is none (no response, SPEC §8). */
export function apiErrorMessage(error: unknown): string {
  const data = body(error);
  if (data && typeof data.message === 'string' && data.message) return data.message;
  return MENSAJES.errorInesperado;
}
