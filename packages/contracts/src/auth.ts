import { z } from './zod';
import { MENSAJES_CAMPO, SOLO_TEXTO, faltaOInvalido, maximoCaracteres } from './campos';

// Every check says its Spanish message; `abort` keeps one message per field (an empty field is
// "obligatorio", not also "no es válido").
const correo = z
  .string({ error: faltaOInvalido('El correo no es válido', 'El correo es obligatorio') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'El correo es obligatorio', ...SOLO_TEXTO })
  .max(150, { error: maximoCaracteres(150), ...SOLO_TEXTO })
  .email('El correo no es válido');
const nuevaPassword = z
  .string({ error: faltaOInvalido('La contraseña no es válida', 'La contraseña es obligatoria') })
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres', ...SOLO_TEXTO })
  .max(128, 'La contraseña debe tener como máximo 128 caracteres');
/** A password typed to prove who one is (login, current password): required, at most 128. */
const passwordDada = (obligatoria: string) =>
  z
    .string({ error: faltaOInvalido('La contraseña no es válida', obligatoria) })
    .min(1, { error: obligatoria, ...SOLO_TEXTO })
    .max(128, 'La contraseña debe tener como máximo 128 caracteres');
const confirmacion = z.string({ error: faltaOInvalido('La confirmación no es válida', 'Confirma la contraseña') });
const cuerpo = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: MENSAJES_CAMPO.datos });

export const loginRequestSchema = cuerpo({
  correo,
  password: passwordDada('La contraseña es obligatoria'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login response: the five session fields (SPEC §3). */
export const loginResponseSchema = z.object({
  token: z.string(),
  nombre: z.string(),
  correo: z.string(),
  agencia: z.string(),
  permisos: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const passwordEmailRequestSchema = cuerpo({ correo });
export type PasswordEmailRequest = z.infer<typeof passwordEmailRequestSchema>;

const coincide = {
  message: 'La confirmación no coincide con la contraseña',
  path: ['password_confirmation'],
};
const mismaPassword = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;

const ENLACE = 'El enlace no es válido';
export const passwordResetRequestSchema = cuerpo({
  token: z.string({ error: ENLACE }).min(1, { error: ENLACE, ...SOLO_TEXTO }).max(512, ENLACE),
  password: nuevaPassword,
  password_confirmation: confirmacion,
})
  .refine(mismaPassword, coincide);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const changePasswordRequestSchema = cuerpo({
  old_password: passwordDada('La contraseña actual es obligatoria'),
  password: nuevaPassword,
  password_confirmation: confirmacion,
})
  .refine(mismaPassword, coincide);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * POST /api/change_password answer: the message plus a fresh token. The change ends every
 * session issued before it, the calling one included; the client stores this token to go on.
 */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const folioRequestSchema = cuerpo({
  folio_solicitud: z
    .string({ error: faltaOInvalido('El folio no es válido', 'El folio es obligatorio') })
    .trim()
    .min(1, { error: 'El folio es obligatorio', ...SOLO_TEXTO })
    .max(64, maximoCaracteres(64)),
});
export type FolioRequest = z.infer<typeof folioRequestSchema>;

/**
 * Liveness (GET /api/health, no database call). `pid`: the server process that answered (several
 * with WORKERS > 1 or behind a load balancer).
 */
export const healthResponseSchema = z.object({ status: z.literal('ok'), pid: z.number().int() });
/** Readiness (GET /api/ready): the database answers and every committed migration is applied. */
export const readyResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), migraciones: z.number().int() });
