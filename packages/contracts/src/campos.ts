/**
 * Spanish messages of the field checks (every check of an input schema says one of these or its
 * own message: zod's English defaults never reach a user), and the error function that tells a
 * missing value from a wrong one.
 */

export const MENSAJES_CAMPO = {
  obligatorio: 'Este campo es obligatorio',
  texto: 'Debe ser un texto',
  numero: 'Debe ser un número',
  entero: 'Debe ser un número entero',
  booleano: 'Debe ser verdadero o falso',
  opcion: 'Selecciona una opción válida',
  datos: 'Los datos enviados no son válidos',
  fecha: 'La fecha no es válida',
} as const;

/** 'Debe tener como máximo N caracteres'. */
export function maximoCaracteres(max: number): string {
  return `Debe tener como máximo ${max} caracteres`;
}

/** An error function for a type check: missing (undefined/null) -> `faltante`, anything else -> `invalido`. */
export function faltaOInvalido(invalido: string, faltante: string = MENSAJES_CAMPO.obligatorio) {
  return (issue: { input?: unknown }): string => (issue.input === undefined || issue.input === null ? faltante : invalido);
}

/**
 * Options of a length check: stop at it (one message per field) and run it only on a string
 * (zod 4 runs checks after a failed type check, so an array would also be "too short").
 */
export const SOLO_TEXTO = { abort: true, when: (payload: { value: unknown }) => typeof payload.value === 'string' } as const;
