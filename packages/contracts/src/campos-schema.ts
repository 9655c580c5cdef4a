/**
 * The zod building blocks of the form fields of solicitudes (filters, edit, duplicate, the field
 * verification intake): a real date, blank as absent, a trimmed text with its length limit.
 * Internal to contracts (the root does not export it); the messages are campos.ts'.
 */
import { z } from './zod';
import { fechaSchema } from './common';
import { faltaOInvalido, maximoCaracteres, MENSAJES_CAMPO, SOLO_TEXTO } from './campos';

export const fechaReal = fechaSchema.refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  // Only a well-formed date is checked for existence: one message per field.
}, { error: 'La fecha no es válida', when: (payload) => payload.issues.length === 0 });

/** '' means "no filter" in every optional field (forms send blanks). */
export const blancoAUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const opcional = <T extends z.ZodType>(s: T) => z.preprocess(blancoAUndefined, s.optional());

/** A text field: trimmed, at most `max` characters. */
export const campoTexto = (max: number) =>
  z
    .string({ error: faltaOInvalido(MENSAJES_CAMPO.texto) })
    .trim()
    .max(max, { error: maximoCaracteres(max), ...SOLO_TEXTO });
