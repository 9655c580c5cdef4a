import { z } from 'zod';
import { loginResponseSchema } from './auth';

/** Largest id the database accepts (int4); bigger ids are refused as invalid input, never a 500. */
export const MAX_ID = 2147483647;

/** `:id` path parameter of a stored record. */
export const recordIdParamsSchema = z.object({
  id: z.coerce.number().int('El id debe ser un número entero').min(1, 'El id no es válido').max(MAX_ID, 'El id no es válido'),
});
export type RecordIdParams = z.infer<typeof recordIdParamsSchema>;

/** GET /api/me: the session of the current token (the login response without the token). */
export const sesionActualSchema = loginResponseSchema.omit({ token: true }).extend({
  id: z.number().int(),
  agencia_id: z.number().int().nullable(),
});
export type SesionActual = z.infer<typeof sesionActualSchema>;

/** Query of a signed photo URL (GET /api/imagenes/{id}?exp=..&sig=..). */
export const imagenFirmadaQuerySchema = z.object({
  exp: z.coerce.number().int().min(0).max(1e11),
  sig: z.string().min(1).max(128),
});
