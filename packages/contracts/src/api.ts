import { z } from './zod';
import { loginResponseSchema } from './auth';
import { expiracionEnlaceSchema, idSchema } from './query';

/** `:id` path parameter of a stored record. */
export const recordIdParamsSchema = z.object({
  id: idSchema,
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
  exp: expiracionEnlaceSchema,
  sig: z.string().min(1).max(128),
});
