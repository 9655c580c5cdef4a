import { z } from 'zod';
import { loginResponseSchema } from './auth';
import { enteroSchema, idSchema } from './query';

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
  exp: enteroSchema({ min: 0, max: 1e11, mensaje: 'El enlace no es válido' }),
  sig: z.string().min(1).max(128),
});
